import { ERROR, WS_CLOSE_RECONNECT, WS_CLOSE_UNAUTHORIZED } from '@storefront/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredAccount } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { customers } from '../auth/tables.ts';
import { issueUserSig, USER_SIG_MS } from './user-sig.ts';
import { chatConversations, chatMessages } from './tables.ts';
import { admin, agentToken, guest, openSocket, orderOf, secondApi } from './testing.ts';

let t: TestApp;
let urlA: string;
let b: Awaited<ReturnType<typeof secondApi>>;
let agent: string;

beforeAll(async () => {
  t = await createTestApp();
  urlA = await t.app.listen({ port: 0, host: '127.0.0.1' });
  b = await secondApi(t);
  agent = await agentToken(t.app);
});
afterAll(async () => {
  await b.close();
  await t.close();
});

async function customerSig(token: string) {
  return (await t.call('im/getUserSig', {}, { authorization: token })).json().data;
}

async function agentSig() {
  return (await admin(b.app, 'agent/getUserSig', {}, agent)).json().data;
}

describe('im/getUserSig', () => {
  it("signs the customer's id with an expiry", async () => {
    const me = await guest(t);
    const sig = await customerSig(me.token);
    expect(sig.userId).toBe(me.userId);
    expect(sig.expireTime).toBeGreaterThan(Date.now());
    expect((await t.call('im/getUserSig', {})).json().code).toBe(ERROR.TOKEN_EXPIRED);
  });

  it('has an empty conversation to show before the first message, stored only once one is sent', async () => {
    const me = await guest(t);
    const list = (await t.call('im/conversations', {}, { authorization: me.token })).json().data;
    expect(list).toEqual({
      list: [{ conversationId: me.userId, kind: 'customerService', lastMessage: null, unread: 0 }],
      totalUnread: 0,
    });
    expect((await t.call('im/history', {}, { authorization: me.token })).json().data).toEqual({
      list: [],
      hasMore: false,
    });
    const stored = await t.database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, me.userId));
    expect(stored).toEqual([]);
  });
});

describe('the chat socket', () => {
  it('refuses a forged, expired, missing or another kind of credential with 4401', async () => {
    const me = await guest(t);
    const { userSig } = await customerSig(me.token);
    const [body, signature] = userSig.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const asAgent = Buffer.from(JSON.stringify({ ...claims, role: 'agent' })).toString('base64url');
    const expired = issueUserSig(
      t.config.support.signingSecret,
      { userId: me.userId, role: 'customer', sessionId: claims.sid },
      Date.now() - USER_SIG_MS - 1,
    );
    const otherSecret = issueUserSig('another-secret-of-at-least-32-characters', {
      userId: me.userId,
      role: 'customer',
      sessionId: claims.sid,
    });
    for (const bad of [`${asAgent}.${signature}`, expired.userSig, otherSecret.userSig, 'garbage']) {
      const socket = openSocket(urlA, `?userSig=${encodeURIComponent(bad)}&lang=en`);
      const error = await socket.next('error');
      expect(error).toMatchObject({ code: ERROR.USER_SIG_INVALID });
      expect(await socket.closed).toBe(WS_CLOSE_UNAUTHORIZED);
    }
    // A credential of an account disabled since it was issued.
    await t.database.db.update(customers).set({ disabled: true }).where(eq(customers.id, me.userId));
    const disabled = openSocket(urlA, `?userSig=${encodeURIComponent(userSig)}`);
    expect(await disabled.closed).toBe(WS_CLOSE_UNAUTHORIZED);
    // Without a credential, a message is refused rather than stored.
    const anonymous = openSocket(urlA);
    anonymous.send({ type: 'send', clientId: 'c1', text: 'hello' });
    expect(await anonymous.closed).toBe(WS_CLOSE_UNAUTHORIZED);
  });

  it('relays customer and agent through two API processes, storing each message before its ack', async () => {
    const me = await guest(t);
    const customer = openSocket(
      urlA,
      `?userSig=${encodeURIComponent((await customerSig(me.token)).userSig)}`,
    );
    await customer.next('ready');
    // The agent signs in on the other process, with an auth frame this time.
    const staff = openSocket(b.url);
    staff.send({ type: 'auth', userSig: (await agentSig()).userSig });
    expect(await staff.next('ready')).toMatchObject({ role: 'agent' });

    customer.send({ type: 'send', clientId: 'm-1', text: '  Hello, my order is late  ' });
    const ack = await customer.next('ack');
    // Acknowledged means stored: the row is there the moment the ack arrives.
    const [stored] = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, Number(ack.message.id)));
    expect(stored).toMatchObject({
      text: 'Hello, my order is late',
      sender: 'customer',
      conversationId: me.userId,
    });

    const relayed = await staff.next('message', (f) => f.message.id === ack.message.id);
    expect(relayed.message).toMatchObject({ from: 'customer', conversationId: me.userId, clientId: 'm-1' });

    staff.send({ type: 'send', clientId: 'a-1', conversationId: me.userId, text: 'Sorry! Checking now.' });
    await staff.next('ack');
    const reply = await customer.next('message', (f) => f.message.from === 'agent');
    expect(reply.message).toMatchObject({ text: 'Sorry! Checking now.', senderName: 'Alex (support)' });

    // A resend after a lost ack is the same message, not a second one.
    customer.send({ type: 'send', clientId: 'm-1', text: 'Hello, my order is late' });
    expect((await customer.next('ack')).message.id).toBe(ack.message.id);

    const unread = (await t.call('im/conversations', {}, { authorization: me.token })).json().data;
    expect(unread).toMatchObject({ totalUnread: 1, list: [{ conversationId: me.userId, unread: 1 }] });
    const history = (await t.call('im/history', {}, { authorization: me.token })).json().data;
    expect(history.list.map((m: { text: string }) => m.text)).toEqual([
      'Hello, my order is late',
      'Sorry! Checking now.',
    ]);
    expect((await t.call('im/conversations', {}, { authorization: me.token })).json().data.totalUnread).toBe(
      0,
    );
    // The agent's side hears that the customer read it.
    expect(await staff.next('read', (f) => f.by === 'customer')).toMatchObject({ conversationId: me.userId });

    customer.ws.close();
    staff.ws.close();
  });

  it('keeps each conversation to its customer and the agents', async () => {
    const me = await guest(t);
    const other = await guest(t);
    const mine = openSocket(urlA, `?userSig=${encodeURIComponent((await customerSig(me.token)).userSig)}`);
    const theirs = openSocket(
      b.url,
      `?userSig=${encodeURIComponent((await customerSig(other.token)).userSig)}`,
    );
    await Promise.all([mine.next('ready'), theirs.next('ready')]);

    mine.send({ type: 'send', clientId: 'p-1', text: 'my private question' });
    await mine.next('ack');
    theirs.send({ type: 'send', clientId: 'p-2', conversationId: me.userId, text: 'let me in' });
    expect(await theirs.next('error')).toMatchObject({ code: ERROR.CONVERSATION_NOT_FOUND, clientId: 'p-2' });
    const history = (
      await t.call('im/history', { conversationId: me.userId }, { authorization: other.token })
    ).json();
    expect(history.code).toBe(ERROR.CONVERSATION_NOT_FOUND);
    theirs.send({ type: 'ping' });
    await theirs.next('pong');
    expect(theirs.frames.filter((f) => f.type === 'message')).toEqual([]);

    const queue = (await admin(t.app, 'chat/queue', {}, agent)).json().data.list;
    expect(queue.find((c: { conversationId: string }) => c.conversationId === me.userId)).toMatchObject({
      open: true,
      unread: 1,
      lastMessage: expect.objectContaining({ text: 'my private question' }),
    });
    const closed = (await admin(t.app, 'chat/close', { conversationId: me.userId }, agent)).json().data;
    expect(closed.open).toBe(false);
    mine.send({ type: 'send', clientId: 'p-3', text: 'one more thing' });
    await mine.next('ack');
    const reopened = (await admin(b.app, 'chat/history', { conversationId: me.userId }, agent)).json().data;
    expect(reopened.list).toHaveLength(2);
    mine.ws.close();
    theirs.ws.close();
  });

  it('answers an empty message and a bad frame with an error in the caller language', async () => {
    const me = await guest(t);
    const socket = openSocket(
      urlA,
      `?userSig=${encodeURIComponent((await customerSig(me.token)).userSig)}&lang=ru`,
    );
    await socket.next('ready');
    socket.send({ type: 'send', clientId: 'e-1', text: '   ' });
    expect(await socket.next('error')).toMatchObject({
      code: ERROR.CHAT_MESSAGE_EMPTY,
      msg: 'Сообщение не может быть пустым',
      clientId: 'e-1',
    });
    socket.send({ type: 'shout' });
    expect((await socket.next('error')).code).toBe(ERROR.FIELD_INVALID);
    socket.ws.close();
  });

  it('refuses a flood: the 31st message in a minute answers -1106 and is not stored', async () => {
    const me = await guest(t);
    const socket = openSocket(urlA, `?userSig=${encodeURIComponent((await customerSig(me.token)).userSig)}`);
    await socket.next('ready');
    for (let i = 1; i <= 31; i++) socket.send({ type: 'send', clientId: `f-${i}`, text: `message ${i}` });
    expect(await socket.next('error', (f) => f.clientId === 'f-31')).toMatchObject({
      code: ERROR.TOO_MANY_REQUESTS,
    });
    const stored = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, me.userId));
    expect(stored).toHaveLength(30);
    socket.ws.close();
  });
});

describe("the agents' chat queue", () => {
  it('puts conversations awaiting an agent first, with their unread counts', async () => {
    const answered = await guest(t);
    const waiting = await guest(t);
    const staff = openSocket(urlA, `?userSig=${encodeURIComponent((await agentSig()).userSig)}`);
    const first = openSocket(
      urlA,
      `?userSig=${encodeURIComponent((await customerSig(answered.token)).userSig)}`,
    );
    await Promise.all([staff.next('ready'), first.next('ready')]);
    first.send({ type: 'send', clientId: 'q-1', text: 'question one' });
    await first.next('ack');
    staff.send({ type: 'send', clientId: 'q-2', conversationId: answered.userId, text: 'answer one' });
    await staff.next('ack');
    const second = openSocket(
      b.url,
      `?userSig=${encodeURIComponent((await customerSig(waiting.token)).userSig)}`,
    );
    await second.next('ready');
    second.send({ type: 'send', clientId: 'q-3', text: 'question two' });
    second.send({ type: 'send', clientId: 'q-4', text: 'anyone?' });
    await second.next('ack', (f) => f.clientId === 'q-4');

    const list = (await admin(t.app, 'chat/queue', {}, agent)).json().data.list as {
      conversationId: string;
      unread: number;
      lastMessage: { text: string };
    }[];
    const at = (id: string) => list.findIndex((item) => item.conversationId === id);
    expect(at(waiting.userId)).toBeLessThan(at(answered.userId));
    expect(list[at(waiting.userId)]).toMatchObject({ unread: 2, lastMessage: { text: 'anyone?' } });
    expect(list[at(answered.userId)]).toMatchObject({ unread: 0, lastMessage: { text: 'answer one' } });
    for (const socket of [staff, first, second]) socket.ws.close();
  });
});

describe('a guest who signs in to an account', () => {
  it('keeps the chat', async () => {
    const email = `chat-guest-${Date.now()}@example.com`;
    const registered = await registeredAccount(t, { email, password: 'secret-123' });
    const me = await guest(t);
    const socket = openSocket(urlA, `?userSig=${encodeURIComponent((await customerSig(me.token)).userSig)}`);
    await socket.next('ready');
    socket.send({ type: 'send', clientId: 'g-1', text: 'asked as a guest' });
    await socket.next('ack');
    socket.ws.close();
    const account = (
      await t.call('auth/loginByPwd', { email, password: 'secret-123' }, { authorization: me.token })
    ).json().data;
    expect(account.userId).toBe(registered.userId);
    const history = (await t.call('im/history', {}, { authorization: account.token })).json().data;
    expect(
      history.list.map((m: { text: string; conversationId: string }) => [m.text, m.conversationId]),
    ).toEqual([['asked as a guest', account.userId]]);
  });
});

describe('an API process that loses its event connection', () => {
  it('drops its sockets with 1012 so clients reconnect, and listens again', async () => {
    const me = await guest(t);
    const customer = openSocket(
      urlA,
      `?userSig=${encodeURIComponent((await customerSig(me.token)).userSig)}`,
    );
    await customer.next('ready');
    await t.database.db.execute(sql`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query = 'LISTEN support_events'`);
    expect(await customer.closed).toBe(WS_CLOSE_RECONNECT);

    const again = openSocket(urlA, `?userSig=${encodeURIComponent((await customerSig(me.token)).userSig)}`);
    await again.next('ready');
    const staff = openSocket(b.url, `?userSig=${encodeURIComponent((await agentSig()).userSig)}`);
    await staff.next('ready');
    again.send({ type: 'send', clientId: 'r-0', text: 'are you there?' });
    expect((await staff.next('message', (f) => f.message.conversationId === me.userId)).message.text).toBe(
      'are you there?',
    );
    staff.send({ type: 'send', clientId: 'r-1', conversationId: me.userId, text: 'still here' });
    expect((await again.next('message', (f) => f.message.from === 'agent')).message.text).toBe('still here');
    again.ws.close();
    staff.ws.close();
  });
});

describe('a stray notification on the channel', () => {
  it('is ignored, and the chat goes on', async () => {
    const me = await guest(t);
    const socket = openSocket(urlA, `?userSig=${encodeURIComponent((await customerSig(me.token)).userSig)}`);
    await socket.next('ready');
    await t.database.db.execute(sql`SELECT pg_notify('support_events', 'not json')`);
    socket.send({ type: 'send', clientId: 's-1', text: 'still working?' });
    expect((await socket.next('message', (f) => f.message.clientId === 's-1')).message.text).toBe(
      'still working?',
    );
    socket.ws.close();
  });
});

describe('an agent socket', () => {
  it('hears of new and answered feedback as it happens', async () => {
    const staff = openSocket(urlA, `?userSig=${encodeURIComponent((await agentSig()).userSig)}`);
    await staff.next('ready');
    const me = await guest(t);
    const orderNo = await orderOf(t, me.token);
    const body = {
      orderNo,
      questionTypeId: 'payment',
      email: 'f@example.com',
      content: 'I paid twice for this order',
    };
    await t.call('feedback/create', body, { authorization: me.token });
    expect(await staff.next('feedback', (f) => f.orderNo === orderNo)).toMatchObject({ status: 1 });
    staff.ws.close();
  });
});
