import { ERROR } from '@storefront/contracts/constants';
import type { ProofChallenge } from '@storefront/contracts/proof-of-work';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onError } from '../notify';
import { withProof } from '../proof-of-work/with-proof';
import { callApi } from './browser';

// The worker's SHA-256 search runs in Chromium (e2e/proof-of-work.spec.ts); here a solution is given.
const solveProof = vi.hoisted(() => vi.fn());
vi.mock('../proof-of-work/solve', () => ({ solveProof }));

/** The page's cookies as the browser keeps them: name=value pairs, set one at a time. */
function cookieJar() {
  const jar = new Map<string, string>();
  return {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('max-age=0')) jar.delete(name);
      else jar.set(name, value);
    },
    documentElement: { dataset: { lang: 'en' } },
  };
}

/** The store's answers by call, in turn; what was sent is recorded. */
function store(answers: Record<string, { status?: number; body: unknown }[]>) {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = url.replace('/api/web/', '');
    sent.push({ path, body: JSON.parse(String(init.body)) });
    const next = answers[path]?.shift();
    if (!next) throw new Error(`no answer left for ${path}`);
    return new Response(JSON.stringify(next.body), { status: next.status ?? 200 });
  });
  return sent;
}

let shown: string[];
let stop: () => void;
beforeEach(() => {
  vi.stubGlobal('document', cookieJar());
  vi.stubGlobal('location', { protocol: 'http:' });
  shown = [];
  stop = onError((message) => shown.push(message));
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

describe('a call whose session has gone', () => {
  it('shows the rate limit the new login met, in its own words, never "Token expired"', async () => {
    const tooMany = 'Слишком много запросов, повторите попытку через 30 с';
    store({
      'order/create': [{ body: { code: ERROR.TOKEN_EXPIRED, msg: 'Токен истёк', data: null } }],
      'auth/loginByDevice': [
        { status: 429, body: { code: ERROR.TOO_MANY_REQUESTS, msg: tooMany, data: null } },
      ],
    });
    const answer = await callApi('order/create', {
      productId: 'iron-citadel',
      skuId: 'sku_1',
      quantity: 1,
      acceptTerms: true,
    });
    expect(answer).toMatchObject({ ok: false, code: ERROR.TOO_MANY_REQUESTS, msg: tooMany });
    expect(shown).toEqual([tooMany]);
  });

  it('goes on once the new login is in, after the proof of work it was asked', async () => {
    const challenge = { parameters: { keyPrefix: '0000' }, signature: 'ab' } as unknown as ProofChallenge;
    const login = { token: 'tok', tokenExpireTime: Date.now() + 60_000, lang: 'en', region: 'RUS' };
    const sent = store({
      'order/create': [
        { body: { code: ERROR.TOKEN_EXPIRED, msg: 'Token expired', data: null } },
        { body: { code: 1, msg: 'success', data: { orderNo: '1' } } },
      ],
      'auth/loginByDevice': [
        { body: { code: ERROR.PROOF_OF_WORK_REQUIRED, msg: 'check', data: challenge } },
        { body: { code: 1, msg: 'success', data: { ...login, currency: 'RUB', isBindEmail: 0, email: '' } } },
      ],
    });
    const solution = { counter: 7, derivedKey: '0000ab' };
    solveProof.mockResolvedValueOnce({ challenge, solution });
    const answer = await callApi('order/create', {
      productId: 'p',
      skuId: 's',
      quantity: 1,
      acceptTerms: true,
    });
    expect(solveProof).toHaveBeenCalledWith(challenge);
    expect(answer.ok).toBe(true);
    expect(sent.map((call) => call.path)).toEqual([
      'order/create',
      'auth/loginByDevice',
      'auth/loginByDevice',
      'order/create',
    ]);
    expect(sent[2]!.body).toMatchObject({ proof: { challenge, solution } });
    expect(shown).toEqual([]);
  });
});

describe('withProof', () => {
  it('answers what is not a request for a proof as it came, without solving anything', async () => {
    const solve = vi.fn();
    const refused = { ok: false, code: ERROR.TOO_MANY_REQUESTS, data: undefined };
    expect(await withProof(async () => refused, solve)).toBe(refused);
    expect(solve).not.toHaveBeenCalled();
  });
});
