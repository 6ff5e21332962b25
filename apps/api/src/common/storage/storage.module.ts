import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { BLOB_STORE, type BlobStore } from './blob-store';
import { FsBlobStore } from './fs-blob-store';
import { S3BlobStore } from './s3-blob-store';

/** The one blob store of the process, chosen by STORAGE_DRIVER. */
export function createBlobStore(config: AppConfig): BlobStore {
  if (config.storage.driver === 's3') return new S3BlobStore(config.storage.s3!);
  return new FsBlobStore(config.storage.filesDir);
}

@Global()
@Module({
  providers: [{ provide: BLOB_STORE, inject: [APP_CONFIG], useFactory: createBlobStore }],
  exports: [BLOB_STORE],
})
export class StorageModule {}
