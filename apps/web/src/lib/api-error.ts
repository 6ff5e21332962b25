import type { ErrorEnvelope } from '@portail/contracts';

/** A failed call, with the server's error envelope when there is one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly displayable: boolean;
  readonly issues: ErrorEnvelope['issues'];
  readonly correlationId: string | undefined;

  constructor(envelope: Omit<ErrorEnvelope, 'correlationId'> & { correlationId?: string }) {
    super(envelope.message);
    this.name = 'ApiError';
    this.status = envelope.statusCode;
    this.code = envelope.code;
    this.displayable = envelope.displayable;
    this.issues = envelope.issues;
    this.correlationId = envelope.correlationId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
