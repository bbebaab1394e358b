import { ERROR } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFrontDoor } from '../../edge/front-door.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { codeIn, isCodeMail, mailTo } from '../../testing/outbox.ts';

// Issue 11, item 2: the outbox holds every sign-in and reset code, so only this machine may read it.

const UNKNOWN_CALL = { code: ERROR.UNKNOWN_CALL, data: null };

describe('the dev outbox page, without SMTP_URL outside production', () => {
  let t: TestApp;
  let frontDoor: FastifyInstance;
  let mailed: Promise<string> | undefined;
  /** A sign-in code the outbox holds (mailed once, on the first test's demand: polling needs a test). */
  const aCode = () => (mailed ??= mailACode());

  async function mailACode(): Promise<string> {
    const email = `outbox.${Date.now().toString(36)}@example.com`;
    expect((await t.call('auth/sendVerifyEmail', { email, type: 'login' })).json().code).toBe(1);
    return codeIn(await mailTo(t, email, isCodeMail));
  }

  beforeAll(async () => {
    t = await createTestApp({ MAIL_LIMIT_PER_IP: '100000' });
    const apiOrigin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    frontDoor = buildFrontDoor({ apiOrigin, webOrigin: 'http://127.0.0.1:9' });
    await frontDoor.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await frontDoor.close();
    await t.close();
  });

  it('is shown to a caller on this machine, over IPv4 or IPv6 loopback', async () => {
    const code = await aCode();
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.body, remoteAddress).toContain(code);
    }
  });

  it('answers a caller elsewhere on the network as an unknown call', async () => {
    const code = await aCode();
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '192.168.1.20' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject(UNKNOWN_CALL);
    expect(res.body).not.toContain(code);
  });

  it('refuses a loopback connection that carries a remote customer’s address', async () => {
    const code = await aCode();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: '127.0.0.1',
      headers: { real_ip: '203.0.113.9' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(code);
  });

  it('through the front door: a local browser reads it, a remote one cannot claim to be local', async () => {
    const code = await aCode();
    const local = await fetch(`${frontDoor.listeningOrigin}/api/dev/outbox`);
    expect(local.status).toBe(200);
    expect(await local.text()).toContain(code);

    const remote = await frontDoor.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: '198.51.100.7',
      headers: { real_ip: '127.0.0.1', 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' },
    });
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toMatchObject(UNKNOWN_CALL);
    expect(remote.body).not.toContain(code);
  });
});
