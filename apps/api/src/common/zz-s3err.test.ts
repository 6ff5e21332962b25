import { S3BlobStore } from './storage/s3-blob-store';
it('x', async () => {
  const store = new S3BlobStore({ endpoint: 'http://127.0.0.1:1', region: 'us-east-1', bucket: 'b', accessKeyId: 'a', secretAccessKey: 's', forcePathStyle: true });
  try { await store.get('a/b'); } catch (e) {
    const x = e as any;
    console.log(x.constructor.name, x.name, x.code, x.message, JSON.stringify(x.$metadata), Object.keys(x), x.errors?.map((y: any) => [y.code, y.message]), x.cause);
  }
  store.close();
});
