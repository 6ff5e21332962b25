import type { Theme } from '@portail/contracts';

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface MailContent {
  subject: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  action?: { label: string; url: string };
}

/** Renders a French mail in the theme's names and colours, as text and HTML. */
export function renderMail(theme: Theme, to: string, content: MailContent) {
  const signature = `L'équipe ${theme.platformName} — ${theme.entityName}`;
  const text = [
    'Bonjour,',
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label} : ${content.action.url}`, ''] : []),
    signature,
    `Assistance : ${theme.supportPhone}`,
  ].join('\n');
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:${theme.palette.text}">
<p>Bonjour,</p>${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}
${content.action ? `<p><a href="${escapeHtml(content.action.url)}" style="background:${theme.palette.primary};color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` : ''}
<p>${escapeHtml(signature)}<br>Assistance : ${escapeHtml(theme.supportPhone)}</p></body></html>`;
  return { to, subject: `${content.subject} — ${theme.platformName}`, text, html };
}
