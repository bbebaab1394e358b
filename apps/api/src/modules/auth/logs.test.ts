import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturingLogger } from '../../testing/logs.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { codeIn, isCodeMail, isLinkMail, mailTo, tokenIn } from '../../testing/outbox.ts';

let t: TestApp;
const { lines, logger } = capturingLogger();

beforeAll(async () => {
  t = await createTestApp({ SIGNIN_LIMIT_PER_EMAIL: '3' }, logger);
});
afterAll(() => t.close());

describe('logs of the account calls and their mail jobs', () => {
  it('never hold an e-mail address, a password, a code, a link token or a session token', async () => {
    const email = `Logged.Person.${Date.now()}@example.com`;
    const password = 'very-secret-77';
    const registered = (await t.call('auth/register', { email, password })).json().data;
    const link = tokenIn(await mailTo(t, email.toLowerCase(), isLinkMail));
    await t.call('auth/verifyEmail', { token: link });
    await t.call('auth/sendVerifyEmail', { email: `second.${email}`, type: 'login' });
    const code = codeIn(await mailTo(t, `second.${email}`.toLowerCase(), isCodeMail));
    const signedIn = (await t.call('auth/loginByEmail', { email: `second.${email}`, code })).json().data;
    for (let i = 0; i < 4; i++) await t.call('auth/loginByPwd', { email, password: `${password}-wrong` });

    const log = lines.join('');
    expect(log).toContain('mail sent');
    expect(log).toContain('request refused');
    for (const secret of [email, email.toLowerCase(), password, link, registered.token, signedIn.token]) {
      expect(log).not.toContain(secret);
    }
    // Six digits also occur inside timestamps: only the code standing alone would be a leak.
    expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
  });

  it("never hold the client's IP address", async () => {
    const before = lines.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/web/home/home',
      payload: {},
      remoteAddress: '203.0.113.77',
      headers: { 'x-forwarded-for': '198.51.100.23' },
    });
    const log = lines.slice(before).join('');
    expect(log).toContain('/api/web/home/home');
    expect(log).not.toContain('203.0.113.77');
    expect(log).not.toContain('198.51.100.23');
  });
});
