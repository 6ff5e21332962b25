import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Config } from '../../config/app-config';
import { assertBlobKey, BlobNotFoundError, type BlobStore, type ListedBlob, type PutOptions, type StoredBlob } from './blob-store';
import { MeasuringStream } from './size-limit';

/** Parts of a multipart upload: the least S3 takes, so that a streaming upload holds little in memory. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Blobs as objects of one bucket of an S3-compatible store (MinIO, AWS). A blob appears whole or not
 * at all: a small one is one PutObject, a larger one a multipart upload completed at the end and
 * aborted on failure (too large, source error).
 */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only when an operation demands them: S3-compatible servers differ in the trailers they read.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, source: Readable, options: PutOptions = {}): Promise<StoredBlob> {
    assertBlobKey(key);
    const measure = new MeasuringStream(options.maxBytes);
    // lib-storage reads a body's `size` as its length: MeasuringStream's running count must not be taken for it.
    const body = new PassThrough();
    let sourceError: unknown;
    const piping = pipeline(source, measure, body).catch((error: unknown) => {
      sourceError = error;
    });
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentType: options.contentType },
      partSize: PART_BYTES,
      queueSize: 1,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
      await piping;
    } catch (error) {
      // The source's own error (too large, client gone) tells more than the SDK's; then the source is let go.
      const cause = sourceError ?? error;
      body.destroy();
      await piping;
      throw cause;
    }
    return { size: measure.size, sha256: measure.digest() };
  }

  async get(key: string): Promise<Readable> {
    assertBlobKey(key);
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return res.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) throw new BlobNotFoundError(key);
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    assertBlobKey(key);
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: res.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Creates the bucket when the server has none of that name (S3_CREATE_BUCKET: a stack's own S3 server, not AWS). */
  async ensureBucket(): Promise<'created' | 'present'> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return 'present';
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    try {
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
      return 'created';
    } catch (error) {
      // Another replica starting at the same time created it first.
      if (error instanceof S3ServiceException && /^BucketAlready(OwnedByYou|Exists)$/.test(error.name)) return 'present';
      throw error;
    }
  }

  async ping(): Promise<boolean> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return true;
    } catch {
      return false;
    }
  }

  async *list(prefix: string): AsyncIterable<ListedBlob> {
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: prefix })) {
      for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
    }
  }

  /** Interrupted multipart uploads are aborted by lib-storage, or by the bucket's lifecycle rule after a crash: nothing to do here. */
  purgeTemporary(_olderThanMs: number): Promise<number> {
    return Promise.resolve(0);
  }

  close(): void {
    this.client.destroy();
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);
}
