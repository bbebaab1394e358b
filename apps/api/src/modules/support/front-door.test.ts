import {
  MAX_UPLOAD_BYTES,
  type AdminCallData,
  type AdminCallPath,
  type AdminCallRequest,
  type Envelope,
  type WebCallData,
  type WebCallPath,
  type WebCallRequest,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFrontDoor } from '../../edge/front-door.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { openSocket, secondApi } from './testing.ts';

// Two API processes, each behind a front door of its own, as `SECOND_API_PORT`/`SECOND_PORT` run them.
let t: TestApp;
let b: Awaited<ReturnType<typeof secondApi>>;
const doors: FastifyInstance[] = [];
let doorA: string;
let doorB: string;

beforeAll(async () => {
  t = await createTestApp();
  const apiA = await t.app.listen({ port: 0, host: '127.0.0.1' });
  b = await secondApi(t);
  for (const apiOrigin of [apiA, b.url]) {
    const door = buildFrontDoor({ apiOrigin, webOrigin: 'http://127.0.0.1:9' });
    doors.push(door);
  }
  doorA = await doors[0]!.listen({ port: 0, host: '127.0.0.1' });
  doorB = await doors[1]!.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const door of doors) await door.close();
  await b.close();
  await t.close();
});

async function post<T>(base: string, path: string, body: object, token?: string): Promise<Envelope<T>> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

const web = <P extends WebCallPath>(base: string, path: P, body: WebCallRequest<P>, token?: string) =>
  post<WebCallData<P>>(base, `/api/web/${path}`, body, token);
const admin = <P extends AdminCallPath>(base: string, path: P, body: AdminCallRequest<P>, token?: string) =>
  post<AdminCallData<P>>(base, `/api/admin/${path}`, body, token);

describe('through the front doors', () => {
  it('a customer and an agent on different API processes chat, and a 5 MB image is uploaded', async () => {
    const me = (await web(doorA, 'auth/loginByDevice', { DeviceId: `front-door-test-${Date.now()}` })).data;
    const login = await admin(doorB, 'agent/login', {
      email: 'agent@storefront.test',
      password: 'agent-demo-7',
    });
    const customerSig = (await web(doorA, 'im/getUserSig', {}, me.token)).data.userSig;
    const agentSig = (await admin(doorB, 'agent/getUserSig', {}, login.data.token)).data.userSig;

    const head = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const image = Buffer.concat([head, Buffer.alloc(MAX_UPLOAD_BYTES - head.length)]);
    const sign = (await web(doorA, 'file/getSignature', {}, me.token)).data;
    const target = (
      await web(
        doorA,
        'file/createUpload',
        { ...sign, contentType: 'image/png', size: image.length },
        me.token,
      )
    ).data;
    const put = await fetch(`${doorA}${target.url}`, { method: 'PUT', headers: target.headers, body: image });
    expect(put.status).toBe(200);
    const file = (await web(doorA, 'file/confirm', { key: target.key }, me.token)).data;
    expect(file.size).toBe(MAX_UPLOAD_BYTES);

    const customer = openSocket(doorA, `?userSig=${encodeURIComponent(customerSig)}`);
    const agent = openSocket(doorB, `?userSig=${encodeURIComponent(agentSig)}`);
    await Promise.all([customer.next('ready'), agent.next('ready')]);
    customer.send({ type: 'send', clientId: 'fd-1', text: 'see the screenshot', image: file.key });
    const got = await agent.next('message', (f) => f.message.conversationId === me.userId);
    expect(got.message).toMatchObject({ text: 'see the screenshot', image: { key: file.key } });
    // The agent's side opens the image by its signed link, through its own front door.
    const shown = await fetch(`${doorB}${got.message.image!.url}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect((await shown.arrayBuffer()).byteLength).toBe(MAX_UPLOAD_BYTES);

    agent.send({ type: 'send', clientId: 'fd-2', conversationId: me.userId, text: 'got it' });
    expect((await customer.next('message', (f) => f.message.from === 'agent')).message.text).toBe('got it');
    customer.ws.close();
    agent.ws.close();
    await Promise.all([customer.closed, agent.closed]);
  });
});
