import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';

// Issue 11, item 12: every API answer carries the browser-side defences, pages of its own included.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DEFENCES = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

describe('security headers of the API', () => {
  it('come with a call’s answer, a failure and an unknown path; data runs nothing and is never framed', async () => {
    const answers = {
      call: await t.call('system/baseInfo', {}),
      failure: await t.call('auth/loginByPwd', { email: 'not an address', password: 'x' }),
      unknown: await t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      health: await t.app.inject({ method: 'GET', url: '/api/healthz' }),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect(res.headers, name).toMatchObject(DEFENCES);
      expect(res.headers['content-security-policy']).toMatch(/^default-src 'none';.*frame-ancestors 'none'/);
    }
  });

  it('leave the docs and the dev outbox their own policy, still never framed by another site', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers).toMatchObject(DEFENCES);
    expect(docs.headers['content-security-policy']).toMatch(/^default-src 'self';.*frame-ancestors 'none'/);

    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.headers).toMatchObject(DEFENCES);
    expect(outbox.headers['content-security-policy']).toContain(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
  });
});
