import { randomUUID } from 'node:crypto';
import { adminCalls, webCalls } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { registeredAccount } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { demoSkuId } from '../demo/catalog.ts';
import { admin, agentToken, guest, openSocket, orderOf } from './support/testing.ts';

/**
 * Text PostgreSQL cannot store (a NUL character, half of a surrogate pair) is refused as a wrong
 * format (-1101) naming the field, wherever it comes in, instead of failing the statement that
 * would store it with a server error (issue 11, item 9).
 */
let t: TestApp;
let url: string;
let customer: string;
let agent: string;

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  agent = await agentToken(t.app);
});
afterAll(() => t.close());

const en = (token: string) => ({ authorization: token, lang: 'en' });

describe('the places a probe found answering 500', () => {
  it.each([
    ['a NUL', NUL],
    ['a lone surrogate', LONE_SURROGATE],
  ])('refuse %s with -1101 naming the field', async (_name, bad) => {
    const me = await guest(t);
    const orderNo = await orderOf(t, me.token);

    const feedback = await t.call(
      'feedback/create',
      {
        orderNo,
        questionTypeId: 'notReceived',
        email: 'buyer@example.com',
        content: `${bad} ${'x'.repeat(30)}`,
      },
      en(me.token),
    );
    expect(feedback.json()).toEqual({
      code: -1101,
      msg: 'The field "content" has an invalid value',
      data: null,
    });

    const skuId = demoSkuId('starfall-legends', 60);
    const preview = await t.call(
      'order/preview',
      { productId: 'starfall-legends', skuId, couponId: bad },
      en(me.token),
    );
    expect(preview.json()).toEqual({
      code: -1101,
      msg: 'The field "couponId" has an invalid value',
      data: null,
    });

    const order = await t.call(
      'order/create',
      {
        productId: 'starfall-legends',
        skuId,
        playerId: '512345678',
        serverId: 'asia',
        characterName: bad,
        acceptTerms: true,
      },
      en(me.token),
    );
    expect(order.json()).toEqual({
      code: -1101,
      msg: 'The field "characterName" has an invalid value',
      data: null,
    });

    const sig = (await t.call('im/getUserSig', {}, en(me.token))).json().data;
    const socket = openSocket(url, `?userSig=${encodeURIComponent(sig.userSig)}`);
    await socket.next('ready');
    socket.send({ type: 'send', clientId: 'c-1', text: bad });
    expect(await socket.next('error')).toMatchObject({ code: -1101, clientId: 'c-1' });
    // The socket is still open and serves the next frame.
    socket.send({ type: 'send', clientId: 'c-2', text: 'hello' });
    await socket.next('ack');
    socket.ws.close();
  });
});

/** A body giving every field of the call's contract the same text. */
function bodyOf(request: z.ZodType, text: string): Record<string, string> {
  const shape = (request as { shape?: Record<string, unknown> }).shape ?? {};
  return Object.fromEntries(Object.keys(shape).map((field) => [field, text]));
}

describe('every call of the contracts', () => {
  it.each(Object.keys(webCalls))('%s never answers 5xx to a NUL or a lone surrogate', async (path) => {
    customer ??= (await registeredAccount(t, { email: `unstorable-${randomUUID()}@example.test` })).token;
    for (const text of [NUL, LONE_SURROGATE]) {
      const request = webCalls[path as keyof typeof webCalls].request;
      const res = await t.call(path, bodyOf(request, text), en(customer));
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json().code, res.body).not.toBe(-1108);
    }
  });

  it.each(Object.keys(adminCalls))(
    'admin %s never answers 5xx to a NUL or a lone surrogate',
    async (path) => {
      for (const text of [NUL, LONE_SURROGATE]) {
        const request = adminCalls[path as keyof typeof adminCalls].request;
        const res = await admin(t.app, path, bodyOf(request, text), agent);
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(res.json().code, res.body).not.toBe(-1108);
      }
    },
  );
});
