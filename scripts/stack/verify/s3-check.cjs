'use strict';
// Run by verify-standins.sh in a node:24-trixie-slim container on the test network, with the project's
// node_modules: the AWS SDK against the seaweedfs stand-in at $S3_ENDPOINT with the identity of s3.json.
const crypto = require('node:crypto');
const { Readable } = require('node:stream');
const { S3Client, CreateBucketCommand, PutObjectCommand, GetObjectCommand, ListObjectsV2Command, HeadObjectCommand } = require('@aws-sdk/client-s3');
const { SignatureV4 } = require('@smithy/signature-v4');

const endpoint = process.env.S3_ENDPOINT;
const bucket = 'portail-documents';
const phase = process.argv[2] || 'write';
const client = (accessKeyId, secretAccessKey, extra = {}) =>
  new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId, secretAccessKey }, ...extra });
// As the portal's S3 blob store is configured.
const good = client('portail', 'portail-s3-secret-xyz', { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
// The SDK's defaults: a stream body goes as aws-chunked with a trailing checksum.
const sdkDefaults = client('portail', 'portail-s3-secret-xyz');

let failures = 0;
const check = (label, ok, detail = '') => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} s3: ${label}${detail ? ` (${detail})` : ''}`);
  if (!ok) failures++;
};
const errorName = (promise) =>
  promise.then(
    () => 'no error',
    (err) => err.name || err.Code || String(err),
  );

class Sha256 {
  constructor(secret) {
    this.hash = secret ? crypto.createHmac('sha256', secret) : crypto.createHash('sha256');
  }
  update(data) {
    this.hash.update(data);
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}
// As @aws-sdk/s3-request-presigner does it: an unsigned payload.
async function presignedGet(key, secretAccessKey) {
  const url = new URL(endpoint);
  const signer = new SignatureV4({
    service: 's3',
    region: 'us-east-1',
    sha256: Sha256,
    uriEscapePath: false,
    credentials: { accessKeyId: 'portail', secretAccessKey },
  });
  const signed = await signer.presign(
    {
      method: 'GET',
      protocol: url.protocol,
      hostname: url.hostname,
      port: Number(url.port),
      path: `/${bucket}/${key}`,
      query: {},
      headers: { host: url.host, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
    },
    { expiresIn: 300 },
  );
  const query = new URLSearchParams(signed.query).toString();
  return fetch(`${endpoint}/${bucket}/${key}?${query}`);
}

(async () => {
  if (phase === 'write') {
    await good.send(new CreateBucketCommand({ Bucket: bucket }));
    check('CreateBucket', true);
    await good.send(new PutObjectCommand({ Bucket: bucket, Key: 'ged/010001/petit.txt', Body: Buffer.from('petit contenu'), ContentType: 'text/plain' }));
    const got = await (await good.send(new GetObjectCommand({ Bucket: bucket, Key: 'ged/010001/petit.txt' }))).Body.transformToString();
    check('PutObject then GetObject', got === 'petit contenu', JSON.stringify(got));
    const oddKey = 'ged/010001/compte rendu+v2 (été).pdf';
    await good.send(new PutObjectCommand({ Bucket: bucket, Key: oddKey, Body: 'accents' }));
    const odd = await (await good.send(new GetObjectCommand({ Bucket: bucket, Key: oddKey }))).Body.transformToString();
    check('key with spaces, +, parentheses and accents (SigV4 path encoding)', odd === 'accents');
    const big = crypto.randomBytes(3 * 1024 * 1024);
    await good.send(new PutObjectCommand({ Bucket: bucket, Key: 'ged/010001/gros.bin', Body: big }));
    const head = await good.send(new HeadObjectCommand({ Bucket: bucket, Key: 'ged/010001/gros.bin' }));
    const back = Buffer.from(await (await good.send(new GetObjectCommand({ Bucket: bucket, Key: 'ged/010001/gros.bin' }))).Body.transformToByteArray());
    check('3 MB object round trip', head.ContentLength === big.length && back.equals(big), `${head.ContentLength} bytes`);
    await sdkDefaults.send(new PutObjectCommand({ Bucket: bucket, Key: 'flux.txt', Body: Readable.from([Buffer.from('par flux')]), ContentLength: 8 }));
    const streamed = await (await good.send(new GetObjectCommand({ Bucket: bucket, Key: 'flux.txt' }))).Body.transformToString();
    check('aws-chunked stream upload (SDK default checksums) decoded', streamed === 'par flux', JSON.stringify(streamed));
    const list = await good.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'ged/' }));
    check('ListObjectsV2', (list.Contents || []).length === 3, `${(list.Contents || []).length} keys under ged/`);
    const presigned = await presignedGet('ged/010001/petit.txt', 'portail-s3-secret-xyz');
    check('presigned GET', presigned.status === 200 && (await presigned.text()) === 'petit contenu', `HTTP ${presigned.status}`);
    const badPresigned = await presignedGet('ged/010001/petit.txt', 'wrong-secret');
    check('presigned GET with a wrong secret refused', badPresigned.status === 403, `HTTP ${badPresigned.status}`);
    const wrongSecret = await errorName(client('portail', 'not-the-secret').send(new GetObjectCommand({ Bucket: bucket, Key: 'ged/010001/petit.txt' })));
    check('wrong secret refused', wrongSecret === 'SignatureDoesNotMatch', wrongSecret);
    const wrongPut = await errorName(client('portail', 'not-the-secret').send(new PutObjectCommand({ Bucket: bucket, Key: 'intrus.txt', Body: 'x' })));
    check('PutObject with a wrong secret refused', wrongPut === 'SignatureDoesNotMatch', wrongPut);
    const unknownKey = await errorName(client('S3RVER', 'S3RVER').send(new GetObjectCommand({ Bucket: bucket, Key: 'ged/010001/petit.txt' })));
    check("s3rver's built-in S3RVER key refused", unknownKey === 'InvalidAccessKeyId', unknownKey);
    const anonymous = await fetch(`${endpoint}/${bucket}/ged/010001/petit.txt`);
    check('unsigned request refused', anonymous.status === 403, `HTTP ${anonymous.status}`);
    const readOnly = await errorName(client('lecteur', 'lecteur-secret').send(new PutObjectCommand({ Bucket: bucket, Key: 'lecteur.txt', Body: 'x' })));
    check('identity without Write refused a PutObject', readOnly === 'AccessDenied', readOnly);
    const readOnlyGet = await (
      await client('lecteur', 'lecteur-secret').send(new GetObjectCommand({ Bucket: bucket, Key: 'ged/010001/petit.txt' }))
    ).Body.transformToString();
    check('identity with Read reads', readOnlyGet === 'petit contenu');
    const status = await fetch(`${endpoint}/status`);
    check('GET /status', status.status === 200, `HTTP ${status.status}`);
  } else {
    const got = await (await good.send(new GetObjectCommand({ Bucket: bucket, Key: 'ged/010001/petit.txt' }))).Body.transformToString();
    check('object kept across a container restart', got === 'petit contenu', JSON.stringify(got));
  }
  process.exit(failures ? 1 : 0);
})().catch((err) => {
  console.log(`FAIL s3: ${err.name}: ${err.message}`);
  process.exit(1);
});
