import type { Lang } from '@storefront/contracts';
import { escapeHtml } from './outbox.ts';

/**
 * The one frame of every mail the store sends: the language, the subject as its title, the body
 * (HTML the caller escaped), and a quiet closing line.
 */
export function mailHtml({
  lang,
  subject,
  body,
  footnote,
}: {
  lang: Lang;
  subject: string;
  body: string;
  footnote?: string;
}): string {
  const closing = footnote ? `\n<p style="color:#777;font-size:13px">${escapeHtml(footnote)}</p>` : '';
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5;padding:16px">
${body}${closing}
</body></html>`;
}
