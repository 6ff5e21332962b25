import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { BLOB_STORE, type BlobStore } from './blob-store';
import { BlobTemporariesSweep } from './blob-temporaries';
import { FsBlobStore } from './fs-blob-store';
import { S3BlobStore } from './s3-blob-store';

/** The one blob store of the process, chosen by STORAGE_DRIVER. */
export function createBlobStore(config: AppConfig): BlobStore {
  if (config.storage.driver === 's3') return new S3BlobStore(config.storage.s3!);
  return new FsBlobStore(config.storage.filesDir);
}

/**
 * At start: the bucket of a stack's own S3 server exists (S3_CREATE_BUCKET), waiting for the server while it starts
 * (up to `waitMs`); then the process serves. Other stores need nothing.
 */
export async function prepareBlobStore(store: BlobStore, config: AppConfig, log: (message: string) => void, waitMs = 60_000): Promise<void> {
  if (!(store instanceof S3BlobStore) || !config.storage.s3?.createBucket) return;
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      if ((await store.ensureBucket()) === 'created') log(`Bucket ${config.storage.s3.bucket} créé`);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`Le stockage S3 ne répond pas (${config.storage.s3.endpoint ?? 'AWS'}) : ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** prepareBlobStore on a store of its own, before anything writes (first-start data, a QA reset, the worker's jobs). */
export async function prepareStorage(config: AppConfig, log: (message: string) => void): Promise<void> {
  const store = createBlobStore(config);
  try {
    await prepareBlobStore(store, config, log);
  } finally {
    if (store instanceof S3BlobStore) store.close();
  }
}

@Global()
@Module({
  providers: [{ provide: BLOB_STORE, inject: [APP_CONFIG], useFactory: createBlobStore }, BlobTemporariesSweep],
  exports: [BLOB_STORE],
})
export class StorageModule {}
