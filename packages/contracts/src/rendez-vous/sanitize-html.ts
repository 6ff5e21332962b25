/**
 * Strict allow-list HTML sanitizer for the rich texts of the firm (contact mission, content pages).
 * No sanitizer library is installed; the output is rebuilt from scratch: only the tags below,
 * no attribute but a safe href on links, text escaped. Used by the api before answering and by
 * the page before rendering.
 */
const ALLOWED = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote', 'span']);
const VOID = new Set(['br']);
/** Their content is dropped along with them. */
const DROP_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'textarea', 'select', 'title', 'head']);
const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

const escapeText = (s: string) => s.replace(/&(?!(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,10});)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function decodeEntities(s: string): string {
  return s
    .replace(/&#(\d{1,7});?/g, (_, d: string) => String.fromCodePoint(Math.min(Number(d), 0x10ffff)))
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_, h: string) => String.fromCodePoint(Math.min(parseInt(h, 16), 0x10ffff)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&amp;/gi, '&');
}

function safeHref(attrs: string): string | null {
  const m = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attrs);
  if (!m) return null;
  // Browsers ignore control characters and whitespace inside a scheme: strip them before checking.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const href = decodeEntities(m[1] ?? m[2] ?? m[3] ?? '').replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return SAFE_HREF.test(href) ? href : null;
}

export function sanitizeHtml(input: string | null | undefined): string {
  if (!input) return '';
  const html = input.replace(/<!--[\s\S]*?(-->|$)/g, '');
  const token = /<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g;
  const out: string[] = [];
  const open: string[] = [];
  let dropUntil: string | null = null;
  let last = 0;
  for (let m = token.exec(html); m; m = token.exec(html)) {
    const [raw, slash, rawName, attrs] = m;
    const name = rawName!.toLowerCase();
    const closing = slash === '/';
    if (dropUntil) {
      if (closing && name === dropUntil) dropUntil = null;
      last = m.index + raw.length;
      continue;
    }
    out.push(escapeText(html.slice(last, m.index)));
    last = m.index + raw.length;
    if (!closing && DROP_CONTENT.has(name)) {
      if (!/\/\s*$/.test(attrs ?? '')) dropUntil = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    if (VOID.has(name)) {
      out.push(`<${name}>`);
      continue;
    }
    if (name === 'a') {
      const href = safeHref(attrs ?? '');
      out.push(href ? `<a href="${escapeAttr(href)}" rel="noopener noreferrer" target="_blank">` : '<a>');
    } else {
      out.push(`<${name}>`);
    }
    open.push(name);
  }
  if (!dropUntil) out.push(escapeText(html.slice(last)));
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}
