import { ERROR, LoginByThirdAccountData } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import * as oauth from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { createTestApp, type TestApp } from '../../../testing/app.ts';
import { coupons } from '../../coupons/tables.ts';
import { customers, sessions } from '../tables.ts';
import { hashToken } from '../tokens.ts';
import { socialAccounts, socialLogins } from './tables.ts';
import { startTestProvider, TEST_CLIENTS, type TestProvider } from './test-provider.ts';

const PUBLIC_URL = 'http://localhost:3000';

let provider: TestProvider;
let t: TestApp;
let subjects = 0;
const newSubject = () => `subject-${Date.now()}-${subjects++}`;

beforeAll(async () => {
  provider = await startTestProvider(PUBLIC_URL);
  t = await createTestApp({
    PUBLIC_URL,
    OAUTH_GOOGLE_CLIENT_ID: TEST_CLIENTS.google.id,
    OAUTH_GOOGLE_CLIENT_SECRET: TEST_CLIENTS.google.secret,
    OAUTH_GOOGLE_ISSUER: provider.issuer,
    OAUTH_VK_CLIENT_ID: TEST_CLIENTS.vk.id,
    OAUTH_VK_CLIENT_SECRET: TEST_CLIENTS.vk.secret,
    OAUTH_VK_AUTHORIZATION_URL: `${provider.issuer}/auth`,
    OAUTH_VK_TOKEN_URL: `${provider.issuer}/token`,
    OAUTH_VK_USERINFO_URL: `${provider.issuer}/me`,
    // The stand-in answers user info only to OpenID tokens; `vk` is the scope showing VK's fields.
    OAUTH_VK_SCOPE: 'openid vk',
    OAUTH_YANDEX_CLIENT_ID: TEST_CLIENTS.yandex.id,
    OAUTH_YANDEX_CLIENT_SECRET: TEST_CLIENTS.yandex.secret,
    OAUTH_YANDEX_AUTHORIZATION_URL: `${provider.issuer}/auth`,
    OAUTH_YANDEX_TOKEN_URL: `${provider.issuer}/token`,
    OAUTH_YANDEX_USERINFO_URL: `${provider.issuer}/me`,
    OAUTH_YANDEX_SCOPE: 'openid yandex',
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

type Provider = 'google' | 'vk' | 'yandex';
let devices = 0;

/** A browser's guest session, as the web starts one before anything else. */
async function guestSession(headers: Record<string, string> = {}, app = t) {
  const res = await app.call(
    'auth/loginByDevice',
    { DeviceId: `social-device-${Date.now()}-${devices++}` },
    headers,
  );
  return res.json().data as { token: string; userId: string };
}

async function start(
  body: { provider: Provider; backPath?: string },
  headers: Record<string, string> = {},
  app = t,
) {
  const res = await app.call('auth/thirdAccountStart', body, headers);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/**
 * A browser's whole trip: its guest session, thirdAccountStart, the provider's pages, and the
 * parameters of the return that /{lang}/login/social/{provider} forwards to loginByThirdAccount.
 */
async function signInAtProvider(
  body: { provider: Provider; backPath?: string },
  headers: Record<string, string> = {},
) {
  const guest = await guestSession(headers);
  const started = await start(body, { ...headers, authorization: guest.token });
  expect(started.code).toBe(1);
  const returned = await provider.authorize(started.data.authorizationUrl);
  return {
    guest,
    returned,
    params: {
      provider: body.provider,
      code: returned.searchParams.get('code')!,
      state: returned.searchParams.get('state')!,
      ...(returned.searchParams.has('iss') && { iss: returned.searchParams.get('iss')! }),
    },
  };
}

async function finish(
  { guest, params }: { guest: { token: string }; params: Record<string, string> },
  headers: Record<string, string> = {},
) {
  const res = await t.call('auth/loginByThirdAccount', params, { authorization: guest.token, ...headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('auth/thirdAccountStart', () => {
  it("answers the provider's authorization URL with state, PKCE (S256) and, for OpenID, a nonce", async () => {
    const guest = await guestSession();
    const { data } = await start({ provider: 'google' }, { lang: 'en', authorization: guest.token });
    const url = new URL(data.authorizationUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: TEST_CLIENTS.google.id,
      response_type: 'code',
      scope: 'openid email',
      redirect_uri: `${PUBLIC_URL}/en/login/social/google`,
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) {
      expect(url.searchParams.get(name)!.length, name).toBeGreaterThanOrEqual(43);
    }
    // Only the state's hash is stored; the verifier is what the challenge was made from.
    const [row] = await t.database.db
      .select()
      .from(socialLogins)
      .where(eq(socialLogins.stateHash, hashToken(url.searchParams.get('state')!)));
    expect(row).toMatchObject({
      provider: 'google',
      nonce: url.searchParams.get('nonce'),
      customerId: guest.userId,
      usedAt: null,
    });
    expect(await oauth.calculatePKCECodeChallenge(row!.codeVerifier)).toBe(
      url.searchParams.get('code_challenge'),
    );
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60 * 1000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
  });

  it('returns to the default language (ru) when the Lang header names none of the enabled ones', async () => {
    const guest = await guestSession();
    const { data } = await start({ provider: 'vk' }, { lang: 'th', authorization: guest.token });
    const url = new URL(data.authorizationUrl);
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/ru/login/social/vk`);
    expect(url.searchParams.get('nonce')).toBeNull();
  });

  it('needs a session (-1001 sends the web to start one first)', async () => {
    expect((await start({ provider: 'google' })).code).toBe(ERROR.TOKEN_EXPIRED);
  });

  it('accepts only a path on this site as backPath', async () => {
    const { token } = await guestSession();
    for (const backPath of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'myOrder']) {
      const res = await start({ provider: 'google', backPath }, { authorization: token });
      expect(res.code, backPath).toBe(ERROR.FIELD_INVALID);
    }
    const res = await start(
      { provider: 'google', backPath: '/ru/myOrder?invite=true' },
      { authorization: token },
    );
    expect(res.code).toBe(1);
  });

  it('refuses a provider that is not configured, with its own code', async () => {
    const bare = await createTestApp({ PUBLIC_URL });
    try {
      const guest = await guestSession({}, bare);
      const res = await start({ provider: 'google' }, { lang: 'en', authorization: guest.token }, bare);
      expect(res).toMatchObject({ code: ERROR.SOCIAL_PROVIDER_UNAVAILABLE, data: null });
      expect(res.msg).toBe('This sign-in option is not available');
      const login = await bare.call(
        'auth/loginByThirdAccount',
        { provider: 'yandex', code: 'code', state: 'state' },
        { authorization: guest.token },
      );
      expect(login.json().code).toBe(ERROR.SOCIAL_PROVIDER_UNAVAILABLE);
    } finally {
      await bare.close();
    }
  });
});

describe('auth/loginByThirdAccount with Google (OpenID Connect)', () => {
  it('makes the guest a registered account with the verified e-mail, then signs it in from another guest', async () => {
    const subject = newSubject();
    provider.signInAs(subject, { email: `${subject}@example.com`, emailVerified: true });
    const trip = await signInAtProvider({ provider: 'google', backPath: '/en/myOrder' }, { lang: 'en' });
    const first = await finish(trip);
    expect(first.code).toBe(1);
    expect(Object.keys(first.data).sort()).toEqual(Object.keys(LoginByThirdAccountData.shape).sort());
    expect(first.data).toMatchObject({
      userId: trip.guest.userId,
      isRegister: 1,
      isBindEmail: 1,
      email: `${subject}@example.com`,
      backPath: '/en/myOrder',
    });
    const [account] = await t.database.db.select().from(customers).where(eq(customers.id, first.data.userId));
    expect(account).toMatchObject({ kind: 'registered', email: `${subject}@example.com` });
    expect(account!.emailVerifiedAt).not.toBeNull();
    expect(account!.inviteCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    // Registered from the guest's device: the new-user coupon, as registration gives it.
    const held = await t.database.db.select().from(coupons).where(eq(coupons.customerId, account!.id));
    expect(held.map((coupon) => coupon.source)).toEqual(['newUser']);
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(first.data.token)));
    expect(session!.customerId).toBe(first.data.userId);

    const again = await signInAtProvider({ provider: 'google' });
    const second = await finish(again);
    expect(second.code).toBe(1);
    expect(second.data).toMatchObject({ userId: first.data.userId, backPath: '' });
    expect(second.data.token).not.toBe(first.data.token);
    // The second guest joined the account and its session ended; the guest itself stays a guest.
    const [guest] = await t.database.db.select().from(customers).where(eq(customers.id, again.guest.userId));
    expect(guest!.kind).toBe('guest');
    expect((await t.call('auth/loginByToken', {}, { authorization: again.guest.token })).json().code).toBe(
      ERROR.TOKEN_EXPIRED,
    );
  });

  it('refuses a state used once already', async () => {
    provider.signInAs(newSubject(), { email: 'replay@example.com', emailVerified: true });
    const trip = await signInAtProvider({ provider: 'google' });
    const first = await finish(trip);
    expect(first.code).toBe(1);
    const replay = await finish({ ...trip, guest: first.data }, { lang: 'ru' });
    expect(replay).toMatchObject({ code: ERROR.SOCIAL_SIGN_IN_EXPIRED, data: null });
    expect(replay.msg).toBe('Срок действия ссылки для входа истёк, попробуйте ещё раз');
  });

  it('refuses an unknown or expired state', async () => {
    provider.signInAs(newSubject(), { email: 'late@example.com', emailVerified: true });
    const trip = await signInAtProvider({ provider: 'google' });
    const unknown = await finish({ ...trip, params: { ...trip.params, state: oauth.randomState() } });
    expect(unknown.code).toBe(ERROR.SOCIAL_SIGN_IN_EXPIRED);
    await t.database.db
      .update(socialLogins)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(socialLogins.stateHash, hashToken(trip.params.state)));
    expect((await finish(trip)).code).toBe(ERROR.SOCIAL_SIGN_IN_EXPIRED);
  });

  it("refuses another provider's state, and leaves it usable for its own", async () => {
    provider.signInAs(newSubject(), { vkUser: { user_id: 7_000_001 } });
    const trip = await signInAtProvider({ provider: 'vk' });
    const crossed = await finish({ ...trip, params: { ...trip.params, provider: 'google' } });
    expect(crossed.code).toBe(ERROR.SOCIAL_SIGN_IN_EXPIRED);
    expect((await finish(trip)).code).toBe(1);
  });

  it('refuses a return finished by another session than the one that began it (login CSRF)', async () => {
    provider.signInAs(newSubject(), { email: 'attacker@example.com', emailVerified: true });
    const attackers = await signInAtProvider({ provider: 'google' });
    const victim = await guestSession();
    expect((await finish({ ...attackers, guest: victim })).code).toBe(ERROR.SOCIAL_SIGN_IN_EXPIRED);
    const anonymous = await t.call('auth/loginByThirdAccount', attackers.params);
    expect(anonymous.json().code).toBe(ERROR.SOCIAL_SIGN_IN_EXPIRED);
  });

  it('fails the sign-in when the PKCE verifier does not match, and the state is spent', async () => {
    provider.signInAs(newSubject(), { email: 'pkce@example.com', emailVerified: true });
    const trip = await signInAtProvider({ provider: 'google' });
    await t.database.db
      .update(socialLogins)
      .set({ codeVerifier: oauth.randomPKCECodeVerifier() })
      .where(eq(socialLogins.stateHash, hashToken(trip.params.state)));
    const res = await finish(trip, { lang: 'en' });
    expect(res).toMatchObject({ code: ERROR.SOCIAL_LOGIN_FAILED, msg: 'Login failed, please try again.' });
    expect((await finish(trip)).code).toBe(ERROR.SOCIAL_SIGN_IN_EXPIRED);
  });

  it('fails the sign-in when the code is not one the provider issued', async () => {
    provider.signInAs(newSubject(), { email: 'forged@example.com', emailVerified: true });
    const trip = await signInAtProvider({ provider: 'google' });
    const forged = await finish({ ...trip, params: { ...trip.params, code: 'forged-code' } });
    expect(forged.code).toBe(ERROR.SOCIAL_LOGIN_FAILED);
  });

  it('links to the existing account with the same verified e-mail and merges the guest into it', async () => {
    const [existing] = await t.database.db
      .insert(customers)
      .values({
        id: `cus_existing${Date.now()}`,
        kind: 'registered',
        email: 'known@example.com',
        lang: 'en',
        regionCode: 'THA',
        currencyCode: 'THB',
      })
      .returning();
    const subject = newSubject();
    provider.signInAs(subject, { email: 'Known@Example.com', emailVerified: true });
    const trip = await signInAtProvider({ provider: 'google' });
    const { data } = await finish(trip);
    expect(data).toMatchObject({ userId: existing!.id, email: 'known@example.com', region: 'THA' });
    const links = await t.database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.customerId, existing!.id));
    expect(links).toEqual([expect.objectContaining({ provider: 'google', subject })]);
    const [guest] = await t.database.db.select().from(customers).where(eq(customers.id, trip.guest.userId));
    expect(guest!.kind).toBe('guest');
  });

  it("takes an unverified account's address back from whoever set its password", async () => {
    const device = await t.call('auth/loginByDevice', { DeviceId: `squatter-device-${Date.now()}` });
    const squatter = await t.call(
      'auth/register',
      { email: 'owner@example.com', password: 'squatter-pass' },
      { authorization: device.json().data.token },
    );
    expect(squatter.json().code).toBe(1);
    const [account] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'owner@example.com'));
    // A session such as registration gave before it stopped signing anyone in.
    const squatterSession = await t.services.auth.openSession(account!);

    provider.signInAs(newSubject(), { email: 'owner@example.com', emailVerified: true });
    const { data } = await finish(await signInAtProvider({ provider: 'google' }));
    expect(data).toMatchObject({ userId: account!.id, email: 'owner@example.com', passwordCleared: 1 });

    const oldSession = await t.call('auth/loginByToken', {}, { authorization: squatterSession.token });
    expect(oldSession.json().code).toBe(ERROR.TOKEN_EXPIRED);
    const byPassword = await t.call('auth/loginByPwd', {
      email: 'owner@example.com',
      password: 'squatter-pass',
    });
    expect(byPassword.json().code).toBe(ERROR.WRONG_CREDENTIALS);
  });

  it('does not trust an unverified e-mail: a new account without one', async () => {
    await t.database.db.insert(customers).values({
      id: `cus_victim${Date.now()}`,
      kind: 'registered',
      email: 'victim@example.com',
      lang: 'en',
      regionCode: 'RUS',
      currencyCode: 'RUB',
    });
    provider.signInAs(newSubject(), { email: 'victim@example.com', emailVerified: false });
    const { data } = await finish(await signInAtProvider({ provider: 'google' }));
    expect(data).toMatchObject({ isRegister: 1, isBindEmail: 0, email: '' });
    expect(data.userId).not.toMatch(/^cus_victim/);
  });

  it("keeps the guest's language and region on the new account", async () => {
    provider.signInAs(newSubject(), { email: 'from-guest@example.com', emailVerified: true });
    const trip = await signInAtProvider({ provider: 'google' }, { lang: 'en', region: 'idn' });
    const { data } = await finish(trip);
    expect(data).toMatchObject({ userId: trip.guest.userId, lang: 'en', region: 'IDN', currency: 'IDR' });
  });
});

describe('auth/loginByThirdAccount with VK ID and Yandex ID (OAuth 2 and user info)', () => {
  it("signs in with VK ID's user_id and, without a trusted e-mail, an account to bind one later", async () => {
    provider.signInAs(newSubject(), { vkUser: { user_id: 7_000_002, email: 'vk-user@example.com' } });
    const trip = await signInAtProvider({ provider: 'vk' });
    const first = await finish({ ...trip, params: { ...trip.params, deviceId: 'vk-device-1' } });
    expect(first.code).toBe(1);
    expect(first.data).toMatchObject({ isRegister: 1, isBindEmail: 0, email: '' });
    const [link] = await t.database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.customerId, first.data.userId));
    expect(link).toMatchObject({ provider: 'vk', subject: '7000002' });

    const again = await finish(await signInAtProvider({ provider: 'vk' }));
    expect(again.data.userId).toBe(first.data.userId);
  });

  it("signs in with Yandex ID's id and default e-mail", async () => {
    provider.signInAs(newSubject(), { yandex: { id: '9000001', default_email: 'Ya.User@Yandex.ru' } });
    const first = await finish(await signInAtProvider({ provider: 'yandex' }));
    expect(first.code).toBe(1);
    expect(first.data).toMatchObject({ isRegister: 1, isBindEmail: 1, email: 'ya.user@yandex.ru' });

    const again = await finish(await signInAtProvider({ provider: 'yandex' }));
    expect(again.data.userId).toBe(first.data.userId);
  });

  it('makes a separate account when a signed-in customer signs in with an unknown provider account', async () => {
    provider.signInAs(newSubject(), { vkUser: { user_id: 7_000_003 } });
    const owner = (await finish(await signInAtProvider({ provider: 'vk' }))).data;
    provider.signInAs(newSubject(), { yandex: { id: '9000003' } });
    const started = await start({ provider: 'yandex' }, { authorization: owner.token });
    const returned = await provider.authorize(started.data.authorizationUrl);
    const other = await finish({
      guest: owner,
      params: {
        provider: 'yandex',
        code: returned.searchParams.get('code')!,
        state: returned.searchParams.get('state')!,
      },
    });
    expect(other.code).toBe(1);
    expect(other.data.userId).not.toBe(owner.userId);
    expect(other.data).toMatchObject({ isRegister: 1, isBindEmail: 0 });
    const [kept] = await t.database.db.select().from(customers).where(eq(customers.id, owner.userId));
    expect(kept!.kind).toBe('registered');
  });

  it('keeps one provider account apart from the same id at another provider', async () => {
    provider.signInAs(newSubject(), { vkUser: { user_id: 9_000_002 }, yandex: { id: '9000002' } });
    const vk = await finish(await signInAtProvider({ provider: 'vk' }));
    const yandex = await finish(await signInAtProvider({ provider: 'yandex' }));
    expect(vk.code).toBe(1);
    expect(yandex.code).toBe(1);
    expect(vk.data.userId).not.toBe(yandex.data.userId);
  });
});

describe('the social sign-in calls in /api/docs', () => {
  it('name their failure codes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/web/auth/loginByThirdAccount'].post.description).toContain(
      '-1120 (Sign-in link expired, please try again)',
    );
    expect(doc.paths['/api/web/auth/thirdAccountStart'].post.description).toContain(
      '-1121 (This sign-in option is not available)',
    );
  });
});

describe('social sign-in configuration', () => {
  it('offers a provider only with both its client id and secret, with the public endpoints by default', () => {
    expect(loadConfig({}).social).toEqual({});
    const { social } = loadConfig({
      OAUTH_VK_CLIENT_ID: 'vk-app',
      OAUTH_VK_CLIENT_SECRET: 'vk-secret',
      OAUTH_YANDEX_CLIENT_ID: 'ya-app',
      OAUTH_YANDEX_CLIENT_SECRET: 'ya-secret',
    });
    expect(social).toEqual({
      vk: {
        clientId: 'vk-app',
        clientSecret: 'vk-secret',
        authorizationUrl: 'https://id.vk.com/authorize',
        tokenUrl: 'https://id.vk.com/oauth2/auth',
        userInfoUrl: 'https://id.vk.com/oauth2/user_info',
        scope: 'email',
      },
      yandex: {
        clientId: 'ya-app',
        clientSecret: 'ya-secret',
        authorizationUrl: 'https://oauth.yandex.ru/authorize',
        tokenUrl: 'https://oauth.yandex.ru/token',
        userInfoUrl: 'https://login.yandex.ru/info?format=json',
        scope: 'login:email login:info',
      },
    });
  });

  it('refuses half a client and plain http to another machine', () => {
    expect(() => loadConfig({ OAUTH_GOOGLE_CLIENT_ID: 'google-app' })).toThrowError(
      /OAUTH_GOOGLE_CLIENT_ID, OAUTH_GOOGLE_CLIENT_SECRET: set both or neither/,
    );
    expect(() => loadConfig({ OAUTH_GOOGLE_ISSUER: 'http://accounts.example.com' })).toThrowError(
      /OAUTH_GOOGLE_ISSUER: must be an https:\/\/ URL/,
    );
    expect(loadConfig({ OAUTH_YANDEX_TOKEN_URL: 'http://127.0.0.1:9999/token' })).toBeTruthy();
  });
});
