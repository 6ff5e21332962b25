import type { ArgumentsHost } from '@nestjs/common';
import { S3ServiceException } from '@aws-sdk/client-s3';
import { ErrorCode, type ErrorEnvelope } from '@portail/contracts';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { ErrorFilter } from './error.filter';
import { FsBlobStore } from './storage/fs-blob-store';
import { S3BlobStore } from './storage/s3-blob-store';

const UNAVAILABLE = 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.';

/** The envelope the filter answers for an error thrown by a handler. */
function answer(exception: unknown): ErrorEnvelope {
  let sent: ErrorEnvelope | undefined;
  const res = {
    headersSent: false,
    setHeader: () => undefined,
    status: () => res,
    json: (body: ErrorEnvelope) => (sent = body),
  };
  const host = { switchToHttp: () => ({ getRequest: () => ({ id: 'corr', originalUrl: '/api/x' }), getResponse: () => res }) } as unknown as ArgumentsHost;
  new ErrorFilter({ error: () => undefined } as unknown as Logger).catch(exception, host);
  return sent!;
}

async function rejection(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => {
      throw new Error('attendu : un échec');
    },
    (error: unknown) => error,
  );
}

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('ErrorFilter and the blob store', () => {
  it('answers 404 with a French message for a blob the store no longer holds', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'error-filter-'));
    try {
      const error = await rejection(new FsBlobStore(root).get('rendez-vous/absent'));
      expect(answer(error)).toEqual({
        statusCode: 404,
        code: ErrorCode.NotFound,
        message: 'Ce fichier n’est plus disponible.',
        displayable: true,
        correlationId: 'corr',
      });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('answers 503 when the S3 store refuses the connection', async () => {
    const store = new S3BlobStore({
      endpoint: `http://127.0.0.1:${await closedPort()}`,
      region: 'us-east-1',
      bucket: 'portail',
      accessKeyId: 'cle',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    try {
      const error = await rejection(store.get('rendez-vous/x'));
      expect(answer(error)).toMatchObject({ statusCode: 503, code: ErrorCode.ServiceUnavailable, message: UNAVAILABLE, displayable: true });
    } finally {
      store.close();
    }
  });

  it('answers 503 when S3 times out or fails on its side, 500 for what S3 refuses us', () => {
    const s3Error = (name: string, httpStatusCode: number) =>
      new S3ServiceException({ name, $fault: httpStatusCode >= 500 ? 'server' : 'client', $metadata: { httpStatusCode }, message: name });
    const timeout = Object.assign(new Error('Connection timed out after 1000 ms'), { name: 'TimeoutError' });
    for (const error of [timeout, s3Error('ServiceUnavailable', 503), s3Error('InternalError', 500), s3Error('SlowDown', 503)]) {
      expect(answer(error)).toMatchObject({ statusCode: 503, code: ErrorCode.ServiceUnavailable, message: UNAVAILABLE, displayable: true });
    }
    expect(answer(s3Error('AccessDenied', 403))).toMatchObject({ statusCode: 500, code: ErrorCode.Internal, displayable: false });
  });
});
