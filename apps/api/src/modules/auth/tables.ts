import { boolean, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { currencies, regions } from '../system/tables.ts';
import { timestamptz } from '../../platform/db/columns.ts';

export const customerKind = pgEnum('customer_kind', ['guest', 'registered']);

export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    kind: customerKind('kind').notNull().default('guest'),
    email: text('email').unique(),
    emailVerifiedAt: timestamptz('email_verified_at'),
    lang: text('lang').notNull(),
    regionCode: text('region_code')
      .notNull()
      .references(() => regions.code),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    forceLogin: boolean('force_login').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    /** When staff disabled the account (the reason is in the audit log). */
    disabledAt: timestamptz('disabled_at'),
    /** argon2id; null for guests and for accounts made by e-mailed code or social sign-in. */
    passwordHash: text('password_hash'),
    /** The customer's own code to share, given at registration. */
    inviteCode: text('invite_code').unique(),
    /** The code the customer entered at registration, kept for the referral programme. */
    invitedByCode: text('invited_by_code'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // The console's customer search by the start of an e-mail address.
    index('customers_email_prefix_idx').using('btree', table.email.op('text_pattern_ops')),
    index('customers_invited_by_idx').on(table.invitedByCode),
  ],
  // No "registered has an e-mail" rule: an account made by social sign-in may have none until bound.
);

/** A browser's device id and the guest it opened; unique so that one device means one guest. */
export const customerDevices = pgTable(
  'customer_devices',
  {
    deviceId: text('device_id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('customer_devices_customer_idx').on(table.customerId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    /** sha-256 of the token, hex: the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (table) => [
    index('sessions_customer_idx').on(table.customerId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);

export const verificationPurpose = pgEnum('verification_purpose', [
  'register',
  'login',
  'resetPwd',
  'bindEmail',
  'deleteAccount',
  'revealCodes',
]);

/**
 * E-mailed proofs of an address: a link token (purpose register) or a 6-digit code (the others).
 * Only hashes are kept; each is single-use, expires, and a newer one of the same e-mail and
 * purpose replaces it. `attempts` counts wrong codes.
 */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /**
     * The customer whose session asked for it (a registration's guest): a link opened in that same
     * browser proves that whoever chose the account's password also reads the mailbox.
     */
    requestedBy: text('requested_by').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    purpose: verificationPurpose('purpose').notNull(),
    /** sha-256 of the link token, hex (links only). */
    tokenHash: text('token_hash').unique(),
    /** sha-256 of the row id and the code, hex (codes only). */
    codeHash: text('code_hash'),
    expiresAt: timestamptz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('verifications_email_purpose_idx').on(table.email, table.purpose),
    index('verifications_expires_idx').on(table.expiresAt),
  ],
);
