import type { Lang } from '@storefront/contracts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { escapeHtml } from '../../platform/mail/outbox.ts';
import { webTexts } from '../../platform/i18n/web-messages.ts';
import { mailHtml } from '../../platform/mail/layout.ts';

export type CodePurpose = 'login' | 'resetPwd' | 'bindEmail' | 'deleteAccount' | 'revealCodes';

type MailText =
  | 'verifySubject'
  | 'verifyIntro'
  | 'verifyButton'
  | 'verifyValidity'
  | `${CodePurpose}Subject`
  | `${CodePurpose}Intro`
  | 'existsSubject'
  | 'existsIntro'
  | 'existsSignIn'
  | 'existsReset'
  | 'codeValidity'
  | 'ignore';

/** The account e-mails' texts (`accountMail` in the web's message files) in a language. */
const textsOf = (lang: Lang) => webTexts('accountMail', lang) as Record<MailText, string>;

/** The e-mail with the verification link, in the customer's language. */
export function verifyLinkMail(to: string, lang: Lang, link: string): MailMessage {
  const t = textsOf(lang);
  const body = `<p>${escapeHtml(t.verifyIntro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1677ff;color:#fff;padding:10px 20px;border-radius:6px;text-decoration:none">${escapeHtml(t.verifyButton)}</a></p>
<p style="word-break:break-all"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(t.verifyValidity)}</p>`;
  return {
    to,
    subject: t.verifySubject,
    text: `${t.verifyIntro}\n\n${link}\n\n${t.verifyValidity}\n\n${t.ignore}\n`,
    html: mailHtml({ lang, subject: t.verifySubject, body, footnote: t.ignore }),
  };
}

/** The e-mail with a 6-digit code: signing in, resetting the password, binding the address, deleting the account, showing codes. */
export function codeMail(to: string, lang: Lang, purpose: CodePurpose, code: string): MailMessage {
  const t = textsOf(lang);
  const subject = t[`${purpose}Subject`];
  const intro = t[`${purpose}Intro`];
  const body = `<p>${escapeHtml(intro)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
<p>${escapeHtml(t.codeValidity)}</p>`;
  return {
    to,
    subject,
    text: `${intro}\n\n${code}\n\n${t.codeValidity}\n\n${t.ignore}\n`,
    html: mailHtml({ lang, subject: subject, body, footnote: t.ignore }),
  };
}

/**
 * To the owner of an address someone tried to register again: registration answers alike whether
 * an address has an account, so this is how the owner learns of it, with the ways in.
 */
export function accountExistsMail(to: string, lang: Lang, signInUrl: string, resetUrl: string): MailMessage {
  const t = textsOf(lang);
  const link = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  const body = `<p>${escapeHtml(t.existsIntro)}</p>
<p>${escapeHtml(t.existsSignIn)}<br>${link(signInUrl)}</p>
<p>${escapeHtml(t.existsReset)}<br>${link(resetUrl)}</p>`;
  return {
    to,
    subject: t.existsSubject,
    text: `${t.existsIntro}\n\n${t.existsSignIn}\n${signInUrl}\n\n${t.existsReset}\n${resetUrl}\n\n${t.ignore}\n`,
    html: mailHtml({ lang, subject: t.existsSubject, body, footnote: t.ignore }),
  };
}
