import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns.ts';

/**
 * Staff: owners, operators and customer-service agents (the table keeps its first name, `agents`:
 * the support module's rows point at it). Made by `npm run staff:create` (or `agent:create`), by the
 * first owner's setup link, or by accepting an owner's invitation.
 */
export const agents = pgTable(
  'agents',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    /** Shown to customers next to the agent's replies. */
    name: text('name').notNull(),
    /** argon2id. */
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /** owner ⊇ operator ⊇ agent. */
    role: text('role').notNull().default('agent'),
    /** The TOTP secret, AES-256-GCM under a key derived from the inventory key; null until enrolled. */
    totpSecret: text('totp_secret'),
    /** The last 30-second step whose code was taken: a code is good once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    lastActiveAt: timestamptz('last_active_at'),
    /** The demo store's account, its password published: disabled when the first owner is set up. */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [check('agents_role_known', sql`${table.role} IN ('owner', 'operator', 'agent')`)],
);

export const agentSessions = pgTable(
  'agent_sessions',
  {
    id: text('id').primaryKey(),
    /** sha-256 of the token, hex: the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** The absolute end; the session also ends after the idle time since `lastSeenAt`. */
    expiresAt: timestamptz('expires_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('agent_sessions_agent_idx').on(table.agentId)],
);

/** The step between a right password and the TOTP code (or its enrolment): minutes, a few tries. */
export const staffChallenges = pgTable('staff_challenges', {
  id: text('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  agentId: text('agent_id')
    .notNull()
    .references(() => agents.id, { onDelete: 'cascade' }),
  /** A secret being enrolled, encrypted as `agents.totp_secret`. */
  pendingSecret: text('pending_secret'),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamptz('expires_at').notNull(),
});

/** Ten a staff member, each good once; sha-256 of the normalised code. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: text('id').primaryKey(),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('staff_recovery_codes_agent_idx').on(table.agentId)],
);

/** An owner's invitation: the link's token hashed, good until `expiresAt` and once. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    invitedBy: text('invited_by')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    pendingSecret: text('pending_secret'),
    /**
     * An invitation to the owner role made while the store had two or more enabled owners: its link
     * works only once another owner has confirmed it (`confirmedBy`).
     */
    needsConfirmation: boolean('needs_confirmation').notNull().default(false),
    confirmedBy: text('confirmed_by').references(() => agents.id, { onDelete: 'set null' }),
    /** Withdrawn (by an owner, or with its inviter's access): the link is dead. */
    withdrawnAt: timestamptz('withdrawn_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('staff_invitations_email_idx').on(table.email),
    check('staff_invitations_role_known', sql`${table.role} IN ('owner', 'operator', 'agent')`),
  ],
);

/**
 * The store's rules for staff sign-in, one row (`id` 'store'), changed by owners at Store settings.
 * `agentTotpRequired`: agents too must sign in with a TOTP code (enrolling at the next sign-in).
 */
export const staffPolicy = pgTable(
  'staff_policy',
  {
    id: text('id').primaryKey().default('store'),
    agentTotpRequired: boolean('agent_totp_required').notNull().default(false),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [check('staff_policy_one_row', sql`${table.id} = 'store'`)],
);

/** The first owner's setup link, printed at start while the store has no owner. */
export const staffSetupLinks = pgTable('staff_setup_links', {
  id: text('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  pendingSecret: text('pending_secret'),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

/**
 * Every staff change, written in the transaction that makes it. Append-only: a trigger (migration
 * 0024) refuses UPDATE, DELETE and TRUNCATE. Before and after never hold a password, code or secret.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamptz('at').notNull().defaultNow(),
    /** No foreign key: the log outlives the people in it. */
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    ip: text('ip'),
    action: text('action').notNull(),
    targetId: text('target_id'),
    targetEmail: text('target_email'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('staff_audit_log_at_idx').on(table.at),
    index('staff_audit_log_actor_idx').on(table.actorId, table.id),
    index('staff_audit_log_target_idx').on(table.targetId, table.id),
  ],
);
