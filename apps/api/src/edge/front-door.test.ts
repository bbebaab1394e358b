import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { buildFrontDoor } from './front-door.ts';

interface Seen {
  upstream: string;
  method: string;
  url: string;
  realIp: string | undefined;
  body: string;
}

/** A plain HTTP server that answers what it received, standing in for the API or the storefront. */
async function echoServer(name: string): Promise<Server> {
  const server = createServer(async (request: IncomingMessage, response) => {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const seen: Seen = {
      upstream: name,
      method: request.method ?? '',
      url: request.url ?? '',
      realIp: request.headers.real_ip as string | undefined,
      body,
    };
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(seen));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

describe('front door', () => {
  let api: Server;
  let web: Server;
  let frontDoor: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    [api, web] = await Promise.all([echoServer('api'), echoServer('web')]);
    frontDoor = buildFrontDoor({ apiOrigin: origin(api), webOrigin: origin(web) });
    base = await frontDoor.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await frontDoor.close();
    api.close();
    web.close();
  });

  it('sends API calls to the API with their body, and the caller’s own address as real_ip', async () => {
    const response = await fetch(`${base}/api/web/system/baseInfo?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', real_ip: '203.0.113.9' },
      body: '{"a":1}',
    });
    expect(await response.json()).toEqual({
      upstream: 'api',
      method: 'POST',
      url: '/api/web/system/baseInfo?x=1',
      realIp: '127.0.0.1',
      body: '{"a":1}',
    });
  });

  it('opens sockets to the API with the caller’s own address as real_ip, and their cookie', async () => {
    const upstream = createServer();
    new WebSocketServer({ server: upstream }).on('connection', (socket, request) =>
      socket.send(JSON.stringify({ realIp: request.headers.real_ip, cookie: request.headers.cookie })),
    );
    upstream.listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    const door = buildFrontDoor({ apiOrigin: origin(upstream), webOrigin: origin(web) });
    const doorBase = await door.listen({ port: 0, host: '127.0.0.1' });
    try {
      const client = new WebSocket(`${doorBase.replace(/^http/, 'ws')}/api/ws`, {
        headers: { real_ip: '203.0.113.9', cookie: 'token=abc' },
      });
      const [data] = await once(client, 'message');
      expect(JSON.parse(String(data))).toEqual({ realIp: '127.0.0.1', cookie: 'token=abc' });
      client.close();
    } finally {
      await door.close();
      upstream.close();
    }
  });

  it('passes the console’s cookie, its header and the browser’s Origin on as they are, and Set-Cookie back', async () => {
    // Issue 26: the staff session is a cookie, and a call signed in by it is judged by these headers.
    const upstream = createServer((request, response) => {
      const { cookie, origin, 'sec-fetch-site': site, 'x-console-call': consoleCall } = request.headers;
      response.setHeader(
        'set-cookie',
        'staff_session=abc; Max-Age=60; Path=/api/admin; HttpOnly; SameSite=Strict',
      );
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ cookie, origin, site, consoleCall }));
    });
    upstream.listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    const door = buildFrontDoor({ apiOrigin: origin(upstream), webOrigin: origin(web) });
    const doorBase = await door.listen({ port: 0, host: '127.0.0.1' });
    try {
      const sent = {
        cookie: 'staff_session=abc; token=xyz',
        origin: 'https://shop.example',
        'sec-fetch-site': 'same-origin',
        'x-console-call': '1',
      };
      const response = await fetch(`${doorBase}/api/admin/staff/me`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...sent },
        body: '{}',
      });
      expect(await response.json()).toEqual({
        cookie: sent.cookie,
        origin: sent.origin,
        site: sent['sec-fetch-site'],
        consoleCall: '1',
      });
      expect(response.headers.getSetCookie()).toEqual([
        'staff_session=abc; Max-Age=60; Path=/api/admin; HttpOnly; SameSite=Strict',
      ]);
    } finally {
      await door.close();
      upstream.close();
    }
  });

  it('sends pages, and paths that merely start with "api", to the storefront', async () => {
    for (const path of ['/', '/en/news?page=2', '/apiary-game']) {
      const seen = (await (await fetch(base + path)).json()) as Seen;
      expect(seen, path).toMatchObject({ upstream: 'web', url: path });
    }
  });

  it('answers 503 with the catalogue code in the caller’s language when the API is down', async () => {
    const down = buildFrontDoor({ apiOrigin: 'http://127.0.0.1:9', webOrigin: origin(web) });
    const downBase = await down.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`${downBase}/api/web/system/baseInfo`, {
        method: 'POST',
        headers: { lang: 'ru' },
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        code: -1107,
        msg: 'Сервис временно недоступен, повторите попытку чуть позже',
        data: null,
      });
    } finally {
      await down.close();
    }
  });

  it('refuses a body larger than the API takes with 413 and the envelope, in the caller’s language', async () => {
    const response = await fetch(`${base}/api/web/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'en' },
      body: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      code: -1103,
      msg: 'The request body is too large (at most 64 KB)',
      data: null,
    });
  });

  it('lets an image up to the upload limit through, and refuses a larger one as the API would', async () => {
    const put = (bytes: number) =>
      fetch(`${base}/api/files/up/abc.png`, {
        method: 'PUT',
        headers: { 'content-type': 'image/png', lang: 'ru' },
        body: new Uint8Array(bytes),
      });
    const within = await put(2 * 1024 * 1024);
    expect(((await within.json()) as Seen).upstream).toBe('api');
    const over = await put(6 * 1024 * 1024);
    expect(over.status).toBe(413);
    expect(((await over.json()) as { code: number }).code).toBe(-1320);
  });
});
