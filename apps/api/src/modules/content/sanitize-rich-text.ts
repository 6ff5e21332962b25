import sanitize from 'sanitize-html';

const CLEAN: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote', 'span'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Dropped with their content, not only their tags.
  nonTextTags: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'textarea', 'select', 'option', 'title', 'head'],
};

/** Second pass, once only safe hrefs are left: links open in a new tab without an opener. */
const LINKS: sanitize.IOptions = {
  ...CLEAN,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  transformTags: {
    a: (tagName, attribs): sanitize.Tag => ({ tagName, attribs: attribs.href ? { href: attribs.href, rel: 'noopener noreferrer', target: '_blank' } : {} }),
  },
};

/**
 * The firm's rich texts (contact mission, generic pages) as safe HTML: formatting tags and links
 * only, no script, style, event handler or javascript: URL. The web sanitises again before rendering.
 */
export function sanitizeRichText(input: string | null | undefined): string {
  return input ? sanitize(sanitize(input, CLEAN), LINKS) : '';
}
