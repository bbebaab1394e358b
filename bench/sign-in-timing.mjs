#!/usr/bin/env node
// Whether the time of an answer tells if an address has an account (issue 11, item 13). Registration
// and password sign-in are asked about known and unknown addresses in turn, interleaved so that a
// busier moment of the machine weighs on every case alike, and the bench prints each case's p50 and
// p90 in milliseconds and their gap to the unknown address. Never fails on a figure. Runs the API
// alone on its own ports, data folder and embedded PostgreSQL, with the sign-in and mail limits
// raised: the bench is one source asking hundreds of times.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi } from './store-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = Number(process.env.BENCH_API_PORT ?? 3617);
const rounds = Number(process.env.BENCH_ROUNDS ?? 60);
const PASSWORD = 'bench-password-1';

const many = '1000000';
const { origin, answering, stop } = await startApi({
  root,
  name: 'bench-sign-in',
  apiPort,
  pgPort: process.env.BENCH_PG_PORT ?? '54372',
  env: {
    SIGNIN_LIMIT_PER_EMAIL: many,
    SIGNIN_LIMIT_PER_IP: many,
    SIGNIN_FAILURES_PER_EMAIL_HOUR: many,
    MAIL_LIMIT_PER_EMAIL: many,
    MAIL_LIMIT_PER_IP: many,
    MAIL_INTERVAL_SECONDS: '1',
  },
});

async function call(callPath, body) {
  const started = performance.now();
  const res = await fetch(`${origin}/api/web/${callPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en' },
    body: JSON.stringify(body),
  });
  const { code } = await res.json();
  return { ms: performance.now() - started, code };
}

const fresh = () => `bench-${randomBytes(6).toString('hex')}@example.test`;
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)];

try {
  await answering();
  // One known address per round: a second mail to an address within a minute is refused (-1106).
  const known = [];
  for (let i = 0; i < rounds + 5; i++) {
    const email = fresh();
    await call('auth/register', { email, password: PASSWORD });
    known.push(email);
  }
  const cases = {
    'register, unknown address': () => call('auth/register', { email: fresh(), password: PASSWORD }),
    'register, known address': (i) => call('auth/register', { email: known[i], password: PASSWORD }),
    'loginByPwd, unknown address': () => call('auth/loginByPwd', { email: fresh(), password: PASSWORD }),
    'loginByPwd, known, wrong password': (i) =>
      call('auth/loginByPwd', { email: known[i], password: 'not-the-password' }),
  };
  const times = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
  const codes = Object.fromEntries(Object.keys(cases).map((name) => [name, new Set()]));
  for (let i = -5; i < rounds; i++) {
    for (const [name, run] of Object.entries(cases)) {
      const { ms, code } = await run(i + 5);
      if (i < 0) continue; // warm-up: first hashes, first connections
      times[name].push(ms);
      codes[name].add(code);
    }
  }
  const base = { register: 'register, unknown address', loginByPwd: 'loginByPwd, unknown address' };
  console.table(
    Object.entries(times).map(([name, values]) => {
      const p50 = percentile(values, 0.5);
      const reference = percentile(times[base[name.split(',')[0]]], 0.5);
      return {
        case: name,
        answers: [...codes[name]].join(' '),
        'p50 ms': p50.toFixed(1),
        'p90 ms': percentile(values, 0.9).toFixed(1),
        'p50 gap to unknown, ms': (p50 - reference).toFixed(1),
      };
    }),
  );
  console.log(`${rounds} rounds, each case once per round, interleaved.`);
} finally {
  await stop();
}
