import { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { AppException } from './app.exception';

/** Validates a param, query or body with a contracts schema; failures become a 400 envelope. */
export class ZodPipe<T extends z.ZodType> implements PipeTransform<unknown, z.infer<T>> {
  constructor(private readonly schema: T) {}

  transform(value: unknown): z.infer<T> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    throw AppException.validation(result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  }
}
