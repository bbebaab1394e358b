import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { jobsSent } from '../../testing/jobs.ts';
import { codeIn, isCodeMail, mailTo, outboxOf } from '../../testing/outbox.ts';
import { jobSender } from '../jobs.ts';
import { siteSettings } from '../../modules/system/tables.ts';
import { enqueueMail, MAIL_QUEUE } from './jobs.ts';

let counter = 0;
const newEmail = () => `mail.${Date.now().toString(36)}${counter++}@example.com`;
const LIMITS = { MAIL_LIMIT_PER_IP: '100000' };

/** A real SMTP server on a free loopback port, keeping what it receives, parsed. */
async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream, (error, mail) => {
        if (!error) received.push(mail);
        callback(error);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('with SMTP_URL: mail goes to the SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      ...LIMITS,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Game Shop <hello@shop.example>',
      PUBLIC_URL: 'https://shop.example',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const arrivedFor = async (email: string) => {
    await expect
      .poll(() => smtp.received.filter((m) => (m.to as AddressObject).text === email).length, {
        timeout: 10_000,
      })
      .toBe(1);
    return smtp.received.find((m) => (m.to as AddressObject).text === email)!;
  };

  it('sends the verification e-mail with a plain-text and an HTML part, in the customer language', async () => {
    const email = newEmail();
    const res = await t.call('auth/register', { email, password: 'secret-123' }, { lang: 'en' });
    expect(res.json().code).toBe(1);
    const mail = await arrivedFor(email);
    // MAIL_FROM's address, under the store's name from its settings.
    expect(mail.from?.text).toBe('"Starlit" <hello@shop.example>');
    expect(mail.subject).toBe('Confirm your e-mail address');
    const link = /https:\/\/shop\.example\/en\/verifyEmail\?token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    expect(mail.html).toContain(`href="${link![0]}"`);
    // The link from the real e-mail verifies the address.
    expect((await t.call('auth/verifyEmail', { token: link![1] })).json()).toMatchObject({
      code: 1,
      data: { email },
    });
    expect(await outboxOf(t, email)).toEqual([]);
  });

  it('sends a sign-in code that signs in', async () => {
    const email = newEmail();
    expect((await t.call('auth/sendVerifyEmail', { email, type: 'login' }, { lang: 'ru' })).json().code).toBe(
      1,
    );
    const mail = await arrivedFor(email);
    expect(mail.subject).toBe('Ваш код для входа');
    const code = /^(\d{6})$/m.exec(mail.text ?? '')![1];
    expect(mail.html).toContain(code);
    expect((await t.call('auth/loginByEmail', { email, code })).json()).toMatchObject({
      code: 1,
      data: { email },
    });
  });

  it('sends from the store’s new name once the owner renames it', async () => {
    await t.database.db.update(siteSettings).set({ storeName: 'Nightjar Games' });
    // The store's settings are read through the catalogue cache: a new name shows within a second.
    await expect
      .poll(() => t.services.system.storeName(), { timeout: 5000, interval: 100 })
      .toBe('Nightjar Games');
    const email = newEmail();
    await t.call('auth/sendVerifyEmail', { email, type: 'login' }, { lang: 'en' });
    expect((await arrivedFor(email)).from?.text).toBe('"Nightjar Games" <hello@shop.example>');
  });

  it('serves no outbox page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
  });
});

describe('without SMTP_URL: mail is kept in the outbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(LIMITS);
  });
  afterAll(() => t.close());

  it('keeps each message, readable at /api/dev/outbox, newest first, codes visible', async () => {
    const first = newEmail();
    const second = newEmail();
    for (const email of [first, second]) {
      expect((await t.call('auth/sendVerifyEmail', { email, type: 'login' })).json().code).toBe(1);
    }
    const secondCode = codeIn(await mailTo(t, second, isCodeMail));
    await mailTo(t, first, isCodeMail);
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(secondCode);
    expect(res.body.indexOf(second)).toBeLessThan(res.body.indexOf(first));
  });

  it('prints the latest messages with `npm run outbox`', async () => {
    const email = newEmail();
    await t.call('auth/sendVerifyEmail', { email, type: 'login' });
    const code = codeIn(await mailTo(t, email, isCodeMail));
    const apiDir = fileURLToPath(new URL('../../..', import.meta.url));
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'outbox', '--', '3'], {
      cwd: apiDir,
      env: { ...process.env, DATABASE_URL: t.database.url },
    });
    expect(stdout).toContain(email);
    expect(stdout).toContain(code);
  });

  it('sends only what a committed transaction enqueued', async () => {
    const kept = newEmail();
    const dropped = newEmail();
    const message = (to: string) => ({ to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });
    await t.database.db.transaction((tx) => enqueueMail(jobSender(t.boss), tx, message(kept)));
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueMail(jobSender(t.boss), tx, message(dropped));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await mailTo(t, kept);
    expect(await jobsSent(t.boss, MAIL_QUEUE, { to: dropped })).toEqual([]);
  });
});

describe('in production without SMTP_URL', () => {
  it('serves no outbox page: the messages hold sign-in codes', async () => {
    const t = await createTestApp({
      NODE_ENV: 'production',
      // Production refuses to start without its own secrets.
      INVENTORY_KEY: Buffer.alloc(32, 7).toString('base64'),
      SANDBOX_WEBHOOK_SECRET: 'mail-test-sandbox-webhook-secret',
      CHAT_SIGNING_SECRET: 'mail-test-chat-signing-secret-32-chars',
    });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
