import { describe, expect, it } from 'vitest';
import { codeMail, verifyLinkMail } from './mail.ts';

describe('account e-mails', () => {
  it('escape what they put into HTML', () => {
    const mail = verifyLinkMail('a@example.com', 'en', 'https://shop.example/en/verifyEmail?token=a&b="c"');
    expect(mail.html).toContain('token=a&amp;b=&quot;c&quot;');
    expect(mail.text).toContain('token=a&b="c"');
  });

  it('carry the code in both parts, under a subject for its purpose', () => {
    const subjects = (['login', 'resetPwd', 'bindEmail'] as const).map((purpose) => {
      const mail = codeMail('a@example.com', 'vi', purpose, '042917');
      expect(mail.text).toMatch(/^042917$/m);
      expect(mail.html).toContain('042917');
      expect(mail.html).toContain('<html lang="vi">');
      return mail.subject;
    });
    expect(new Set(subjects).size).toBe(3);
  });
});
