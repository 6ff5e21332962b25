import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { QueueWorkers } from './queue-workers';

@Module({ imports: [DiscoveryModule], providers: [QueueWorkers], exports: [QueueWorkers] })
export class QueueModule {}
