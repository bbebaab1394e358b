import { ERROR } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { guest, openSocket, orderOf } from './testing.ts';

// A new guest is free to make, and starts each customer's own limits again: the address the
// messages come from is counted too (issue 11, item 7).
let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp({ FEEDBACK_LIMIT_PER_IP: '3', CHAT_LIMIT_PER_IP: '3' });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const message = 'My diamonds have not arrived after the payment went through.';

async function feedback(path: 'create' | 'reply', body: object, token: string, ip: string) {
  const headers = { authorization: token, lang: 'en', real_ip: ip };
  return (await t.call(`feedback/${path}`, body, headers)).json();
}

describe('feedback from one source address', () => {
  it("refuses a second guest once the first has used the address's allowance", async () => {
    const first = await guest(t);
    const orderNo = await orderOf(t, first.token);
    const ip = '198.51.100.20';
    const create = { orderNo, questionTypeId: 'payment', email: 'a@example.com', content: message };
    expect((await feedback('create', create, first.token, ip)).code).toBe(1);
    expect((await feedback('reply', { orderNo, content: message }, first.token, ip)).code).toBe(1);
    expect((await feedback('reply', { orderNo, content: message }, first.token, ip)).code).toBe(1);

    const second = await guest(t);
    const theirs = await orderOf(t, second.token);
    const refused = await feedback('create', { ...create, orderNo: theirs }, second.token, ip);
    expect(refused).toMatchObject({ code: ERROR.TOO_MANY_REQUESTS, data: null });
    expect(refused.msg).toMatch(/^Too many requests, please try again in \d+ seconds$/);
    // Another address is not held back by this one (an IPv6 one counts by its /64).
    const elsewhere = await feedback('create', { ...create, orderNo: theirs }, second.token, '2001:db8:7::1');
    expect(elsewhere.code).toBe(1);
  });
});

describe('chat from one source address', () => {
  async function chatSocket(token: string, ip: string) {
    const { userSig } = (await t.call('im/getUserSig', {}, { authorization: token })).json().data;
    const socket = openSocket(url, `?userSig=${encodeURIComponent(userSig)}&lang=en`, { real_ip: ip });
    await socket.next('ready');
    return socket;
  }

  it("refuses a second guest's message once the first has used the address's allowance", async () => {
    const ip = '2001:db8:42:1::10';
    const first = await chatSocket((await guest(t)).token, ip);
    for (const clientId of ['a', 'b', 'c']) {
      first.send({ type: 'send', clientId, text: `question ${clientId}` });
      await first.next('ack', (frame) => frame.clientId === clientId);
    }
    // Another address in the same /64: the same subscriber, on a new guest.
    const second = await chatSocket((await guest(t)).token, '2001:db8:42:1::99');
    second.send({ type: 'send', clientId: 'd', text: 'question d' });
    const refused = await second.next('error', (frame) => frame.clientId === 'd');
    expect(refused.code).toBe(ERROR.TOO_MANY_REQUESTS);

    const third = await chatSocket((await guest(t)).token, '2001:db8:42:2::10');
    third.send({ type: 'send', clientId: 'e', text: 'question e' });
    await third.next('ack', (frame) => frame.clientId === 'e');
    for (const socket of [first, second, third]) socket.ws.close();
  });
});
