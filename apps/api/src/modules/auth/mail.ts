import type { Lang } from '@storefront/contracts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { escapeHtml } from '../../platform/mail/outbox.ts';
import { MAIL_TEXTS } from './mail-texts.ts';

export type CodePurpose = 'login' | 'resetPwd' | 'bindEmail';

function html(lang: Lang, subject: string, body: string, ignore: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5;padding:16px">
${body}
<p style="color:#777;font-size:13px">${escapeHtml(ignore)}</p>
</body></html>`;
}

/** The e-mail with the verification link, in the customer's language. */
export function verifyLinkMail(to: string, lang: Lang, link: string): MailMessage {
  const t = MAIL_TEXTS[lang];
  const body = `<p>${escapeHtml(t.verifyIntro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1677ff;color:#fff;padding:10px 20px;border-radius:6px;text-decoration:none">${escapeHtml(t.verifyButton)}</a></p>
<p style="word-break:break-all"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(t.verifyValidity)}</p>`;
  return {
    to,
    subject: t.verifySubject,
    text: `${t.verifyIntro}\n\n${link}\n\n${t.verifyValidity}\n\n${t.ignore}\n`,
    html: html(lang, t.verifySubject, body, t.ignore),
  };
}

/** The e-mail with a 6-digit code for signing in, resetting the password or binding the address. */
export function codeMail(to: string, lang: Lang, purpose: CodePurpose, code: string): MailMessage {
  const t = MAIL_TEXTS[lang];
  const subject = t[`${purpose}Subject`];
  const intro = t[`${purpose}Intro`];
  const body = `<p>${escapeHtml(intro)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
<p>${escapeHtml(t.codeValidity)}</p>`;
  return {
    to,
    subject,
    text: `${intro}\n\n${code}\n\n${t.codeValidity}\n\n${t.ignore}\n`,
    html: html(lang, subject, body, t.ignore),
  };
}

/**
 * To the owner of an address someone tried to register again: registration answers alike whether
 * an address has an account, so this is how the owner learns of it, with the ways in.
 */
export function accountExistsMail(to: string, lang: Lang, signInUrl: string, resetUrl: string): MailMessage {
  const t = MAIL_TEXTS[lang];
  const link = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  const body = `<p>${escapeHtml(t.existsIntro)}</p>
<p>${escapeHtml(t.existsSignIn)}<br>${link(signInUrl)}</p>
<p>${escapeHtml(t.existsReset)}<br>${link(resetUrl)}</p>`;
  return {
    to,
    subject: t.existsSubject,
    text: `${t.existsIntro}\n\n${t.existsSignIn}\n${signInUrl}\n\n${t.existsReset}\n${resetUrl}\n\n${t.ignore}\n`,
    html: html(lang, t.existsSubject, body, t.ignore),
  };
}
