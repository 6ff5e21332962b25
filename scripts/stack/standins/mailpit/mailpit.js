#!/usr/bin/env node
'use strict';
// Stand-in for Mailpit (axllent/mailpit:v1.27): SMTP on 1025 (no TLS, no authentication unless
// --smtp-auth-accept-any) and the part of Mailpit's HTTP API (v1) that tests use, on 8025, with the same
// field names (Mailpit's swagger / internal/storage structs). Messages are kept in memory, newest first,
// at most --max (500).
//   GET    /livez, /readyz
//   GET    /api/v1/messages?start=&limit=         MessagesSummary
//   PUT    /api/v1/messages  {"IDs":[...],"Read":bool}
//   DELETE /api/v1/messages  {"IDs":[...]} or no body: all
//   GET    /api/v1/search?query=  DELETE /api/v1/search?query=   (words, to: from: subject: is:read|unread)
//   GET    /api/v1/message/{ID|latest}             Message (marks it read)
//   GET    /api/v1/message/{ID}/headers|raw|part/{PartID}
//   GET    /api/v1/info
//   GET    /  and /view/{ID}.html                  a plain list, for a person
// Commands: `mailpit readyz` (the official image's health check), `mailpit version`.

const crypto = require('node:crypto');
const http = require('node:http');
const os = require('node:os');
const { SMTPServer } = require('smtp-server');
const { simpleParser } = require('mailparser');

const VERSION = 'v1.27.0';

// --- options: Mailpit's flags and MP_* variables -----------------------------------------------------------

function parseArgs(argv) {
  const options = new Map();
  const positional = [];
  const booleans = new Set(['smtp-auth-accept-any', 'smtp-auth-allow-insecure', 'smtp-disable-rdns', 'verbose', 'v', 'quiet', 'q']);
  const short = { s: 'smtp', l: 'listen', m: 'max', d: 'database', v: 'verbose', q: 'quiet' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('-')) {
      positional.push(arg);
      continue;
    }
    let name = arg.replace(/^--?/, '');
    let value;
    const eq = name.indexOf('=');
    if (eq >= 0) [name, value] = [name.slice(0, eq), name.slice(eq + 1)];
    name = short[name] || name;
    if (value === undefined) value = booleans.has(name) || i + 1 >= argv.length ? 'true' : argv[++i];
    options.set(name, value);
  }
  return { options, positional };
}

const { options, positional } = parseArgs(process.argv.slice(2));
const setting = (flag, variable, fallback) => options.get(flag) ?? process.env[variable] ?? fallback;
const truthy = (value) => ['1', 'true', 'yes'].includes(String(value).toLowerCase());

const smtpAddress = setting('smtp', 'MP_SMTP_BIND_ADDR', '[::]:1025');
const uiAddress = setting('listen', 'MP_UI_BIND_ADDR', '[::]:8025');
const maxMessages = Number(setting('max', 'MP_MAX_MESSAGES', 500));
const acceptAnyAuth = truthy(setting('smtp-auth-accept-any', 'MP_SMTP_AUTH_ACCEPT_ANY', 'false'));

// "[::]:1025", "0.0.0.0:1025", ":1025" -> { host, port }; an any-address host is left to node (IPv6 or IPv4).
function parseAddress(address) {
  const colon = address.lastIndexOf(':');
  const host = address.slice(0, colon).replace(/^\[|\]$/g, '');
  return { host: ['', '::', '0.0.0.0'].includes(host) ? undefined : host, port: Number(address.slice(colon + 1)) };
}

// --- store ---------------------------------------------------------------------------------------------

let messages = []; // newest first

// Mailpit's IDs are 22 base62 characters (shortuuid).
function newId() {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  return Array.from(crypto.randomBytes(22), (b) => alphabet[b % 62]).join('');
}

const address = (a) => ({ Name: a.name || '', Address: a.address || '' });
function addresses(field) {
  if (!field) return [];
  return []
    .concat(field)
    .flatMap((f) => f.value || [])
    .flatMap((v) => (v.group ? v.group : [v]))
    .filter((v) => v.address)
    .map(address);
}

const digest = (algorithm, data) => crypto.createHash(algorithm).update(data).digest('hex');
function attachment(a, index) {
  return {
    PartID: a.partId || String(index + 2),
    FileName: a.filename || '',
    ContentType: a.contentType || '',
    ContentID: a.cid || '',
    Size: a.size ?? a.content.length,
    Checksums: { MD5: digest('md5', a.content), SHA1: digest('sha1', a.content), SHA256: digest('sha256', a.content) },
  };
}

function snippet(parsed) {
  const text = parsed.text || (parsed.html ? parsed.html.replace(/<style[\s\S]*?<\/style>|<[^>]*>/gi, ' ') : '');
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 250 ? `${flat.slice(0, 250)}...` : flat;
}

async function store(raw, session) {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  const to = addresses(parsed.to);
  const cc = addresses(parsed.cc);
  const listed = new Set([...to, ...cc].map((a) => a.Address.toLowerCase()));
  const bcc = session.envelope.rcptTo
    .map((r) => r.address)
    .filter((a) => !listed.has(a.toLowerCase()))
    .map((a) => ({ Name: '', Address: a }));
  const parts = parsed.attachments || [];
  const inline = parts.filter((a) => a.related || (a.contentDisposition === 'inline' && a.cid));
  const attached = parts.filter((a) => !inline.includes(a));
  const headerLine = (name) => {
    const found = parsed.headerLines.find((h) => h.key === name);
    return found ? found.line.slice(found.line.indexOf(':') + 1).trim() : '';
  };
  const message = {
    id: newId(),
    created: new Date(),
    read: false,
    raw,
    parts: [...inline, ...attached], // in the order of Inline then Attachments, for part/{PartID}
    summary: null,
    full: {
      MessageID: (parsed.messageId || '').replace(/^<|>$/g, ''),
      From: addresses(parsed.from)[0] || null,
      To: to,
      Cc: cc,
      Bcc: bcc,
      ReplyTo: addresses(parsed.replyTo),
      ReturnPath: (session.envelope.mailFrom && session.envelope.mailFrom.address) || '',
      Subject: parsed.subject || '',
      ListUnsubscribe: {
        Header: headerLine('list-unsubscribe'),
        Links: [...headerLine('list-unsubscribe').matchAll(/<([^>]+)>/g)].map((l) => l[1]),
        Errors: '',
        HeaderPost: headerLine('list-unsubscribe-post'),
      },
      Date: (parsed.date || new Date()).toISOString(),
      Tags: [],
      Username: session.user || '',
      Text: parsed.text || '',
      HTML: parsed.html || '',
      Size: raw.length,
      Inline: inline.map(attachment),
      Attachments: attached.map((a, i) => attachment(a, inline.length + i)),
    },
    snippet: snippet(parsed),
  };
  messages.unshift(message);
  if (maxMessages > 0 && messages.length > maxMessages) messages.length = maxMessages;
  console.log(`[smtp] received ${message.id} from ${message.full.From?.Address || '?'}: ${message.full.Subject}`);
}

function summaryOf(m) {
  const f = m.full;
  return {
    ID: m.id,
    MessageID: f.MessageID,
    Read: m.read,
    From: f.From,
    To: f.To,
    Cc: f.Cc,
    Bcc: f.Bcc,
    ReplyTo: f.ReplyTo,
    Subject: f.Subject,
    Created: m.created.toISOString(),
    Username: f.Username,
    Tags: f.Tags,
    Size: f.Size,
    Attachments: f.Attachments.length,
    Snippet: m.snippet,
  };
}

function listing(selected, url) {
  const start = Math.max(0, parseInt(url.searchParams.get('start'), 10) || 0);
  const limitParam = parseInt(url.searchParams.get('limit'), 10);
  const limit = Number.isNaN(limitParam) || limitParam < 0 ? 50 : limitParam;
  const unread = messages.filter((m) => !m.read).length;
  const page = selected.slice(start, limit === 0 ? undefined : start + limit);
  return {
    total: messages.length,
    unread,
    count: page.length,
    messages_count: selected.length,
    messages_unread: selected.filter((m) => !m.read).length,
    start,
    tags: [],
    messages: page.map(summaryOf),
  };
}

// A small part of Mailpit's search syntax: every term must match; to:, from:, subject:, is:read/unread.
function search(query) {
  const terms = query.toLowerCase().match(/(?:[^\s"]+|"[^"]*")+/g) || [];
  return messages.filter((m) =>
    terms.every((term) => {
      const [, field, rawValue] = /^(?:(to|from|subject|is):)?(.*)$/.exec(term);
      const value = rawValue.replace(/"/g, '');
      const f = m.full;
      const list = (xs) =>
        xs
          .map((a) => `${a.Name} <${a.Address}>`)
          .join(' ')
          .toLowerCase();
      switch (field) {
        case 'to':
          return list([...f.To, ...f.Cc, ...f.Bcc]).includes(value);
        case 'from':
          return list(f.From ? [f.From] : []).includes(value);
        case 'subject':
          return f.Subject.toLowerCase().includes(value);
        case 'is':
          return value === 'read' ? m.read : value === 'unread' ? !m.read : true;
        default:
          return [f.Subject, f.Text, list([...f.To, ...f.Cc]), list(f.From ? [f.From] : [])].join(' ').toLowerCase().includes(value);
      }
    }),
  );
}

function headersOf(raw) {
  const head = raw
    .toString('utf8')
    .split(/\r?\n\r?\n/)[0]
    .replace(/\r?\n[ \t]+/g, ' ');
  const result = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line
      .slice(0, colon)
      .trim()
      .toLowerCase()
      .replace(/(^|-)([a-z])/g, (_, dash, c) => dash + c.toUpperCase());
    (result[name] ||= []).push(line.slice(colon + 1).trim());
  }
  return Object.fromEntries(
    Object.keys(result)
      .sort()
      .map((k) => [k, result[k]]),
  );
}

// --- HTTP ----------------------------------------------------------------------------------------------

function send(res, status, body, type = 'application/json') {
  const text = type === 'application/json' ? `${JSON.stringify(body)}\n` : body;
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

async function readJson(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

const escapeHtml = (text) => String(text).replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
function indexPage() {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.created.toISOString())}</td><td>${escapeHtml(m.full.From?.Address || '')}</td><td>${escapeHtml(m.full.To.map((a) => a.Address).join(', '))}</td><td><a href="view/${m.id}.html">${escapeHtml(m.full.Subject || '(no subject)')}</a></td></tr>`,
    )
    .join('\n');
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Mailpit (stand-in)</title></head><body>
<h1>Mailpit stand-in: ${messages.length} message(s)</h1>
<table border="1" cellpadding="4"><tr><th>Received</th><th>From</th><th>To</th><th>Subject</th></tr>
${rows}
</table></body></html>`;
}

async function handle(req, res) {
  const url = new URL(req.url, 'http://localhost');
  const path = url.pathname;
  const method = req.method;
  const find = (id) => (id === 'latest' ? messages[0] : messages.find((m) => m.id === id));

  if (method === 'GET' && (path === '/livez' || path === '/readyz')) return send(res, 200, '', 'text/plain');
  if (method === 'GET' && path === '/') return send(res, 200, indexPage(), 'text/html; charset=utf-8');

  if (path === '/api/v1/messages') {
    if (method === 'GET') return send(res, 200, listing(messages, url));
    if (method === 'DELETE') {
      const { IDs } = await readJson(req);
      messages = Array.isArray(IDs) && IDs.length ? messages.filter((m) => !IDs.includes(m.id)) : [];
      return send(res, 200, 'ok', 'text/plain');
    }
    if (method === 'PUT') {
      const { IDs, Read } = await readJson(req);
      for (const m of messages) if (!Array.isArray(IDs) || !IDs.length || IDs.includes(m.id)) m.read = Boolean(Read);
      return send(res, 200, 'ok', 'text/plain');
    }
  }
  if (path === '/api/v1/search') {
    const query = (url.searchParams.get('query') || '').trim();
    if (!query) return send(res, 400, 'Error: no search query', 'text/plain');
    const found = search(query);
    if (method === 'GET') return send(res, 200, listing(found, url));
    if (method === 'DELETE') {
      messages = messages.filter((m) => !found.includes(m));
      return send(res, 200, 'ok', 'text/plain');
    }
  }
  if (method === 'GET' && path === '/api/v1/info') {
    return send(res, 200, {
      Version: VERSION,
      LatestVersion: '',
      Database: '',
      DatabaseSize: 0,
      Messages: messages.length,
      Unread: messages.filter((m) => !m.read).length,
      Tags: {},
      RuntimeStats: { Uptime: Math.round(process.uptime()), Memory: process.memoryUsage().rss },
    });
  }

  let match = /^\/api\/v1\/message\/([^/]+)(?:\/(headers|raw|part\/([^/]+)))?$/.exec(path);
  if (method === 'GET' && match) {
    const m = find(match[1]);
    if (!m) return send(res, 404, 'Not found', 'text/plain');
    if (match[2] === 'headers') return send(res, 200, headersOf(m.raw));
    if (match[2] === 'raw') return send(res, 200, m.raw.toString('utf8'), 'text/plain; charset=utf-8');
    if (match[3]) {
      const index = [...m.full.Inline, ...m.full.Attachments].findIndex((a) => a.PartID === match[3]);
      const part = index >= 0 ? m.parts[index] : null;
      if (!part) return send(res, 404, 'Not found', 'text/plain');
      res.writeHead(200, { 'Content-Type': part.contentType || 'application/octet-stream', 'Content-Length': part.content.length });
      return res.end(part.content);
    }
    m.read = true;
    return send(res, 200, { ID: m.id, ...m.full });
  }
  match = /^\/view\/([^/]+)\.html$/.exec(path);
  if (method === 'GET' && match) {
    const m = find(match[1]);
    if (!m) return send(res, 404, 'Not found', 'text/plain');
    m.read = true;
    return send(res, 200, m.full.HTML || `<pre>${escapeHtml(m.full.Text)}</pre>`, 'text/html; charset=utf-8');
  }
  return send(res, 404, '404 page not found', 'text/plain');
}

// --- commands ------------------------------------------------------------------------------------------

function readyz() {
  const { host, port } = parseAddress(uiAddress);
  const request = http.get({ host: host || '127.0.0.1', port, path: '/readyz', timeout: 5000 }, (res) => {
    res.resume();
    process.exit(res.statusCode === 200 ? 0 : 1);
  });
  request.on('error', () => process.exit(1));
  request.on('timeout', () => request.destroy());
}

function serve() {
  const web = http.createServer((req, res) => {
    handle(req, res).catch((err) => {
      if (!res.headersSent) send(res, 500, err.message, 'text/plain');
      else res.destroy(err);
    });
  });
  const smtp = new SMTPServer({
    name: os.hostname(),
    banner: 'Mailpit ESMTP Service ready',
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: acceptAnyAuth ? ['STARTTLS'] : ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        store(Buffer.concat(chunks), session).then(
          () => callback(),
          (err) => callback(err),
        );
      });
    },
  });
  smtp.on('error', (err) => console.error(`[smtp] ${err.message}`));

  const ui = parseAddress(uiAddress);
  const mail = parseAddress(smtpAddress);
  web.listen(ui.port, ui.host, () => console.log(`[http] accessible via http://localhost:${ui.port}/ (Mailpit ${VERSION} stand-in)`));
  smtp.listen(mail.port, mail.host, () =>
    console.log(`[smtpd] starting on ${smtpAddress} (no encryption, ${acceptAnyAuth ? 'any authentication accepted' : 'no authentication'})`),
  );

  // As PID 1 of a container, node would ignore SIGTERM without a handler.
  const stop = () => {
    web.close();
    smtp.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

switch (positional[0]) {
  case undefined:
    serve();
    break;
  case 'readyz':
    readyz();
    break;
  case 'version':
    console.log(`mailpit ${VERSION} (portail stand-in) compiled with node ${process.version} on linux/amd64`);
    break;
  default:
    console.error(`mailpit: "${positional[0]}" is not part of this stand-in (serve, readyz, version).`);
    process.exit(2);
}
