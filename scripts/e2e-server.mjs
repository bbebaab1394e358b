#!/usr/bin/env node
// The store as the end-to-end suite sees it: the production build on its own ports, over a fresh
// embedded PostgreSQL, so a run never depends on (or disturbs) a developer's data or a running store.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, '.data', 'e2e');
rmSync(dataDir, { recursive: true, force: true });

delete process.env.DATABASE_URL;
Object.assign(process.env, {
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54349',
  PORT: process.env.E2E_PORT ?? '3100',
  API_PORT: process.env.E2E_API_PORT ?? '3101',
  // A second API process with its own front door (scripts/start.mjs), for the chat across processes:
  // by default the public port + 3 (front door) and + 4 (API); Next.js takes + 2.
  SECOND_PORT: process.env.E2E_SECOND_PORT ?? String(Number(process.env.E2E_PORT ?? 3100) + 3),
  SECOND_API_PORT: process.env.E2E_SECOND_API_PORT ?? String(Number(process.env.E2E_PORT ?? 3100) + 4),
  // Behind the second front door, one new guest a minute per address, as a carrier's address meets
  // its rate: every browser there is asked a proof of work (e2e/proof-of-work.spec.ts). The
  // counters are the first API's too, so their challenges cost 1 at most (about a second).
  SECOND_API_SETTINGS: JSON.stringify({
    GUEST_LIMIT_PER_IP_MINUTE: '1',
    GUEST_LIMIT_PER_IP_HOUR: '100000',
    PROOF_OF_WORK_MAX_COST: '1',
  }),
  // Request logs would drown the test report; warnings and errors still show.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Real SMTP to the catcher that the suite's globalSetup starts (e2e/support/mail-catcher.ts).
  SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? '2526'}`,
  MAIL_FROM: 'Storefront <no-reply@e2e.test>',
  // Every test browses from 127.0.0.1, and some mail one address twice within a minute
  // (registration link, then a code): the limits per IP and per address would trip across tests.
  MAIL_INTERVAL_SECONDS: '1',
  // Google sign-in against the OpenID provider of globalSetup (e2e/support/oidc-provider.ts).
  OAUTH_GOOGLE_CLIENT_ID: 'e2e-google',
  OAUTH_GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
  OAUTH_GOOGLE_ISSUER: `http://127.0.0.1:${process.env.E2E_OIDC_PORT ?? '2527'}`,
  MAIL_LIMIT_PER_IP: '1000',
  SIGNIN_LIMIT_PER_IP: '1000',
  // The same one address opens every test's guests, holds their orders' codes and uses every
  // new-user coupon: the limits per source would trip across tests.
  GUEST_LIMIT_PER_IP_MINUTE: '100000',
  GUEST_LIMIT_PER_IP_HOUR: '100000',
  HELD_CODES_PER_IP: '100000',
  NEW_USER_COUPONS_PER_IP_DAY: '100000',
  FEEDBACK_LIMIT_PER_IP: '100000',
  CHAT_LIMIT_PER_IP: '100000',
  UPLOAD_LIMIT_PER_IP: '100000',
  // Every open order page's live status ends within seconds, so the suite sees the pages reconnect.
  ORDER_STREAM_SECONDS: '4',
  // Checkout: an abandoned payment closes within the test's patience. A top-up the sandbox supplier
  // cannot credit for now is retried for about two minutes (backing off) before it is refunded: the
  // console's operator corrects its account and retries it meanwhile (console-order-actions.spec.ts).
  ORDER_PAYMENT_SECONDS: '20',
  SUPPLIER_RETRIES: '7',
  SANDBOX_WEBHOOK_SECRET: 'e2e-sandbox-webhook-secret',
  // YooKassa against the fake of globalSetup (e2e/support/yookassa.ts), with its test shop.
  YOOKASSA_SHOP_ID: 'e2e-shop',
  YOOKASSA_SECRET_KEY: 'test_e2e_yookassa_secret',
  YOOKASSA_API_URL: `http://127.0.0.1:${process.env.E2E_YOOKASSA_PORT ?? '2529'}/v3`,
  // Xendit against the fake of globalSetup (e2e/support/xendit.ts), with its test account.
  XENDIT_SECRET_KEY: 'xnd_development_e2e',
  XENDIT_CALLBACK_TOKEN: 'e2e-xendit-callback-token',
  XENDIT_API_URL: `http://127.0.0.1:${process.env.E2E_XENDIT_PORT ?? '2530'}`,
});
await import('./start.mjs');
