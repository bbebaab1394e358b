import { createServer } from 'node:net';
import { errorMessage } from '../i18n/web-messages.ts';
import { Writable } from 'node:stream';
import { LANGS } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { connectDatabase } from '../db/client.ts';
import { createServices } from '../../modules/index.ts';
import { createJobQueue, jobSender } from '../jobs.ts';
import { createLogger } from '../logger.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';

const DEVICE = 'platform-test-device-0001';

/** A loopback port that was just free, so connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the envelope', () => {
  it('answers success as code 1 with data', async () => {
    const res = await t.call('auth/loginByDevice', { DeviceId: DEVICE });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body).toMatchObject({ code: 1, msg: 'success' });
    expect(body.data.userId).toMatch(/^cus_/);
  });

  it('answers a business failure with HTTP 200, its code, its message and null data', async () => {
    const res = await t.call('auth/loginByToken', {}, { authorization: 'not-a-token' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: -1001, msg: 'Token expired', data: null });
  });
});

describe('messages follow the Lang header', () => {
  it('in each of the twelve languages', async () => {
    for (const lang of LANGS) {
      const res = await t.call('auth/loginByToken', undefined, { lang });
      expect(res.json().msg, lang).toBe(errorMessage(-1001, lang));
    }
  });

  it('in Russian for Lang: ru, naming the missing field', async () => {
    const res = await t.call('auth/loginByDevice', {}, { lang: 'ru' });
    expect(res.json()).toEqual({ code: -1100, msg: 'Поле «DeviceId» обязательно', data: null });
  });

  it('in English when Lang is missing or unknown', async () => {
    for (const headers of [{}, { lang: 'xx' }, { lang: '' }] as Record<string, string>[]) {
      const res = await t.call('auth/loginByToken', undefined, headers);
      expect(res.json().msg).toBe('Token expired');
    }
  });

  it('reads a path code as its language (ph is Filipino)', async () => {
    const res = await t.call('auth/loginByToken', undefined, { lang: 'ph' });
    expect(res.json().msg).toBe('Nag-expire na ang token');
  });
});

describe('bad input never reaches a service and never answers 5xx', () => {
  it('names a missing field: -1100', async () => {
    const res = await t.call('auth/loginByDevice', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: -1100, msg: 'The field "DeviceId" is required', data: null });
  });

  it('names a field of the wrong type: -1101', async () => {
    const res = await t.call('auth/loginByDevice', { DeviceId: 12345 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: -1101, msg: 'The field "DeviceId" has an invalid value', data: null });
  });

  it('names a field of the wrong format: -1101', async () => {
    const res = await t.call('auth/loginByDevice', { DeviceId: 'short' });
    expect(res.json()).toMatchObject({ code: -1101, msg: 'The field "DeviceId" has an invalid value' });
    const spaces = await t.call('auth/loginByDevice', { DeviceId: 'has spaces in it, not allowed' });
    expect(spaces.json().code).toBe(-1101);
  });

  it("answers a field with a rule of spec section 5 in that rule's words, in the caller's language", async () => {
    const short = await t.call(
      'auth/register',
      { email: 'rule@example.com', password: '123' },
      { lang: 'cn' },
    );
    expect(short.json()).toEqual({ code: -1101, msg: '请输入 6-18 个字符', data: null });
    const blank = await t.call('auth/loginByPwd', { email: '  ', password: 'secret-1' }, { lang: 'en' });
    expect(blank.json()).toEqual({ code: -1101, msg: 'Please enter your e-mail', data: null });
    const missing = await t.call('auth/loginByPwd', { email: 'rule@example.com' }, { lang: 'ru' });
    expect(missing.json()).toEqual({ code: -1100, msg: 'Введите от 6 до 18 символов', data: null });
  });

  it('refuses a body that is not an object: -1101 on "body"', async () => {
    for (const body of [[1, 2], 'text', 42, null]) {
      const res = await t.call('auth/loginByDevice', body);
      expect(res.json(), JSON.stringify(body)).toMatchObject({
        code: -1101,
        msg: 'The field "body" has an invalid value',
      });
    }
  });

  it('refuses malformed JSON: -1102, HTTP 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/web/auth/loginByDevice',
      headers: { 'content-type': 'application/json', lang: 'ru' },
      payload: '{"DeviceId": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: -1102, msg: 'Тело запроса не является корректным JSON', data: null });
  });

  it('refuses a body over 64 KB: -1103, HTTP 413', async () => {
    const res = await t.call('auth/loginByDevice', { DeviceId: 'a'.repeat(70 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: -1103,
      msg: 'The request body is too large (at most 64 KB)',
      data: null,
    });
  });

  it('refuses a body that is not JSON: -1104, HTTP 415', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/web/auth/loginByDevice',
        headers: { 'content-type': type },
        payload: 'DeviceId=platform-test-device-0001',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().code, type).toBe(-1104);
    }
  });

  it('answers an unknown call or method with -1105, HTTP 404', async () => {
    const unknown = await t.call('auth/noSuchCall', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: -1105,
      msg: 'There is no call POST /api/web/auth/noSuchCall',
      data: null,
    });
    const wrongMethod = await t.app.inject({ method: 'GET', url: '/api/web/auth/loginByDevice' });
    expect(wrongMethod.statusCode).toBe(404);
    expect(wrongMethod.json().msg).toBe('There is no call GET /api/web/auth/loginByDevice');
    const badUrl = await t.app.inject({ method: 'POST', url: '/api/web/%zz' });
    expect(badUrl.statusCode).toBe(404);
    expect(badUrl.json().code).toBe(-1105);
  });

  it('takes a missing body as {} for a call without fields', async () => {
    const res = await t.call('system/baseInfo');
    expect(res.json().code).toBe(1);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/web/system/baseInfo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.json().code).toBe(1);
  });
});

describe('request ids', () => {
  it('gives each answer an x-request-id, keeping a well-formed one the caller sent', async () => {
    const first = await t.call('system/baseInfo', {});
    const second = await t.call('system/baseInfo', {});
    expect(first.headers['x-request-id']).toBeTruthy();
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    const given = await t.call('system/baseInfo', {}, { 'x-request-id': 'trace-abc-12345' });
    expect(given.headers['x-request-id']).toBe('trace-abc-12345');
    const hostile = await t.call('system/baseInfo', {}, { 'x-request-id': 'a b\nfake log line' });
    expect(hostile.headers['x-request-id']).not.toContain('fake');
  });
});

describe('an unexpected failure', () => {
  it('answers -1108, HTTP 500, with the request id and no stack', async () => {
    // A real fault in this file's own database: the table the call reads is gone.
    await t.database.db.execute(sql`ALTER TABLE region_names RENAME TO region_names_gone`);
    try {
      const res = await t.call('system/baseInfo', {}, { 'x-request-id': 'fault-request-0001' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        code: -1108,
        msg: 'Something went wrong on our side, please try again (request fault-request-0001)',
        data: null,
      });
      expect(res.body).not.toMatch(/region_names|at .*\.ts|stack/i);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE region_names_gone RENAME TO region_names`);
    }
  });
});

describe('when the database cannot be reached', () => {
  it('answers -1107 with HTTP 503, and readyz says not ready while healthz stays up', async () => {
    const downUrl = `postgres://postgres@127.0.0.1:${await closedPort()}/none`;
    const down = connectDatabase(downUrl);
    const config = loadConfig({});
    // The queue is never started: no call here gets as far as sending a job.
    const jobs = jobSender(createJobQueue({ url: downUrl, worker: false }));
    const services = createServices({ db: down.db, config, jobs });
    const app = await buildApp({ db: down.db, config, services });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/web/system/baseInfo',
        headers: { lang: 'ru' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: -1107,
        msg: 'Сервис временно недоступен, повторите попытку чуть позже',
        data: null,
      });
      expect((await app.inject({ method: 'GET', url: '/api/readyz' })).statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/api/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await down.close();
    }
  });
});

describe('health', () => {
  it('answers healthz and readyz when the database is reachable', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ code: 1, msg: 'success', data: { status: 'ok' } });
    const ready = await t.app.inject({ method: 'GET', url: '/api/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ status: 'ready' });
  });
});

describe('logs', () => {
  it('carry the request id and never a token or device id', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger({ level: 'trace', destination });
    const app = await buildApp({ db: t.database.db, config: t.config, logger, services: t.services });
    try {
      const deviceId = 'log-secret-device-id-7777';
      const login = await app.inject({
        method: 'POST',
        url: '/api/web/auth/loginByDevice',
        headers: {
          'content-type': 'application/json',
          deviceid: deviceId,
          'x-request-id': 'log-test-000001',
        },
        payload: JSON.stringify({ DeviceId: deviceId }),
      });
      const { token } = login.json().data;
      await app.inject({
        method: 'POST',
        url: '/api/web/auth/loginByToken',
        headers: { authorization: `Bearer ${token}`, cookie: `token=${token}` },
      });
      const log = lines.join('');
      expect(log).toContain('log-test-000001');
      expect(log).not.toContain(token);
      expect(log).not.toContain(deviceId);
    } finally {
      await app.close();
    }
  });
});
