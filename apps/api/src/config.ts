import { createHmac } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PATH_CODES, PaymentProvider } from '@storefront/contracts';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const port = z.coerce.number().int().min(1).max(65535);
const count = z.coerce.number().int().min(1).max(1_000_000);

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An OAuth endpoint: https, or http to this machine only (a local provider in development and tests). */
const oauthUrl = z.url().refine((value) => {
  const url = new URL(value);
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}, 'must be an https:// URL (http:// only for localhost)');

const SOCIAL_CLIENTS = ['GOOGLE', 'VK', 'YANDEX'] as const;

const EnvSchema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  // The owner of the schema, for migrations; DATABASE_URL is then the API's own, lesser role.
  DATABASE_MIGRATION_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  API_PORT: port.default(3001),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  // 5432 is refused: a system PostgreSQL (CI has one) may already hold it.
  EMBEDDED_PG_PORT: port.refine((value) => value !== 5432, 'must not be 5432').default(54329),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Storefront <no-reply@localhost>'),
  // Only "true" loads the demo store (catalogue, content, codes, coupons, the demo agent) at start;
  // `npm start` sets it outside production.
  DEMO_DATA: z.enum(['true', 'false']).default('false'),
  // Only "true" turns it on: every new guest is sent to sign in before using the chat.
  FORCE_LOGIN_GUESTS: z.enum(['true', 'false']).default('false'),
  SIGNIN_LIMIT_PER_EMAIL: count.default(10),
  SIGNIN_LIMIT_PER_IP: count.default(30),
  SIGNIN_FAILURES_PER_EMAIL_HOUR: count.default(100),
  MAIL_INTERVAL_SECONDS: count.default(60),
  MAIL_LIMIT_PER_EMAIL: count.default(5),
  MAIL_LIMIT_PER_IP: count.default(30),
  NODE_ENV: z.string().optional(),
  CDN_HOST: z
    .url()
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  ENABLED_LANGS: z
    .string()
    .default('en,ru')
    .transform((value) =>
      value
        .split(',')
        .map((code) => code.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z.string().refine((code) => code in PATH_CODES, {
            error: (issue) =>
              `"${String(issue.input)}" is not a path code (${Object.keys(PATH_CODES).join(', ')})`,
          }),
        )
        .min(1, 'must name at least one path code'),
    ),
  SESSION_TTL_DAYS: z.coerce.number().positive().max(365).default(30),
  // Staff (the console): a session ends after this long without a call, and at the latest after the hours.
  STAFF_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  STAFF_SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24)
    .default(12),
  STAFF_INVITATION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(72),
  STAFF_SETUP_LINK_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // 32 bytes, base64 or hex: encrypts the code inventory. Required in production.
  INVENTORY_KEY: z.string().optional(),
  SUPPLIER_RETRIES: z.coerce.number().int().min(0).max(20).default(3),
  SUPPLIER_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(5000),
  OAUTH_GOOGLE_CLIENT_ID: z.string().optional(),
  OAUTH_GOOGLE_CLIENT_SECRET: z.string().optional(),
  OAUTH_GOOGLE_ISSUER: oauthUrl.default('https://accounts.google.com'),
  OAUTH_VK_CLIENT_ID: z.string().optional(),
  OAUTH_VK_CLIENT_SECRET: z.string().optional(),
  OAUTH_VK_AUTHORIZATION_URL: oauthUrl.default('https://id.vk.com/authorize'),
  OAUTH_VK_TOKEN_URL: oauthUrl.default('https://id.vk.com/oauth2/auth'),
  OAUTH_VK_USERINFO_URL: oauthUrl.default('https://id.vk.com/oauth2/user_info'),
  OAUTH_VK_SCOPE: z.string().default('email'),
  OAUTH_YANDEX_CLIENT_ID: z.string().optional(),
  OAUTH_YANDEX_CLIENT_SECRET: z.string().optional(),
  OAUTH_YANDEX_AUTHORIZATION_URL: oauthUrl.default('https://oauth.yandex.ru/authorize'),
  OAUTH_YANDEX_TOKEN_URL: oauthUrl.default('https://oauth.yandex.ru/token'),
  OAUTH_YANDEX_USERINFO_URL: oauthUrl.default('https://login.yandex.ru/info?format=json'),
  OAUTH_YANDEX_SCOPE: z.string().default('login:email login:info'),
  ORDER_PAYMENT_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
  ORDER_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ORDER_LOOKUPS_PER_IP_HOUR: count.default(10),
  HELD_CODES_PER_CUSTOMER: count.default(20),
  HELD_CODES_PER_IP: count.default(50),
  GUEST_LIMIT_PER_IP_MINUTE: count.default(20),
  PLAYER_LOOKUPS_PER_IP_MINUTE: count.default(30),
  GUEST_LIMIT_PER_IP_HOUR: count.default(300),
  // Codes that unpaid orders placed in the last minute may hold of one SKU, from every source
  // together: this share (percent) of the SKU's codes not yet sold, never fewer than
  // HELD_CODES_PER_CUSTOMER.
  HELD_CODES_PER_SKU_MINUTE_PERCENT: z.coerce.number().int().min(1).max(100).default(25),
  // Signs the proof-of-work challenges asked of a source past its rate; unset: derived from
  // CHAT_SIGNING_SECRET. The same for every API process of one store.
  PROOF_OF_WORK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // The most a proof of work may cost (each step about a second of a phone's browser).
  PROOF_OF_WORK_MAX_COST: z.coerce.number().int().min(1).max(32).default(8),
  NEW_USER_COUPONS_PER_IP_DAY: count.default(1),
  FEEDBACK_LIMIT_PER_IP: count.default(30),
  CHAT_LIMIT_PER_IP: count.default(120),
  UPLOAD_LIMIT_PER_IP: count.default(120),
  UPLOAD_LIMIT_STORE_HOUR: count.default(1000),
  ORDER_STREAMS_PER_SESSION: count.default(10),
  ORDER_STREAMS_PER_IP: count.default(100),
  ORDER_STREAM_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  // The providers that take the store's payments, comma-separated (unset: every provider whose keys
  // are set, and outside production the sandbox).
  PAYMENT_PROVIDER: z
    .string()
    .transform((list) => list.split(',').map((name) => name.trim()))
    .pipe(z.array(PaymentProvider).min(1))
    .optional(),
  // YooKassa (Russia): the shop's id and secret key from its merchant profile.
  YOOKASSA_SHOP_ID: z.string().min(1).optional(),
  YOOKASSA_SECRET_KEY: z.string().min(1).optional(),
  // Tests point the client at a local fake; production leaves it unset (https://api.yookassa.ru/v3).
  YOOKASSA_API_URL: z.url().optional(),
  // Refuse notifications from outside YooKassa's published address ranges (off behind a proxy that hides them).
  YOOKASSA_TRUSTED_NETWORKS_ONLY: z.enum(['true', 'false']).default('false'),
  // Xendit (Indonesia, the Philippines, Vietnam, Thailand, Malaysia): the secret API key and the callback token.
  XENDIT_SECRET_KEY: z.string().min(1).optional(),
  XENDIT_CALLBACK_TOKEN: z.string().min(1).optional(),
  // Tests point the client at a local fake; production leaves it unset (https://api.xendit.co).
  XENDIT_API_URL: z.url().optional(),
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
  SANDBOX_WEBHOOK_URL: z.url().optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  // Tests point the Stripe SDK at a local fake; production leaves it unset (api.stripe.com).
  STRIPE_API_URL: z.url().optional(),
  // Signs chat credentials (userSig) and upload grants. Required in production.
  CHAT_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // An S3-compatible store: https://ACCESS_KEY:SECRET@host/bucket?region=… (unset: files on disk).
  STORAGE_URL: z.url().optional(),
});

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

/** An OpenID Connect provider: everything else comes from its discovery document. */
export interface OidcClientConfig extends OAuthClient {
  issuer: string;
}

/** A plain OAuth 2 provider: its endpoints and the scope that grants the e-mail. */
export interface OAuth2ClientConfig extends OAuthClient {
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scope: string;
}

/** Only the providers whose client id and secret are set: the others are not offered. */
export interface SocialConfig {
  google?: OidcClientConfig;
  vk?: OAuth2ClientConfig;
  yandex?: OAuth2ClientConfig;
}

export interface Config {
  databaseUrl: string | undefined;
  /** Migrations run as this role (the owner of the tables); unset: as DATABASE_URL's. */
  databaseMigrationUrl: string | undefined;
  /** NODE_ENV=production: the API's database role must not be able to alter the audit log. */
  production: boolean;
  port: number;
  host: string;
  role: 'all' | 'api' | 'worker';
  dataDir: string;
  embeddedPgPort: number;
  publicUrl: string;
  /** Unset: mail goes to the mail_outbox table (the developer's outbox). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Whether GET /api/dev/outbox shows the outbox: only without SMTP and outside production. */
  devOutboxPage: boolean;
  forceLoginGuests: boolean;
  /** Whether the demo store is loaded at start (once per demo version). */
  demoData: boolean;
  rateLimits: RateLimitConfig;
  fulfilment: FulfilmentConfig;
  cdnHost: string | undefined;
  enabledPathCodes: string[];
  sessionTtlMs: number;
  logLevel: string;
  social: SocialConfig;
  /** Seconds an order waits for its payment before it closes. */
  orderPaymentSeconds: number;
  /** How long an e-mailed order link (receipt, lookup) opens the order. */
  orderLinkDays: number;
  /** Order lookups (number + e-mail) from one source address an hour. */
  orderLookupsPerIpHour: number;
  shopperLimits: ShopperLimits;
  /** Signs the proof-of-work challenges (platform/proof-of-work.ts); each lives `seconds`. */
  proofOfWork: { secret: string; seconds: number; maxCost: number };
  supportLimits: SupportLimits;
  orderStreams: OrderStreamLimits;
  payments: PaymentsConfig;
  support: SupportConfig;
  staff: StaffConfig;
}

/** The console's staff: session lengths and how long a mailed or printed link stays good. */
export interface StaffConfig {
  idleMinutes: number;
  sessionHours: number;
  invitationHours: number;
  setupLinkMinutes: number;
}

/** Uploaded files: an S3-compatible bucket, or a folder on this machine served by the API. */
export type StorageConfig =
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    }
  | { kind: 'local'; dir: string };

export interface SupportConfig {
  /** Signs chat credentials and upload grants. */
  signingSecret: string;
  storage: StorageConfig;
}

/**
 * The sandbox gateway is the demo's and the tests' provider; a real one is offered once its keys are
 * set. PAYMENT_PROVIDER names the providers a store takes money through and turns the others off,
 * the sandbox first: it takes no money, so a store that sells for real must not offer it. With
 * NODE_ENV=production the sandbox is off unless PAYMENT_PROVIDER names it.
 */
export interface PaymentsConfig {
  sandbox?: { webhookSecret: string; webhookUrl: string };
  stripe?: { secretKey: string; webhookSecret: string; apiUrl: string | undefined };
  yookassa?: { shopId: string; secretKey: string; apiUrl: string | undefined; trustedNetworksOnly: boolean };
  xendit?: { secretKey: string; callbackToken: string; apiUrl: string | undefined };
}

/** How many calls each limit allows in its window (sign-in per minute, e-mails per hour). */
export interface RateLimitConfig {
  signInPerEmail: number;
  signInPerIp: number;
  /** Wrong passwords an hour for one address from every source together: a ceiling on spread guessing. */
  signInFailuresPerEmailHour: number;
  /** Seconds between two e-mails to one address. */
  mailIntervalSeconds: number;
  mailPerEmailHour: number;
  mailPerIpHour: number;
}

/**
 * What one customer, device or source address may hold or start at once: guests are free to make
 * and a DeviceId is the client's choice, so a limit per customer alone is one new guest away.
 */
export interface ShopperLimits {
  /** Codes held by unpaid orders of one customer, and of one device. */
  heldCodesPerCustomer: number;
  /** Codes held by unpaid orders from one source address; past it, each order asks a proof of work. */
  heldCodesPerIp: number;
  /** Percent of a SKU's unsold codes that unpaid orders of the last minute may hold, all sources together. */
  heldCodesPerSkuMinutePercent: number;
  /** New guests (a device seen for the first time) from one source address, a minute and an hour. */
  guestsPerIpMinute: number;
  guestsPerIpHour: number;
  /** New-user coupons put on orders from one source address a day. */
  newUserCouponsPerIpDay: number;
  /** Player checks (each a supplier call) from one source address a minute. */
  playerLookupsPerIpMinute: number;
}

/**
 * Customer service from one source address, beside each customer's own limits (which a new guest
 * resets), and every customer's uploads together: the images are stored and served at our cost.
 */
export interface SupportLimits {
  /** Feedback messages (new or follow-up) from one source in 10 minutes. */
  feedbackPerIp10Minutes: number;
  /** Chat messages from one source a minute. */
  chatPerIpMinute: number;
  /** Uploads from one source an hour. */
  uploadsPerIpHour: number;
  /** Customers' uploads an hour across the store. */
  uploadsStoreHour: number;
}

/** Live order status streams: how many one session and one source may hold, and for how long. */
export interface OrderStreamLimits {
  perSession: number;
  perIp: number;
  /** The server ends a stream this long after it opened; the page opens the next. */
  lifetimeSeconds: number;
}

export interface FulfilmentConfig {
  /** The AES-256 key of the code inventory (32 bytes). */
  inventoryKey: Buffer;
  /** Further attempts at a failed supplier delivery before the order is refunded. */
  supplierRetries: number;
  /** How long a supplier call may take before it counts as timed out. */
  supplierTimeoutMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once at start; a bad value stops the process with every problem named. */
/** Where the store's database is and who may change it: what every process opens it with. */
export const databaseOptions = (config: Config) => ({
  databaseUrl: config.databaseUrl,
  migrationUrl: config.databaseMigrationUrl,
  production: config.production,
  dataDir: config.dataDir,
  embeddedPgPort: config.embeddedPgPort,
});

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable (`FOO=` in a .env file) means "not set", not "set to nothing".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  if (e.DATABASE_MIGRATION_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid environment:\n  DATABASE_MIGRATION_URL: set DATABASE_URL too (the API connects as that role)',
    );
  }
  // Half a client (an id without its secret) is a typo, not a choice to leave the provider off.
  const unpaired = SOCIAL_CLIENTS.filter(
    (name) => Boolean(e[`OAUTH_${name}_CLIENT_ID`]) !== Boolean(e[`OAUTH_${name}_CLIENT_SECRET`]),
  );
  if (unpaired.length > 0) {
    const problems = unpaired.map(
      (name) => `  OAUTH_${name}_CLIENT_ID, OAUTH_${name}_CLIENT_SECRET: set both or neither`,
    );
    throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  }
  const payments = paymentsConfig(e);
  return {
    databaseUrl: e.DATABASE_URL,
    databaseMigrationUrl: e.DATABASE_MIGRATION_URL,
    production: e.NODE_ENV === 'production',
    port: e.API_PORT,
    host: e.API_HOST,
    role: e.ROLE,
    dataDir: path.resolve(e.DATA_DIR),
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    publicUrl: e.PUBLIC_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    devOutboxPage: !e.SMTP_URL && e.NODE_ENV !== 'production',
    forceLoginGuests: e.FORCE_LOGIN_GUESTS === 'true',
    demoData: e.DEMO_DATA === 'true',
    rateLimits: {
      signInPerEmail: e.SIGNIN_LIMIT_PER_EMAIL,
      signInPerIp: e.SIGNIN_LIMIT_PER_IP,
      signInFailuresPerEmailHour: e.SIGNIN_FAILURES_PER_EMAIL_HOUR,
      mailIntervalSeconds: e.MAIL_INTERVAL_SECONDS,
      mailPerEmailHour: e.MAIL_LIMIT_PER_EMAIL,
      mailPerIpHour: e.MAIL_LIMIT_PER_IP,
    },
    fulfilment: fulfilmentConfig(e),
    cdnHost: e.CDN_HOST,
    enabledPathCodes: e.ENABLED_LANGS,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    staff: {
      idleMinutes: e.STAFF_IDLE_MINUTES,
      sessionHours: e.STAFF_SESSION_HOURS,
      invitationHours: e.STAFF_INVITATION_HOURS,
      setupLinkMinutes: e.STAFF_SETUP_LINK_MINUTES,
    },
    logLevel: e.LOG_LEVEL,
    social: {
      google: client(e.OAUTH_GOOGLE_CLIENT_ID, e.OAUTH_GOOGLE_CLIENT_SECRET, {
        issuer: e.OAUTH_GOOGLE_ISSUER,
      }),
      vk: client(e.OAUTH_VK_CLIENT_ID, e.OAUTH_VK_CLIENT_SECRET, {
        authorizationUrl: e.OAUTH_VK_AUTHORIZATION_URL,
        tokenUrl: e.OAUTH_VK_TOKEN_URL,
        userInfoUrl: e.OAUTH_VK_USERINFO_URL,
        scope: e.OAUTH_VK_SCOPE,
      }),
      yandex: client(e.OAUTH_YANDEX_CLIENT_ID, e.OAUTH_YANDEX_CLIENT_SECRET, {
        authorizationUrl: e.OAUTH_YANDEX_AUTHORIZATION_URL,
        tokenUrl: e.OAUTH_YANDEX_TOKEN_URL,
        userInfoUrl: e.OAUTH_YANDEX_USERINFO_URL,
        scope: e.OAUTH_YANDEX_SCOPE,
      }),
    },
    orderPaymentSeconds: e.ORDER_PAYMENT_SECONDS,
    orderLinkDays: e.ORDER_LINK_DAYS,
    orderLookupsPerIpHour: e.ORDER_LOOKUPS_PER_IP_HOUR,
    shopperLimits: {
      heldCodesPerCustomer: e.HELD_CODES_PER_CUSTOMER,
      heldCodesPerIp: e.HELD_CODES_PER_IP,
      heldCodesPerSkuMinutePercent: e.HELD_CODES_PER_SKU_MINUTE_PERCENT,
      guestsPerIpMinute: e.GUEST_LIMIT_PER_IP_MINUTE,
      guestsPerIpHour: e.GUEST_LIMIT_PER_IP_HOUR,
      newUserCouponsPerIpDay: e.NEW_USER_COUPONS_PER_IP_DAY,
      playerLookupsPerIpMinute: e.PLAYER_LOOKUPS_PER_IP_MINUTE,
    },
    proofOfWork: {
      secret:
        e.PROOF_OF_WORK_SECRET ??
        createHmac('sha256', e.CHAT_SIGNING_SECRET ?? DEV_SIGNING_SECRET)
          .update('proof-of-work')
          .digest('hex'),
      seconds: 600,
      maxCost: e.PROOF_OF_WORK_MAX_COST,
    },
    supportLimits: {
      feedbackPerIp10Minutes: e.FEEDBACK_LIMIT_PER_IP,
      chatPerIpMinute: e.CHAT_LIMIT_PER_IP,
      uploadsPerIpHour: e.UPLOAD_LIMIT_PER_IP,
      uploadsStoreHour: e.UPLOAD_LIMIT_STORE_HOUR,
    },
    orderStreams: {
      perSession: e.ORDER_STREAMS_PER_SESSION,
      perIp: e.ORDER_STREAMS_PER_IP,
      lifetimeSeconds: e.ORDER_STREAM_SECONDS,
    },
    payments,
    support: supportConfig(e),
  };
}

/**
 * A production store refuses a secret of its own that is the development default below: that value is
 * published with the source, so anyone could sign notifications or chat credentials, or read codes, with it.
 */
function publishedDefault(name: string): string {
  return `  ${name}: is the development default published in the source; set one of your own in production`;
}

// Development and tests only: anyone with the source could sign chat credentials with it.
const DEV_SIGNING_SECRET = 'storefront-dev-chat-signing-secret-not-for-production';

function supportConfig(e: z.infer<typeof EnvSchema>): SupportConfig {
  if (!e.CHAT_SIGNING_SECRET && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid environment:\n  CHAT_SIGNING_SECRET: must be set in production');
  }
  if (e.CHAT_SIGNING_SECRET === DEV_SIGNING_SECRET && e.NODE_ENV === 'production') {
    throw new ConfigError(`Invalid environment:\n${publishedDefault('CHAT_SIGNING_SECRET')}`);
  }
  return {
    signingSecret: e.CHAT_SIGNING_SECRET ?? DEV_SIGNING_SECRET,
    storage: e.STORAGE_URL
      ? s3Storage(e.STORAGE_URL)
      : { kind: 'local', dir: path.join(path.resolve(e.DATA_DIR), 'files') },
  };
}

/** `https://KEY:SECRET@host[:port]/bucket?region=…`: path-style, so MinIO, R2 and AWS all work. */
function s3Storage(value: string): StorageConfig {
  const url = new URL(value);
  const bucket = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!url.username || !url.password || !bucket || bucket.includes('/')) {
    throw new ConfigError(
      'Invalid environment:\n  STORAGE_URL: must be https://ACCESS_KEY:SECRET@host/bucket[?region=…]',
    );
  }
  return {
    kind: 's3',
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    region: url.searchParams.get('region') ?? 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

// Known only to this machine's API: good enough to sign the sandbox's notifications to itself.
const DEV_SANDBOX_SECRET = 'sandbox-dev-secret-not-for-production';

/**
 * The gateway's job notifies the store's own webhook. A worker has no HTTP server (its API_PORT is
 * nobody's): it reaches the store where customers do, at PUBLIC_URL.
 */
function sandboxWebhookDefault(e: z.infer<typeof EnvSchema>): string {
  if (e.ROLE === 'worker') return new URL('/api/hooks/sandbox', e.PUBLIC_URL).toString();
  return `http://${e.API_HOST}:${e.API_PORT}/api/hooks/sandbox`;
}

function paymentsConfig(e: z.infer<typeof EnvSchema>): PaymentsConfig {
  const problems: string[] = [];
  const listed = e.PAYMENT_PROVIDER;
  const keys: Record<
    Exclude<PaymentProvider, 'sandbox'>,
    { label: string; names: string; values: (string | undefined)[] }
  > = {
    stripe: {
      label: 'Stripe',
      names: 'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET',
      values: [e.STRIPE_SECRET_KEY, e.STRIPE_WEBHOOK_SECRET],
    },
    yookassa: {
      label: 'YooKassa',
      names: 'YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY',
      values: [e.YOOKASSA_SHOP_ID, e.YOOKASSA_SECRET_KEY],
    },
    xendit: {
      label: 'Xendit',
      names: 'XENDIT_SECRET_KEY, XENDIT_CALLBACK_TOKEN',
      values: [e.XENDIT_SECRET_KEY, e.XENDIT_CALLBACK_TOKEN],
    },
  };
  for (const [provider, { label, names, values }] of Object.entries(keys)) {
    const given = values.filter(Boolean).length;
    const wanted = listed ? listed.includes(provider as PaymentProvider) : given > 0;
    if (wanted && given < values.length) problems.push(`  ${names}: ${label} needs both`);
    // Keys of a provider left out of the list would take no payment: said, not silently ignored.
    if (!wanted && given > 0)
      problems.push(`  ${names}: set, but PAYMENT_PROVIDER does not name ${provider}`);
  }
  const production = e.NODE_ENV === 'production';
  // The sandbox takes no money: a production store offers it only when PAYMENT_PROVIDER names it.
  const on = (provider: PaymentProvider): boolean => {
    if (listed) return listed.includes(provider);
    if (provider === 'sandbox') return !production;
    return keys[provider].values.every(Boolean);
  };
  const sandbox = on('sandbox');
  if (sandbox && production && !e.SANDBOX_WEBHOOK_SECRET) {
    problems.push('  SANDBOX_WEBHOOK_SECRET: must be set in production');
  }
  if (sandbox && production && e.SANDBOX_WEBHOOK_SECRET === DEV_SANDBOX_SECRET) {
    problems.push(publishedDefault('SANDBOX_WEBHOOK_SECRET'));
  }
  if (problems.length > 0) throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  return {
    sandbox: sandbox
      ? {
          webhookSecret: e.SANDBOX_WEBHOOK_SECRET ?? DEV_SANDBOX_SECRET,
          webhookUrl: e.SANDBOX_WEBHOOK_URL ?? sandboxWebhookDefault(e),
        }
      : undefined,
    stripe:
      on('stripe') && e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
        : undefined,
    yookassa:
      on('yookassa') && e.YOOKASSA_SHOP_ID && e.YOOKASSA_SECRET_KEY
        ? {
            shopId: e.YOOKASSA_SHOP_ID,
            secretKey: e.YOOKASSA_SECRET_KEY,
            apiUrl: e.YOOKASSA_API_URL,
            trustedNetworksOnly: e.YOOKASSA_TRUSTED_NETWORKS_ONLY === 'true',
          }
        : undefined,
    xendit:
      on('xendit') && e.XENDIT_SECRET_KEY && e.XENDIT_CALLBACK_TOKEN
        ? { secretKey: e.XENDIT_SECRET_KEY, callbackToken: e.XENDIT_CALLBACK_TOKEN, apiUrl: e.XENDIT_API_URL }
        : undefined,
  };
}

function client<T extends object>(
  clientId: string | undefined,
  clientSecret: string | undefined,
  rest: T,
): (OAuthClient & T) | undefined {
  return clientId && clientSecret ? { clientId, clientSecret, ...rest } : undefined;
}

// Development and tests only: codes encrypted under it are as good as plain to anyone with the source.
const DEV_INVENTORY_KEY = Buffer.from('storefront-dev-inventory-key-32b');

function fulfilmentConfig(e: z.infer<typeof EnvSchema>): FulfilmentConfig {
  const given = e.INVENTORY_KEY?.trim();
  let inventoryKey = DEV_INVENTORY_KEY;
  if (given) {
    const key = /^[0-9a-f]{64}$/i.test(given) ? Buffer.from(given, 'hex') : Buffer.from(given, 'base64');
    if (key.length !== 32) {
      throw new ConfigError('Invalid environment:\n  INVENTORY_KEY: must be 32 bytes, base64 or hex');
    }
    if (key.equals(DEV_INVENTORY_KEY) && e.NODE_ENV === 'production') {
      throw new ConfigError(`Invalid environment:\n${publishedDefault('INVENTORY_KEY')}`);
    }
    inventoryKey = key;
  } else if (e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid environment:\n  INVENTORY_KEY: must be set in production');
  }
  return {
    inventoryKey,
    supplierRetries: e.SUPPLIER_RETRIES,
    supplierTimeoutMs: e.SUPPLIER_TIMEOUT_MS,
  };
}
