import { randomInt } from 'node:crypto';
import { ERROR, ProofChallenge, type Proof } from '@storefront/contracts';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';

/**
 * A new guest starts with every allowance a customer has, so one source address opens only so many
 * freely (issue 11: 40 new guest sessions in 0.4 s, each with a fresh order allowance). Past that,
 * the address may be a mobile carrier's with thousands of phones behind it (issue 26): nobody is
 * refused, each further guest costs its browser a proof of work.
 */
const SECRET = 'guest-limit-test-proof-of-work-secret-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    GUEST_LIMIT_PER_IP_MINUTE: '3',
    GUEST_LIMIT_PER_IP_HOUR: '5',
    PROOF_OF_WORK_SECRET: SECRET,
  });
});
afterAll(() => t.close());

const newDevice = () => `guest-limit-${randomInt(1e12)}`;

const login = (device: string, ip: string, { lang = 'en', proof }: { lang?: string; proof?: Proof } = {}) =>
  t.call('auth/loginByDevice', { DeviceId: device, ...(proof && { proof }) }, { real_ip: ip, lang });

/** What the browser does with a challenge: the SHA-256 search, here in Node. */
async function solve(challenge: ProofChallenge): Promise<Proof> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

/** The challenge a refused new guest is answered with, checked against the contract. */
async function challengeFor(ip: string, lang = 'en'): Promise<ProofChallenge> {
  const answer = await login(newDevice(), ip, { lang });
  expect(answer.statusCode).toBe(200);
  const body = answer.json();
  expect(body.code).toBe(ERROR.PROOF_OF_WORK_REQUIRED);
  return ProofChallenge.parse(body.data);
}

describe('new guests from one source address', () => {
  it('past the minute’s rate are asked a proof of work, and let in once it is solved', async () => {
    const ip = '203.0.113.10';
    const devices = [newDevice(), newDevice(), newDevice()];
    for (const device of devices) expect((await login(device, ip)).json().code).toBe(1);

    // The fourth new guest is not refused (-1106): it gets a challenge, in the caller's language.
    const device = newDevice();
    const asked = await login(device, ip, { lang: 'ru' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      code: ERROR.PROOF_OF_WORK_REQUIRED,
      msg: 'Из вашей сети сейчас делают покупки многие: браузеру нужно сначала пройти короткую проверку',
    });
    const proof = await solve(ProofChallenge.parse(asked.json().data));
    const admitted = await login(device, ip, { proof });
    expect(admitted.json()).toMatchObject({ code: 1, data: { isRegister: 0 } });
    // It is a guest like any other: its device resumes it without a proof.
    expect((await login(device, ip)).json().data.userId).toBe(admitted.json().data.userId);

    // The guests it opened come back as often as they like, and another address is not held back.
    expect((await login(devices[0]!, ip)).json().code).toBe(1);
    expect((await login(newDevice(), '203.0.113.11')).json().code).toBe(1);
  });

  it('refuse a proof used already, a wrong one, a tampered challenge and an expired one with -1233', async () => {
    const ip = '203.0.113.20';
    for (let i = 0; i < 3; i++) expect((await login(newDevice(), ip)).json().code).toBe(1);
    const proof = await solve(await challengeFor(ip));
    expect((await login(newDevice(), ip, { proof })).json().code).toBe(1);

    const reused = await login(newDevice(), ip, { proof, lang: 'ru' });
    expect(reused.statusCode).toBe(200);
    expect(reused.json()).toEqual({
      code: ERROR.PROOF_OF_WORK_INVALID,
      msg: 'Проверка браузера не пройдена или её время истекло: обновите страницу и попробуйте снова',
      data: null,
    });

    const fresh = await challengeFor(ip);
    const solved = await solve(fresh);
    const wrongCounter = {
      ...solved,
      solution: { ...solved.solution, counter: solved.solution.counter + 1 },
    };
    expect((await login(newDevice(), ip, { proof: wrongCounter })).json().code).toBe(
      ERROR.PROOF_OF_WORK_INVALID,
    );
    // A challenge made easier by the client no longer carries the store's signature.
    const easier = { ...fresh, parameters: { ...fresh.parameters, keyPrefix: '0' } };
    expect((await login(newDevice(), ip, { proof: await solve(easier) })).json().code).toBe(
      ERROR.PROOF_OF_WORK_INVALID,
    );

    // Signed with the store's key, but its time is over.
    const expired = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      deriveKey,
      keyPrefix: '0000',
      expiresAt: Math.floor(Date.now() / 1000) - 1,
      hmacSignatureSecret: SECRET,
    });
    const late = await solve(ProofChallenge.parse(expired));
    expect((await login(newDevice(), ip, { proof: late })).json().code).toBe(ERROR.PROOF_OF_WORK_INVALID);

    // None of them opened a guest; the unused solution still does.
    expect((await login(newDevice(), ip, { proof: solved })).json().code).toBe(1);
  });

  it('cost more work the further past the rate the address is', async () => {
    const ip = '203.0.113.30';
    for (let i = 0; i < 3; i++) expect((await login(newDevice(), ip)).json().code).toBe(1);
    expect((await challengeFor(ip)).parameters.cost).toBe(1);
    expect((await challengeFor(ip)).parameters.cost).toBe(1);
    // Twice the rate (6 new guests against 3 a minute): one step harder.
    expect((await challengeFor(ip)).parameters.cost).toBe(2);
  });

  it('past the hour’s rate are asked a proof of work too, for up to an hour', async () => {
    // One subscriber's IPv6 block is one source, whichever of its addresses asks.
    let n = 0;
    const fromBlock = () => `2001:db8:77:1::${(++n).toString(16)}`;
    for (let i = 0; i < 3; i++) expect((await login(newDevice(), fromBlock())).json().code).toBe(1);
    await challengeFor(fromBlock());
    // A minute on (its window moved back), the minute's rate has room again; the hour's has not.
    await t.database.db.execute(
      sql`UPDATE rate_limits SET window_start = window_start - interval '61 seconds' WHERE key LIKE 'guest-ip-minute:%'`,
    );
    expect((await login(newDevice(), fromBlock())).json().code).toBe(1);
    const challenge = await challengeFor(fromBlock());
    expect((await login(newDevice(), fromBlock(), { proof: await solve(challenge) })).json().code).toBe(1);
  });
});
