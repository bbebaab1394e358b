import { SOCIAL_PROVIDERS } from '@storefront/contracts';
import { index, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { customers } from '../tables.ts';
import { timestamptz } from '../../../platform/db/columns.ts';

export const socialProvider = pgEnum('social_provider', SOCIAL_PROVIDERS);

/**
 * A social sign-in between thirdAccountStart and loginByThirdAccount: what the provider's answer
 * is checked against. Single use (`used_at`) and short-lived (`expires_at`).
 */
export const socialLogins = pgTable(
  'social_logins',
  {
    id: text('id').primaryKey(),
    /** sha-256 of the state, hex: the state travels through the browser, so only its hash is kept. */
    stateHash: text('state_hash').notNull().unique(),
    provider: socialProvider('provider').notNull(),
    /** The PKCE verifier: useless without the code, which only the browser's return carries. */
    codeVerifier: text('code_verifier').notNull(),
    /** OpenID Connect only: the id_token must carry it back. */
    nonce: text('nonce'),
    redirectUri: text('redirect_uri').notNull(),
    /** The session's customer that began the sign-in: only that session may finish it. */
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    backPath: text('back_path'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('social_logins_expires_idx').on(table.expiresAt)],
);

/** A provider's account (its stable subject id) and the customer it signs in as. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    provider: socialProvider('provider').notNull(),
    subject: text('subject').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('social_accounts_customer_idx').on(table.customerId),
  ],
);
