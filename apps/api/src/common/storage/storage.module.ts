import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { BLOB_STORE, type BlobStore } from './blob-store';
import { FsBlobStore } from './fs-blob-store';

/** The one blob store of the process, chosen by STORAGE_DRIVER. */
export function createBlobStore(config: AppConfig): BlobStore {
  return new FsBlobStore(config.storage.filesDir);
}

@Global()
@Module({
  providers: [{ provide: BLOB_STORE, inject: [APP_CONFIG], useFactory: createBlobStore }],
  exports: [BLOB_STORE],
})
export class StorageModule {}
