import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      databaseUrl: undefined,
      port: 3001,
      host: '127.0.0.1',
      role: 'all',
      embeddedPgPort: 54329,
      publicUrl: 'http://localhost:3000',
      cdnHost: undefined,
      enabledPathCodes: ['en', 'ru'],
      sessionTtlMs: 30 * 24 * 3600 * 1000,
      logLevel: 'info',
    });
    expect(config.dataDir).toBe(path.resolve(import.meta.dirname, '../../..', '.data'));
  });

  it('reads and normalises values', () => {
    const config = loadConfig({
      API_PORT: '4000',
      ROLE: 'worker',
      ENABLED_LANGS: ' EN, ru ,ph ',
      CDN_HOST: 'https://cdn.example.com/',
      SESSION_TTL_DAYS: '7',
      DATABASE_URL: 'postgres://u@h:5432/db',
      DATA_DIR: '',
    });
    expect(config).toMatchObject({
      port: 4000,
      role: 'worker',
      enabledPathCodes: ['en', 'ru', 'ph'],
      cdnHost: 'https://cdn.example.com',
      sessionTtlMs: 7 * 24 * 3600 * 1000,
      databaseUrl: 'postgres://u@h:5432/db',
    });
  });

  it('names every bad value in one clear error', () => {
    expect(() =>
      loadConfig({ API_PORT: 'abc', ROLE: 'boss', EMBEDDED_PG_PORT: '5432', ENABLED_LANGS: 'en,xx' }),
    ).toThrowError(
      /API_PORT[\s\S]*ROLE[\s\S]*EMBEDDED_PG_PORT: must not be 5432[\s\S]*"xx" is not a path code/,
    );
  });
});

describe('payment settings', () => {
  it('offer the sandbox gateway by default, notifying this API, and Stripe once both keys are set', () => {
    expect(loadConfig({ API_PORT: '4000' }).payments).toEqual({
      sandbox: { webhookSecret: expect.any(String), webhookUrl: 'http://127.0.0.1:4000/api/hooks/sandbox' },
      stripe: undefined,
    });
    // A worker listens nowhere: it notifies the store at its public address, behind the load balancer.
    expect(
      loadConfig({ ROLE: 'worker', API_PORT: '4000', PUBLIC_URL: 'https://shop.example' }).payments.sandbox
        ?.webhookUrl,
    ).toBe('https://shop.example/api/hooks/sandbox');
    expect(loadConfig({}).orderPaymentSeconds).toBe(900);
    const both = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).payments;
    expect(both.sandbox).toBeDefined();
    expect(both.stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', apiUrl: undefined });
  });

  it('turn the sandbox off when PAYMENT_PROVIDER=stripe: it takes no money', () => {
    const config = loadConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      NODE_ENV: 'production',
      INVENTORY_KEY: 'a'.repeat(64),
      CHAT_SIGNING_SECRET: 'c'.repeat(32),
    });
    expect(config.payments.sandbox).toBeUndefined();
  });

  it('take money only through the providers PAYMENT_PROVIDER names, each with its keys', () => {
    const keys = {
      YOOKASSA_SHOP_ID: '100500',
      YOOKASSA_SECRET_KEY: 'live_1',
      XENDIT_SECRET_KEY: 'xnd_production_1',
      XENDIT_CALLBACK_TOKEN: 'token_1',
    };
    const regional = loadConfig({ PAYMENT_PROVIDER: 'yookassa, xendit', ...keys }).payments;
    expect(Object.keys(regional).filter((name) => regional[name as keyof typeof regional])).toEqual([
      'yookassa',
      'xendit',
    ]);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'yookassa', ...keys })).toThrowError(
      /XENDIT_SECRET_KEY, XENDIT_CALLBACK_TOKEN: set, but PAYMENT_PROVIDER does not name xendit/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'xendit' })).toThrowError(/Xendit needs both/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'yookassa,paypal', ...keys })).toThrowError(
      /PAYMENT_PROVIDER/,
    );
    // Unset: the sandbox, and each provider whose keys are set.
    const all = loadConfig(keys).payments;
    expect([all.sandbox, all.yookassa, all.xendit].every(Boolean)).toBe(true);
    expect(all.stripe).toBeUndefined();
  });

  it('refuse half a Stripe setup, and a sandbox without its own secret in production', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrowError(/Stripe needs both/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrowError(/Stripe needs both/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', INVENTORY_KEY: 'a'.repeat(64) }),
    ).toThrowError(/SANDBOX_WEBHOOK_SECRET: must be set in production/);
    expect(() => loadConfig({ ORDER_PAYMENT_SECONDS: '5' })).toThrowError(/ORDER_PAYMENT_SECONDS/);
  });

  // Issue 26: the sandbox takes no money, so a production store must not offer it by default.
  it('keep the sandbox off in production unless PAYMENT_PROVIDER names it', () => {
    const yookassa = { YOOKASSA_SHOP_ID: '100500', YOOKASSA_SECRET_KEY: 'live_1' };
    const unset = loadConfig({ ...PRODUCTION, ...yookassa }).payments;
    expect(unset.sandbox).toBeUndefined();
    expect(unset.yookassa).toBeDefined();
    expect(loadConfig(PRODUCTION).payments.sandbox).toBeUndefined();
    const named = loadConfig({
      ...PRODUCTION,
      ...yookassa,
      PAYMENT_PROVIDER: 'sandbox,yookassa',
      SANDBOX_WEBHOOK_SECRET: 's'.repeat(32),
    }).payments;
    expect([named.sandbox?.webhookSecret, Boolean(named.yookassa)]).toEqual(['s'.repeat(32), true]);
    // Outside production (npm start, the tests) the demo pays through the sandbox as before.
    expect(loadConfig(yookassa).payments.sandbox).toBeDefined();
  });
});

/** A production environment with secrets of its own. */
const PRODUCTION = {
  NODE_ENV: 'production',
  INVENTORY_KEY: 'a'.repeat(64),
  CHAT_SIGNING_SECRET: 'c'.repeat(40),
};

describe('the development defaults published in the source', () => {
  // Issue 26: a notice signed with the published sandbox secret paid an order.
  it('are refused in production, each naming its variable', () => {
    const sandbox = { ...PRODUCTION, PAYMENT_PROVIDER: 'sandbox' };
    expect(() =>
      loadConfig({ ...sandbox, SANDBOX_WEBHOOK_SECRET: 'sandbox-dev-secret-not-for-production' }),
    ).toThrowError(/SANDBOX_WEBHOOK_SECRET: is the development default published in the source/);
    expect(() =>
      loadConfig({
        ...PRODUCTION,
        CHAT_SIGNING_SECRET: 'storefront-dev-chat-signing-secret-not-for-production',
      }),
    ).toThrowError(/CHAT_SIGNING_SECRET: is the development default published in the source/);
    const devKey = Buffer.from('storefront-dev-inventory-key-32b');
    for (const INVENTORY_KEY of [devKey.toString('hex'), devKey.toString('base64')]) {
      expect(() => loadConfig({ ...PRODUCTION, INVENTORY_KEY })).toThrowError(
        /INVENTORY_KEY: is the development default published in the source/,
      );
    }
    expect(loadConfig({ ...sandbox, SANDBOX_WEBHOOK_SECRET: 's'.repeat(32) }).payments.sandbox).toBeDefined();
  });

  it('still serve development and tests', () => {
    const config = loadConfig({
      SANDBOX_WEBHOOK_SECRET: 'sandbox-dev-secret-not-for-production',
      CHAT_SIGNING_SECRET: 'storefront-dev-chat-signing-secret-not-for-production',
      INVENTORY_KEY: Buffer.from('storefront-dev-inventory-key-32b').toString('base64'),
    });
    expect(config.payments.sandbox?.webhookSecret).toBe('sandbox-dev-secret-not-for-production');
  });
});

describe('customer service settings', () => {
  it('keep files on disk under DATA_DIR without STORAGE_URL, and read an S3 store from it', () => {
    expect(loadConfig({ DATA_DIR: '/srv/store' }).support.storage).toEqual({
      kind: 'local',
      dir: '/srv/store/files',
    });
    expect(
      loadConfig({ STORAGE_URL: 'https://AKIA1:s%2Fecret@s3.example.com:9000/shots?region=eu-west-1' })
        .support.storage,
    ).toEqual({
      kind: 's3',
      endpoint: 'https://s3.example.com:9000',
      bucket: 'shots',
      region: 'eu-west-1',
      accessKeyId: 'AKIA1',
      secretAccessKey: 's/ecret',
    });
    expect(() => loadConfig({ STORAGE_URL: 'https://s3.example.com/shots' })).toThrowError(/STORAGE_URL/);
  });

  it('refuse production without its own chat signing secret', () => {
    const production = {
      NODE_ENV: 'production',
      INVENTORY_KEY: 'a'.repeat(64),
      SANDBOX_WEBHOOK_SECRET: 's'.repeat(32),
    };
    expect(() => loadConfig(production)).toThrowError(/CHAT_SIGNING_SECRET: must be set in production/);
    expect(loadConfig({ ...production, CHAT_SIGNING_SECRET: 'c'.repeat(40) }).support.signingSecret).toBe(
      'c'.repeat(40),
    );
  });
});
