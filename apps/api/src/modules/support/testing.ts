import type { ServerFrame } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '../../app.ts';
import type { Config } from '../../config.ts';
import { connectDatabase } from '../../platform/db/client.ts';
import { jobSender } from '../../platform/jobs.ts';
import type { TestApp } from '../../testing/app.ts';
import { demoSkuId } from '../../demo/catalog.ts';
import { DEMO_AGENT } from '../../demo/agent.ts';
import { createServices } from '../index.ts';

let devices = 0;

/** A new guest's token (guests can order, so they can ask about an order too). */
export async function guest(t: TestApp): Promise<{ token: string; userId: string }> {
  const res = await t.call('auth/loginByDevice', { DeviceId: `support-test-${devices++}-${Date.now()}` });
  return res.json().data;
}

/** An unpaid top-up order of the customer's. */
export async function orderOf(t: TestApp, token: string): Promise<string> {
  const res = await t.call(
    'order/create',
    {
      productId: 'starfall-legends',
      skuId: demoSkuId('starfall-legends', 60),
      playerId: '512345678',
      serverId: 'asia',
      acceptTerms: true,
    },
    { authorization: token },
  );
  const orderNo = res.json().data?.orderNo;
  if (!orderNo) throw new Error(`order/create failed: ${res.body}`);
  return orderNo;
}

/** `POST /api/admin/<path>` on an app. */
export function admin(app: FastifyInstance, path: string, body: unknown = {}, token?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/${path}`,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    payload: JSON.stringify(body),
  });
}

/** The demo agent's token (the demo data seeds it in every test database). */
export async function agentToken(app: FastifyInstance): Promise<string> {
  const res = await admin(app, 'agent/login', { email: DEMO_AGENT.email, password: DEMO_AGENT.password });
  return res.json().data.token;
}

/**
 * Another API process over the same database: its own pool, services and LISTEN connection,
 * listening on a port of its own, as a second `ROLE=api` process would (configured as `t` unless
 * told otherwise).
 */
export async function secondApi(
  t: TestApp,
  config: Config = t.config,
): Promise<{ app: FastifyInstance; url: string; close(): Promise<void> }> {
  const database = connectDatabase(t.database.url);
  const services = createServices({ db: database.db, config, jobs: jobSender(t.boss) });
  const app = await buildApp({ db: database.db, config, services });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url: address,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A chat socket that keeps every frame it gets, to wait for the one a test expects. */
export interface TestSocket {
  ws: WebSocket;
  frames: ServerFrame[];
  next<T extends ServerFrame['type']>(
    type: T,
    match?: (frame: Extract<ServerFrame, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ServerFrame, { type: T }>>;
  send(frame: object): void;
  closed: Promise<number>;
}

/** `headers`: the upgrade request's, such as the `real_ip` a front door sets. */
export function openSocket(baseUrl: string, query = '', headers: Record<string, string> = {}): TestSocket {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws${query}`, { headers });
  const frames: ServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as ServerFrame);
    for (const wake of waiters) wake();
  });
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    frames,
    closed: new Promise((resolve) => ws.on('close', (code) => resolve(code))),
    send(frame) {
      void opened.then(() => ws.send(JSON.stringify(frame)));
    },
    next(type, match = () => true, timeoutMs = 5000) {
      type Found = Extract<ServerFrame, { type: typeof type }>;
      return new Promise<Found>((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < frames.length; seen++) {
            const frame = frames[seen]!;
            if (frame.type === type && match(frame as Found)) {
              frames.splice(seen, 1);
              cleanup();
              return resolve(frame as Found);
            }
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}
