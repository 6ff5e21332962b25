import { sanitizeRichText } from './sanitize-rich-text';

describe('sanitizeRichText (sanitize-html allow-list)', () => {
  it('keeps the formatting tags and text', () => {
    expect(sanitizeRichText('<p>Bonjour <strong>Claire</strong>, <em>à bientôt</em></p><ul><li>un</li></ul>')).toBe(
      '<p>Bonjour <strong>Claire</strong>, <em>à bientôt</em></p><ul><li>un</li></ul>',
    );
  });

  it('drops scripts, styles and frames with their content, and every event handler or style attribute', () => {
    expect(sanitizeRichText('<p onclick="x()" style="color:red">a</p><script>alert(1)</script><style>p{}</style><iframe src="//x"></iframe>b')).toBe(
      '<p>a</p>b',
    );
    expect(sanitizeRichText('<img src=x onerror=alert(1)><svg onload=alert(1)><circle/></svg>ok')).toBe('ok');
    expect(sanitizeRichText('<SCRIPT >alert(1)</SCRIPT >ok')).toBe('ok');
  });

  it('keeps only http, https, mailto, tel and relative links', () => {
    expect(sanitizeRichText('<a href="https://exemple.fr/a?b=1&amp;c=2">x</a>')).toBe(
      '<a href="https://exemple.fr/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="jav&#x09;ascript&colon;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="mailto:a@b.fr">x</a>')).toContain('href="mailto:a@b.fr"');
  });

  it('escapes stray brackets, removes comments and closes open tags', () => {
    // Quotes in text cannot end an attribute: they stay as typed.
    expect(sanitizeRichText('1 < 2 > 0 "q" <!-- <script>x</script> --><p>fin')).toBe('1 &lt; 2 &gt; 0 "q" <p>fin</p>');
    expect(sanitizeRichText('<p><strong>a</p>')).toBe('<p><strong>a</strong></p>');
    expect(sanitizeRichText('</div>texte<div>')).toBe('texte');
    expect(sanitizeRichText(null)).toBe('');
  });

  it('never lets an attribute break out', () => {
    const out = sanitizeRichText('<a href="https://x.fr/&quot;onmouseover=alert(1)">x</a>');
    expect(out).not.toMatch(/"\s*onmouseover/);
  });
});
