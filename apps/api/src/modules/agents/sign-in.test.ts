import { Writable } from 'node:stream';
import { ERROR } from '@storefront/contracts';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../platform/logger.ts';
import { MAIL_QUEUE } from '../../platform/mail/jobs.ts';
import { rateLimits } from '../../platform/tables.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { jobsSent } from '../../testing/jobs.ts';
import { mailTo } from '../../testing/outbox.ts';
import { delayAfter } from '../auth/sign-in-guard.ts';

// Issue 11, item 3: staff sign-in has the customers' password limits, answers a run of wrong
// passwords ever more slowly, and logs such a run once, without the address or the password.
// Issue 26, item 3: guesses spread over many sources lock nobody out; the owners are told instead.

let t: TestApp;
const lines: string[] = [];
let counter = 0;
const newIp = () => `192.0.2.${(counter++ % 250) + 1}`;

beforeAll(async () => {
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({}, createLogger({ level: 'info', destination }));
});
afterAll(() => t.close());

async function newAgent(role: 'agent' | 'owner' = 'agent') {
  const email = `${role}.${Date.now().toString(36)}${counter++}@storefront.test`;
  const password = 'agent-password-1';
  await t.services.agents.upsert({ email, name: 'Sam', password, role });
  return { email, password };
}

function login(email: string, password: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/agent/login',
    headers: { 'content-type': 'application/json', real_ip: ip },
    payload: JSON.stringify({ email, password }),
  });
}

/** The answer and how long it took. */
async function timedLogin(email: string, password: string, ip: string) {
  const started = performance.now();
  const res = await login(email, password, ip);
  return { code: res.json().code as number, ms: performance.now() - started };
}

describe('agent sign-in', () => {
  it('refuses the right password with -1106 after many wrong ones from that source', async () => {
    const agent = await newAgent();
    const ip = newIp();
    // Sent together, as the probe did (60 in 1.4 s): each is counted before it is checked.
    const answers = await Promise.all(
      Array.from({ length: 12 }, async () => (await login(agent.email, 'wrong-one', ip)).json().code),
    );
    expect(answers.filter((code) => code === ERROR.WRONG_CREDENTIALS)).toHaveLength(10);
    expect(answers.filter((code) => code === ERROR.TOO_MANY_REQUESTS)).toHaveLength(2);
    const right = await login(agent.email, agent.password, ip);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: ERROR.TOO_MANY_REQUESTS, data: null });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // The agent at their own desk is not locked out by it.
    expect((await login(agent.email, agent.password, newIp())).json()).toMatchObject({
      code: 1,
      data: { agent: { email: agent.email } },
    });
  });

  it('answers each wrong password in a row more slowly, and starts again after a success', async () => {
    const agent = await newAgent();
    const ip = newIp();
    for (const failures of [1, 2, 3]) {
      const { code, ms } = await timedLogin(agent.email, 'wrong-one', ip);
      expect(code).toBe(ERROR.WRONG_CREDENTIALS);
      expect(ms).toBeGreaterThanOrEqual(delayAfter(failures) - 5);
    }
    expect([delayAfter(1), delayAfter(2), delayAfter(3), delayAfter(10)]).toEqual([250, 500, 1000, 4000]);
    expect((await timedLogin(agent.email, agent.password, ip)).code).toBe(1);
    // The run is over: its counter is gone, and the next failure is the first of a new run.
    const runs = () =>
      t.database.db.select().from(rateLimits).where(like(rateLimits.key, 'agent-password-run:%'));
    const before = (await runs()).length;
    expect((await timedLogin(agent.email, 'wrong-one', ip)).code).toBe(ERROR.WRONG_CREDENTIALS);
    expect((await runs()).length).toBe(before + 1);
    expect((await runs()).map((row) => row.hits)).toContain(1);
  });

  it('logs a run of five wrong passwords once, with neither the address nor the password', async () => {
    const agent = await newAgent();
    const before = lines.length;
    // From different sources, as a spread guess would come.
    await Promise.all(Array.from({ length: 7 }, () => login(agent.email, 'guessed-pass', newIp())));
    const log = lines.slice(before).join('');
    const warnings = lines.slice(before).filter((line) => line.includes('wrong passwords in a row'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40, who: 'agent', failures: 5 });
    expect(JSON.parse(warnings[0]!).addressHash).toMatch(/^[0-9a-f]{16}$/);
    expect(log).not.toContain(agent.email);
    expect(log).not.toContain('guessed-pass');
  });
});

describe('staff sign-in from many sources', () => {
  it('never refuses a source of its own for guesses from others: the owners are mailed once instead', async () => {
    const owner = await newAgent('owner');
    const agent = await newAgent();
    const since = new Date();
    // 11 sources, 10 wrong passwords each: 110, past the hour's ceiling of 100 for one address.
    const guessers = Array.from({ length: 11 }, newIp);
    const answers = await Promise.all(
      guessers.flatMap((ip) =>
        Array.from({ length: 10 }, async () => (await login(agent.email, 'wrong-one', ip)).json().code),
      ),
    );
    expect(answers).toEqual(Array(110).fill(ERROR.WRONG_CREDENTIALS));
    // A source that failed is still held back, even with the right password...
    expect((await login(agent.email, agent.password, guessers[0]!)).statusCode).toBe(429);
    // ...but the agent at a twelfth address signs in.
    expect((await login(agent.email, agent.password, newIp())).json()).toMatchObject({
      code: 1,
      data: { agent: { email: agent.email } },
    });
    // The owners hear of it once, however long the guessing goes on, in the store's language.
    const alert = await mailTo(t, owner.email, (mail) => mail.text.includes(agent.email));
    expect(alert.subject).toContain(agent.email);
    expect(alert.text).toContain('/console/audit');
    await Promise.all(Array.from({ length: 5 }, () => login(agent.email, 'wrong-one', newIp())));
    expect(await jobsSent(t.boss, MAIL_QUEUE, { to: owner.email }, since)).toHaveLength(1);
    // Nor are the agents told (the alert is the owners').
    expect(await jobsSent(t.boss, MAIL_QUEUE, { to: agent.email }, since)).toHaveLength(0);
  });
});
