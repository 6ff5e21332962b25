import DOMPurify from 'dompurify';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote', 'span'];
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/))/i;

let hooked = false;

/**
 * Rich text from the api (contact mission, generic pages), sanitised again right before it is
 * rendered: formatting tags and links only; links open in a new tab without an opener.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName !== 'A') return;
      const href = node.getAttribute('href');
      if (href && SAFE_HREF.test(href)) {
        node.setAttribute('rel', 'noopener noreferrer');
        node.setAttribute('target', '_blank');
      } else node.removeAttribute('href');
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'rel', 'target'] });
}
