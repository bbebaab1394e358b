import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CONSOLE_CALL_HEADER,
  ERROR,
  MAX_UPLOAD_BYTES,
  STAFF_COOKIE,
  WS_CLOSE_UNAUTHORIZED,
  type UploadSignature,
} from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { chatMessages } from './tables.ts';
import { admin, agentToken, guest, openSocket } from './testing.ts';

let t: TestApp;
let url: string;
const dataDir = path.join(tmpdir(), `sf-agent-chat-test-${process.pid}`);

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

// The smallest PNG: signature, IHDR, IDAT and IEND of one transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let agentCount = 0;

/** A second (third…) agent, signed in: the demo agent is not alone on a shift. */
async function anotherAgent(): Promise<string> {
  const email = `agent-${agentCount++}-${Date.now()}@storefront.test`;
  await t.services.agents.upsert({ email, name: 'Sam (support)', password: 'another-agent-1' });
  return (await admin(t.app, 'agent/login', { email, password: 'another-agent-1' })).json().data.token;
}

async function customerSig(token: string): Promise<string> {
  return (await t.call('im/getUserSig', {}, { authorization: token })).json().data.userSig;
}

async function agentSig(token: string): Promise<string> {
  return (await admin(t.app, 'agent/getUserSig', {}, token)).json().data.userSig;
}

async function unreadIn(agent: string, conversationId: string): Promise<number | undefined> {
  const list = (await admin(t.app, 'chat/queue', {}, agent)).json().data.list as {
    conversationId: string;
    unread: number;
  }[];
  return list.find((item) => item.conversationId === conversationId)?.unread;
}

describe('read marks', () => {
  it("are each agent's own; the customer's stays the customer's", async () => {
    const [alex, sam] = [await agentToken(t.app), await anotherAgent()];
    const me = await guest(t);
    const customer = openSocket(url, `?userSig=${encodeURIComponent(await customerSig(me.token))}`);
    const alexSocket = openSocket(url, `?userSig=${encodeURIComponent(await agentSig(alex))}`);
    await Promise.all([customer.next('ready'), alexSocket.next('ready')]);
    customer.send({ type: 'send', clientId: 'r-1', text: 'first question' });
    customer.send({ type: 'send', clientId: 'r-2', text: 'second question' });
    await customer.next('ack', (f) => f.clientId === 'r-2');
    expect([await unreadIn(alex, me.userId), await unreadIn(sam, me.userId)]).toEqual([2, 2]);

    // Alex reads the chat: it is read for Alex, and still unread for Sam.
    await admin(t.app, 'chat/history', { conversationId: me.userId }, alex);
    expect(await alexSocket.next('read', (f) => f.by === 'agent')).toMatchObject({
      conversationId: me.userId,
    });
    expect([await unreadIn(alex, me.userId), await unreadIn(sam, me.userId)]).toEqual([0, 2]);

    // Sam answering reads it for Sam; the customer has one agent message to read.
    const samSocket = openSocket(url, `?userSig=${encodeURIComponent(await agentSig(sam))}`);
    await samSocket.next('ready');
    samSocket.send({ type: 'send', clientId: 's-1', conversationId: me.userId, text: 'on it' });
    await samSocket.next('ack');
    customer.send({ type: 'send', clientId: 'r-3', text: 'thanks' });
    await customer.next('ack', (f) => f.clientId === 'r-3');
    expect([await unreadIn(alex, me.userId), await unreadIn(sam, me.userId)]).toEqual([1, 1]);
    const mine = (await t.call('im/conversations', {}, { authorization: me.token })).json().data;
    // The customer's own message after the agent's marks the customer read up to it.
    expect(mine.totalUnread).toBe(0);

    // Closing answers the closing agent's own count.
    const closed = (await admin(t.app, 'chat/close', { conversationId: me.userId }, sam)).json().data;
    expect(closed).toMatchObject({ open: false, unread: 1 });
    for (const socket of [customer, alexSocket, samSocket]) socket.ws.close();
  });
});

describe('signing out', () => {
  it("makes the session's userSig unusable and closes its open chat", async () => {
    const me = await guest(t);
    const userSig = await customerSig(me.token);
    const open = openSocket(url, `?userSig=${encodeURIComponent(userSig)}`);
    await open.next('ready');
    // Another session of the same customer is not signed out with this one.
    const other = (await t.call('auth/loginByToken', {}, { authorization: me.token })).json().data;
    expect(other.userId).toBe(me.userId);

    const signedOutAt = Date.now();
    expect((await t.call('auth/logout', {}, { authorization: me.token })).json().code).toBe(1);
    // At once, by the session's end event, not at the hub's periodic check 10 s later.
    expect(await open.closed).toBe(WS_CLOSE_UNAUTHORIZED);
    expect(Date.now() - signedOutAt).toBeLessThan(2000);

    const again = openSocket(url, `?userSig=${encodeURIComponent(userSig)}&lang=en`);
    expect(await again.next('error')).toMatchObject({ code: ERROR.USER_SIG_INVALID });
    expect(await again.closed).toBe(WS_CLOSE_UNAUTHORIZED);
    const byFrame = openSocket(url);
    byFrame.send({ type: 'auth', userSig });
    expect(await byFrame.closed).toBe(WS_CLOSE_UNAUTHORIZED);
  });

  it("makes an agent's userSig unusable too", async () => {
    const sam = await anotherAgent();
    const userSig = await agentSig(sam);
    const open = openSocket(url, `?userSig=${encodeURIComponent(userSig)}`);
    await open.next('ready');
    const signedOutAt = Date.now();
    await admin(t.app, 'agent/logout', {}, sam);
    expect(await open.closed).toBe(WS_CLOSE_UNAUTHORIZED);
    expect(Date.now() - signedOutAt).toBeLessThan(2000);
    expect(await openSocket(url, `?userSig=${encodeURIComponent(userSig)}`).closed).toBe(
      WS_CLOSE_UNAUTHORIZED,
    );
  });

  it('leaves the sockets of sessions that go on open', async () => {
    const me = await guest(t);
    const socket = openSocket(url, `?userSig=${encodeURIComponent(await customerSig(me.token))}`);
    await socket.next('ready');
    await t.services.chatHub.checkSessions();
    socket.send({ type: 'ping' });
    await socket.next('pong');
    socket.ws.close();
  });
});

describe('an agent signed in by the console’s cookie (issue 26)', () => {
  it('gets a chat credential with it, chats, and signing out closes the socket', async () => {
    const email = `agent-${agentCount++}-${Date.now()}@storefront.test`;
    await t.services.agents.upsert({ email, name: 'Kim (support)', password: 'cookie-agent-1' });
    // What the console's page sends: the browser's Origin and Sec-Fetch-Site, the console's header.
    const fromConsole = {
      origin: new URL(t.config.publicUrl).origin,
      'sec-fetch-site': 'same-origin',
      [CONSOLE_CALL_HEADER]: '1',
    };
    const call = (path: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/${path}`,
        headers: { 'content-type': 'application/json', ...fromConsole, ...headers },
        payload: path === 'agent/login' ? JSON.stringify({ email, password: 'cookie-agent-1' }) : '{}',
      });
    const login = await call('agent/login', {});
    expect(login.json().data).not.toHaveProperty('token');
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    expect(cookie.startsWith(`${STAFF_COOKIE.name}=`)).toBe(true);

    const sig = (await call('agent/getUserSig', { cookie })).json().data.userSig as string;
    const me = await guest(t);
    const customer = openSocket(url, `?userSig=${encodeURIComponent(await customerSig(me.token))}`);
    const agent = openSocket(url, `?userSig=${encodeURIComponent(sig)}`);
    expect(await agent.next('ready')).toMatchObject({ role: 'agent' });
    await customer.next('ready');
    customer.send({ type: 'send', clientId: 'c-1', text: 'is anyone there?' });
    await customer.next('ack');
    agent.send({ type: 'send', clientId: 'k-1', conversationId: me.userId, text: 'Kim here' });
    expect(await customer.next('message', (f) => f.message.from === 'agent')).toMatchObject({
      message: { text: 'Kim here' },
    });

    expect((await call('agent/logout', { cookie })).json().code).toBe(1);
    expect(await agent.closed).toBe(WS_CLOSE_UNAUTHORIZED);
    customer.ws.close();
  });
});

describe('an agent attaching an image', () => {
  async function createUpload(agent: string, sign: UploadSignature, contentType: string, size: number) {
    const { tmpSecretId, tmpSecretKey, sessionToken } = sign;
    const body = { tmpSecretId, tmpSecretKey, sessionToken, contentType, size };
    return (await admin(t.app, 'file/createUpload', body, agent)).json();
  }

  it('uploads under the same rules as customers and the customer sees it in the reply', async () => {
    const alex = await agentToken(t.app);
    const sign = (await admin(t.app, 'file/getSignature', {}, alex)).json().data as UploadSignature;
    expect((await createUpload(alex, sign, 'text/html', 100)).code).toBe(ERROR.FILE_TYPE_NOT_ALLOWED);
    expect((await createUpload(alex, sign, 'image/png', MAX_UPLOAD_BYTES + 1)).code).toBe(
      ERROR.FILE_TOO_LARGE,
    );
    const target = (await createUpload(alex, sign, 'image/png', PNG.length)).data;
    const put = await t.app.inject({
      method: 'PUT',
      url: target.url,
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(put.json().code).toBe(1);
    const file = (await admin(t.app, 'file/confirm', { key: target.key }, alex)).json().data;
    expect(file).toMatchObject({ key: target.key, contentType: 'image/png', size: PNG.length });

    const me = await guest(t);
    const customer = openSocket(url, `?userSig=${encodeURIComponent(await customerSig(me.token))}`);
    await customer.next('ready');
    customer.send({ type: 'send', clientId: 'i-1', text: 'here is my screen' });
    await customer.next('ack');
    // A customer cannot send the agent's file as theirs.
    customer.send({ type: 'send', clientId: 'i-2', text: '', image: file.key });
    expect(await customer.next('error', (f) => f.clientId === 'i-2')).toMatchObject({
      code: ERROR.FILE_NOT_FOUND,
    });

    const staff = openSocket(url, `?userSig=${encodeURIComponent(await agentSig(alex))}`);
    await staff.next('ready');
    staff.send({ type: 'send', clientId: 'a-1', conversationId: me.userId, text: '', image: file.key });
    const ack = await staff.next('ack');
    const [stored] = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, Number(ack.message.id)));
    expect(stored).toMatchObject({ sender: 'agent', imageKey: file.key, text: '' });

    const reply = await customer.next('message', (f) => f.message.from === 'agent');
    expect(reply.message.image).toMatchObject({ key: file.key, contentType: 'image/png' });
    const shown = await t.app.inject({ method: 'GET', url: reply.message.image!.url });
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(PNG)).toBe(true);
    const history = (await t.call('im/history', {}, { authorization: me.token })).json().data;
    expect(history.list.at(-1)).toMatchObject({ from: 'agent', image: { key: file.key } });
    customer.ws.close();
    staff.ws.close();
  });
});
