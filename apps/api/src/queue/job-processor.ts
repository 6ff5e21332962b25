import { applyDecorators, Injectable, SetMetadata } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { JobName, QueueName } from './queues';

export const JOB_PROCESSOR = 'queue:processor';

/** A recurring job the worker schedules on the processor's queue. */
export interface JobSchedule {
  name: JobName;
  every: number;
  /** Also run once each time the workers start (a sweep that should not wait for the first interval). */
  atStart?: boolean;
}

export interface JobProcessorMetadata {
  queue: QueueName;
  schedules: JobSchedule[];
}

/** A provider that handles every job of one queue; thin, it calls a service. */
export interface QueueProcessor {
  process(job: Job): Promise<unknown>;
}

/** Registers the provider as the processor of a queue; the worker finds it through Nest's discovery. */
export const JobProcessor = (queue: QueueName, options: { schedules?: JobSchedule[] } = {}) =>
  applyDecorators(Injectable(), SetMetadata(JOB_PROCESSOR, { queue, schedules: options.schedules ?? [] } satisfies JobProcessorMetadata));
