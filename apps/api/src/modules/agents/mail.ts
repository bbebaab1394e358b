import type { Lang, StaffRole } from '@storefront/contracts';
import { webText } from '../../platform/i18n/web-messages.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { escapeHtml } from '../../platform/mail/outbox.ts';
import { mailHtml } from '../../platform/mail/layout.ts';

/** The invitation to join the store's staff, in the inviting owner's language (`staffMail` texts). */
export function invitationMail(
  to: string,
  lang: Lang,
  link: string,
  { inviter, role, hours }: { inviter: string; role: StaffRole; hours: number },
): MailMessage {
  const text = (name: string, values: Record<string, string | number> = {}) =>
    webText(`staffMail.${name}`, lang, values) ?? name;
  const roleName = webText(`console.role_${role}`, lang) ?? role;
  const subject = text('inviteSubject');
  const intro = text('inviteIntro', { inviter, role: roleName });
  const validity = text('inviteValidity', { hours });
  const ignore = text('inviteIgnore');
  const body = `<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1677ff;color:#fff;padding:10px 20px;border-radius:6px;text-decoration:none">${escapeHtml(text('inviteButton'))}</a></p>
<p style="word-break:break-all"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(validity)}</p>`;
  return {
    to,
    subject,
    text: `${intro}\n\n${link}\n\n${validity}\n\n${ignore}\n`,
    html: mailHtml({ lang, subject, body, footnote: ignore }),
  };
}
