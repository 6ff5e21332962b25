#!/usr/bin/env node
'use strict';
// Stand-in for SeaweedFS's `weed` (chrislusf/seaweedfs:3.97): only its S3 gateway, served by s3rver.
//   weed [global flags] server -s3 [-s3.port=8333] [-s3.config=s3.json] [-dir=/data] [other flags ignored]
//   weed [global flags] s3 [-port=8333] [-config=s3.json]
//   weed version
// Credentials, as SeaweedFS: the identities of the -s3.config file (s3.json: {"identities": [{"name",
// "credentials": [{"accessKey", "secretKey"}], "actions": ["Read", "Write", "List", "Tagging", "Admin",
// or "Action:bucket[/prefix*]"]}]}); without a file, AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY as an admin;
// with neither, no authentication at all. s3rver checks SigV2 signatures but not SigV4 ones (it only looks
// the key up), so this front server checks SigV4 (header and presigned) and the identity's actions, decodes
// aws-chunked bodies (which s3rver would store as they are), and forwards to s3rver on a loopback port.

const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const { Transform } = require('node:stream');
const { createRequire } = require('node:module');

const requireS3 = createRequire('/opt/s3/package.json');
const S3rver = requireS3('s3rver');
const AWSAccount = requireS3('s3rver/lib/models/account');
const S3RVER_VERSION = requireS3('s3rver/package.json').version;

const VERSION = '3.97';

function usage(code) {
  console.error('Usage: weed [global flags] server -s3 [-s3.port=8333] [-s3.config=FILE] [-dir=/data]');
  console.error('       weed [global flags] s3 [-port=8333] [-config=FILE]');
  console.error('       weed version');
  console.error(`(stand-in for SeaweedFS ${VERSION}: only the S3 gateway, served by s3rver ${S3RVER_VERSION})`);
  process.exit(code);
}

// Go's flag syntax: -name, --name, -name=value or -name value; boolean flags never take the next word.
const BOOLEAN_FLAGS = new Set([
  's3',
  'filer',
  'webdav',
  'iam',
  'sftp',
  'mq.broker',
  'volume',
  'master',
  'logtostderr',
  'alsologtostderr',
  'debug',
  'h',
  'help',
]);
function parseFlags(args) {
  const flags = new Map();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('-')) continue;
    const body = arg.replace(/^--?/, '');
    const eq = body.indexOf('=');
    if (eq >= 0) flags.set(body.slice(0, eq), body.slice(eq + 1));
    else if (!BOOLEAN_FLAGS.has(body) && i + 1 < args.length && !args[i + 1].startsWith('-')) flags.set(body, args[++i]);
    else flags.set(body, 'true');
  }
  return flags;
}
const isTrue = (value) => value !== undefined && value !== 'false' && value !== '0';

// --- identities --------------------------------------------------------------------------------------------

function loadIdentities(configFile) {
  if (configFile) {
    const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
    return (config.identities || []).map((identity) => ({
      name: identity.name || '',
      actions: identity.actions || [],
      credentials: (identity.credentials || []).filter((c) => c.accessKey && c.secretKey),
    }));
  }
  const { AWS_ACCESS_KEY_ID: accessKey, AWS_SECRET_ACCESS_KEY: secretKey } = process.env;
  if (accessKey && secretKey) {
    return [{ name: `admin-${accessKey.slice(0, 8)}`, actions: ['Admin'], credentials: [{ accessKey, secretKey }] }];
  }
  return [];
}

// Register the keys in s3rver's own account registry (its supported model: AWSAccount#createKeyPair),
// instead of its built-in S3RVER/S3RVER pair.
function registerKeys(identities) {
  AWSAccount.DUMMY_ACCOUNT.revokeAccessKey('S3RVER');
  const byKey = new Map();
  identities.forEach((identity, index) => {
    const account = new AWSAccount(100000000000 + index, identity.name);
    for (const { accessKey, secretKey } of identity.credentials) {
      account.createKeyPair(accessKey, secretKey);
      byKey.set(accessKey, { identity, secretKey });
    }
  });
  return byKey;
}

// SeaweedFS's Identity.canDo: Admin does everything; "Action" on every bucket; "Action:bucket" on one
// bucket; "Action:bucket/prefix*" (or "Admin:...*") on matching keys.
function canDo(identity, action, bucket, key) {
  const actions = identity.actions;
  if (actions.includes('Admin') || actions.includes(action)) return true;
  if (!bucket) return false;
  const target = `${action}:${bucket}${key}`;
  const adminTarget = `Admin:${bucket}${key}`;
  return actions.some((act) =>
    act.endsWith('*')
      ? target.startsWith(act.slice(0, -1)) || adminTarget.startsWith(act.slice(0, -1))
      : act === `${action}:${bucket}` || act === `Admin:${bucket}`,
  );
}

// The action SeaweedFS's router requires for a request (s3api_server.go), null when none is checked.
function actionFor(method, bucket, key, query) {
  if (!bucket) return null; // ListBuckets: every identity may list
  const has = (name) => query.has(name);
  if (key) {
    if (has('tagging')) return method === 'GET' ? 'Read' : 'Tagging';
    if (has('acl')) return method === 'GET' || method === 'HEAD' ? 'ReadAcp' : 'WriteAcp';
    return method === 'GET' || method === 'HEAD' ? 'Read' : 'Write';
  }
  if (['encryption', 'publicAccessBlock'].some(has)) return 'Admin';
  if (has('tagging')) return 'Tagging';
  if (has('acl')) return method === 'GET' ? 'ReadAcp' : 'WriteAcp';
  switch (method) {
    case 'GET':
      return ['uploads', 'location', 'policy', 'cors', 'lifecycle', 'versioning', 'object-lock', 'requestPayment', 'ownershipControls'].some(has)
        ? 'Read'
        : 'List';
    case 'HEAD':
      return 'Read';
    case 'PUT':
      return query.size === 0 ? 'Admin' : 'Write';
    case 'DELETE':
      return query.size === 0 ? 'DeleteBucket' : 'Write';
    default:
      return 'Write'; // POST ?delete, browser form uploads
  }
}

// --- SigV4 -------------------------------------------------------------------------------------------------

const encodeRfc3986 = (text) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const safeDecode = (text) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};
const sha256 = (data) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key, data) => crypto.createHmac('sha256', key).update(data).digest();

function canonicalQuery(rawQuery, skip) {
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = safeDecode(eq < 0 ? pair : pair.slice(0, eq));
      const value = eq < 0 ? '' : safeDecode(pair.slice(eq + 1));
      return [encodeRfc3986(name), encodeRfc3986(value)];
    })
    .filter(([name]) => name !== skip)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function canonicalHeaders(req, signedHeaders) {
  return signedHeaders
    .map((name) => {
      const values = req.headersDistinct[name] || [];
      return `${name}:${values.map((v) => v.trim().replace(/\s+/g, ' ')).join(',')}\n`;
    })
    .join('');
}

function parseAmzDate(text) {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text || '');
  return m ? Date.UTC(+m[1], m[2] - 1, +m[3], +m[4], +m[5], +m[6]) : NaN;
}

class S3Failure extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}
const accessDenied = () => new S3Failure(403, 'AccessDenied', 'Access Denied.');

// Returns the identity the request is signed for, or throws an S3Failure.
function authenticate(req, path, rawQuery, query, keys, anonymous) {
  const authorization = req.headers.authorization;
  let accessKey, scope, signedHeaders, signature, amzDate, payloadHash, skip;
  if (authorization && authorization.startsWith('AWS4-HMAC-SHA256 ')) {
    const parts = Object.fromEntries(
      authorization
        .slice('AWS4-HMAC-SHA256 '.length)
        .split(',')
        .map((part) => part.trim().split('=')),
    );
    if (!parts.Credential || !parts.SignedHeaders || !parts.Signature) {
      throw new S3Failure(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
    }
    [accessKey, ...scope] = parts.Credential.split('/');
    signedHeaders = parts.SignedHeaders.split(';');
    signature = parts.Signature;
    amzDate = req.headers['x-amz-date'];
    payloadHash = req.headers['x-amz-content-sha256'] || 'UNSIGNED-PAYLOAD';
    if (Math.abs(Date.now() - parseAmzDate(amzDate)) > 15 * 60 * 1000 || Number.isNaN(parseAmzDate(amzDate))) {
      throw new S3Failure(403, 'RequestTimeTooSkewed', "The difference between the request time and the server's time is too large.");
    }
  } else if (query.get('X-Amz-Algorithm') === 'AWS4-HMAC-SHA256') {
    [accessKey, ...scope] = (query.get('X-Amz-Credential') || '').split('/');
    signedHeaders = (query.get('X-Amz-SignedHeaders') || 'host').split(';');
    signature = query.get('X-Amz-Signature') || '';
    amzDate = query.get('X-Amz-Date');
    payloadHash = query.get('X-Amz-Content-Sha256') || 'UNSIGNED-PAYLOAD';
    skip = 'X-Amz-Signature';
    const expires = Number(query.get('X-Amz-Expires') || 604800);
    if (Number.isNaN(parseAmzDate(amzDate)) || Date.now() > parseAmzDate(amzDate) + expires * 1000) {
      throw new S3Failure(403, 'AccessDenied', 'Request has expired');
    }
  } else if (authorization || query.has('Signature')) {
    // SigV2: s3rver checks the signature with the registered secret.
    const v2Key = authorization ? /^AWS ([^:]+):/.exec(authorization)?.[1] : query.get('AWSAccessKeyId');
    const entry = keys.get(v2Key);
    if (!entry) throw new S3Failure(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    return entry.identity;
  } else {
    if (anonymous) return anonymous;
    throw accessDenied();
  }

  const entry = keys.get(accessKey);
  if (!entry) throw new S3Failure(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  const canonicalRequest = [req.method, path, canonicalQuery(rawQuery, skip), canonicalHeaders(req, signedHeaders), signedHeaders.join(';'), payloadHash].join(
    '\n',
  );
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope.join('/'), sha256(canonicalRequest)].join('\n');
  const [date, region, service] = scope;
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${entry.secretKey}`, date || ''), region || ''), service || ''), 'aws4_request');
  const expected = Buffer.from(hmac(signingKey, stringToSign).toString('hex'));
  const provided = Buffer.from(signature);
  if (expected.length !== provided.length || !crypto.timingSafeEqual(expected, provided)) {
    throw new S3Failure(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );
  }
  return entry.identity;
}

// --- aws-chunked bodies ------------------------------------------------------------------------------------

// "<hex size>[;chunk-signature=...]\r\n<data>\r\n" ... "0...\r\n" then trailer lines and "\r\n".
// Chunk signatures and trailing checksums are not checked.
function awsChunkedDecoder() {
  let buffer = Buffer.alloc(0);
  let remaining = 0; // bytes of chunk data still to pass on
  let state = 'size'; // size | data | crlf | trailer | done
  return new Transform({
    transform(chunk, _encoding, callback) {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      try {
        for (;;) {
          if (state === 'data') {
            if (!buffer.length) break;
            const take = Math.min(remaining, buffer.length);
            this.push(buffer.subarray(0, take));
            buffer = buffer.subarray(take);
            remaining -= take;
            if (remaining === 0) state = 'crlf';
            continue;
          }
          if (state === 'done') {
            buffer = Buffer.alloc(0);
            break;
          }
          const eol = buffer.indexOf('\r\n');
          if (eol < 0) break;
          const line = buffer.subarray(0, eol).toString('latin1');
          buffer = buffer.subarray(eol + 2);
          if (state === 'crlf') {
            if (line !== '') throw new Error('aws-chunked: missing CRLF after a chunk');
            state = 'size';
          } else if (state === 'size') {
            const size = parseInt(line.split(';')[0], 16);
            if (Number.isNaN(size)) throw new Error('aws-chunked: bad chunk size');
            if (size === 0) state = 'trailer';
            else {
              remaining = size;
              state = 'data';
            }
          } else if (state === 'trailer' && line === '') state = 'done';
        }
        callback();
      } catch (err) {
        callback(err);
      }
    },
  });
}

// --- the servers -------------------------------------------------------------------------------------------

function sendError(res, { status, code, message }, resource) {
  const escape = (text) => String(text).replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escape(message)}</Message><Resource>${escape(resource)}</Resource><RequestId>${crypto.randomUUID()}</RequestId></Error>`;
  res.writeHead(status, { 'Content-Type': 'application/xml', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'expect', 'proxy-connection'];
const AUTH_QUERY = new Set([
  'X-Amz-Algorithm',
  'X-Amz-Credential',
  'X-Amz-Date',
  'X-Amz-Expires',
  'X-Amz-SignedHeaders',
  'X-Amz-Signature',
  'X-Amz-Security-Token',
  'AWSAccessKeyId',
  'Signature',
  'Expires',
]);

async function serveS3({ port, bind, dir, configFile }) {
  fs.mkdirSync(dir, { recursive: true });
  const identities = loadIdentities(configFile);
  const keys = registerKeys(identities);
  const authEnabled = identities.length > 0;
  const anonymous = identities.find((identity) => identity.name === 'anonymous');

  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, vhostBuckets: false });
  const { port: innerPort } = await s3rver.run();
  const agent = new http.Agent({ keepAlive: true });

  const server = http.createServer((req, res) => {
    const qmark = req.url.indexOf('?');
    const path = qmark < 0 ? req.url : req.url.slice(0, qmark);
    let rawQuery = qmark < 0 ? '' : req.url.slice(qmark + 1);
    const query = new URLSearchParams(rawQuery.replace(/\+/g, '%2B'));

    if (req.method === 'GET' && (path === '/status' || path === '/healthz')) {
      res.writeHead(200, { 'Content-Length': 0 });
      return res.end();
    }

    const headers = { ...req.headers };
    if (authEnabled && req.method !== 'OPTIONS') {
      try {
        const identity = authenticate(req, path, rawQuery, query, keys, anonymous);
        const [, bucket = '', ...keyParts] = path.split('/');
        let key = keyParts.length ? `/${safeDecode(keyParts.join('/'))}` : '';
        if (!key && query.get('prefix')) key = `/${query.get('prefix')}`;
        const action = actionFor(req.method, safeDecode(bucket), key, query);
        if (action && !canDo(identity, action, safeDecode(bucket), key)) throw accessDenied();
      } catch (err) {
        req.resume();
        return sendError(res, err instanceof S3Failure ? err : { status: 500, code: 'InternalError', message: err.message }, path);
      }
    } else if (!authEnabled) {
      // SeaweedFS without identities accepts any request; s3rver would still look the key up.
      delete headers.authorization;
      rawQuery = rawQuery
        .split('&')
        .filter((pair) => pair && !AUTH_QUERY.has(safeDecode(pair.split('=')[0])))
        .join('&');
    }

    let body = req;
    const encodings = (headers['content-encoding'] || '')
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    if (encodings.includes('aws-chunked') || /^STREAMING-/.test(headers['x-amz-content-sha256'] || '')) {
      body = req.pipe(awsChunkedDecoder());
      const rest = encodings.filter((e) => e !== 'aws-chunked');
      if (rest.length) headers['content-encoding'] = rest.join(',');
      else delete headers['content-encoding'];
      delete headers['content-length'];
      if (headers['x-amz-decoded-content-length']) headers['content-length'] = headers['x-amz-decoded-content-length'];
      // s3rver takes a content hash for its own; the payload itself is now plain.
      headers['x-amz-content-sha256'] = 'UNSIGNED-PAYLOAD';
    }
    for (const name of HOP_BY_HOP) delete headers[name];

    const upstream = http.request(
      { host: '127.0.0.1', port: innerPort, method: req.method, path: rawQuery ? `${path}?${rawQuery}` : path, headers, agent },
      (response) => {
        const responseHeaders = { ...response.headers };
        for (const name of HOP_BY_HOP) delete responseHeaders[name];
        res.writeHead(response.statusCode, responseHeaders);
        response.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      if (!res.headersSent) sendError(res, { status: 500, code: 'InternalError', message: err.message }, path);
      else res.destroy(err);
    });
    body.on('error', (err) => upstream.destroy(err));
    body.pipe(upstream);
  });

  await new Promise((resolve, reject) => server.once('error', reject).listen(port, bind, resolve));
  const who = authEnabled ? `${identities.length} identities (${identities.map((i) => i.name).join(', ')})` : 'no identities: authentication disabled';
  console.log(`Start Seaweed S3 API Server ${VERSION} (stand-in: s3rver ${S3RVER_VERSION}) at http port ${port}, data in ${dir}, ${who}`);

  shutdown = () => {
    server.close();
    s3rver.close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  };
}

// As PID 1 of a container, node would ignore SIGTERM without a handler.
let shutdown = () => process.exit(0);
process.on('SIGTERM', () => shutdown());
process.on('SIGINT', () => shutdown());

// --- command line ------------------------------------------------------------------------------------------

const argv = process.argv.slice(2);
let at = 0;
while (at < argv.length && argv[at].startsWith('-')) at++; // global flags: -logtostderr=true, -v=1 ...
const command = argv[at];
const flags = parseFlags(argv.slice(at + 1));

switch (command) {
  case 'version':
    console.log(`version 30GB ${VERSION} (portail stand-in, s3rver ${S3RVER_VERSION}) linux amd64`);
    break;
  case 'server': {
    if (!isTrue(flags.get('s3'))) {
      console.error('weed server: the S3 gateway is off (no -s3); this stand-in serves nothing else.');
    }
    const start = isTrue(flags.get('s3'))
      ? serveS3({
          port: Number(flags.get('s3.port') || 8333),
          bind: flags.get('s3.ip.bind') || flags.get('ip.bind') || '0.0.0.0',
          dir: (flags.get('dir') || '/data').split(',')[0],
          configFile: flags.get('s3.config'),
        })
      : new Promise(() => setInterval(() => {}, 1 << 30));
    start.catch((err) => {
      console.error(`weed server: ${err.message}`);
      process.exit(1);
    });
    break;
  }
  case 's3':
    serveS3({
      port: Number(flags.get('port') || 8333),
      bind: flags.get('ip.bind') || '0.0.0.0',
      dir: flags.get('dir') || '/data',
      configFile: flags.get('config'),
    }).catch((err) => {
      console.error(`weed s3: ${err.message}`);
      process.exit(1);
    });
    break;
  case undefined:
  case 'help':
    usage(0);
    break;
  default:
    console.error(`weed: "${command}" is not part of this stand-in.`);
    usage(2);
}
