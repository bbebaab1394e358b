import {
  CONSOLE_ERROR,
  CUSTOMER_INVITEES_SHOWN,
  CUSTOMER_ORDERS_SHOWN,
  type AuditAction,
  type ConsoleCustomerDetail,
  type ConsoleCustomerPage,
  type CustomerChangeRequest,
  type CustomerSearchRequest,
  type CustomerStanding,
  type Lang,
} from '@storefront/contracts';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { recordAudit, type Actor } from '../agents/index.ts';
import { staffAuditLog } from '../agents/tables.ts';
import { type AuthService, type Customer, isErasedHolder, socialIdentitiesOf } from '../auth/index.ts';
import { customerDevices, customers, sessions } from '../auth/tables.ts';
import { customerCouponsForStaff } from '../coupons/index.ts';
import { customerOrdersForStaff, customersByOrderEmail, orderCountsOf } from '../orders/index.ts';
import { announceSessionsEnded } from '../support/index.ts';
import { inviteTreeOf } from './invite-tree.ts';

type SearchInput = z.output<typeof CustomerSearchRequest>;
type ChangeInput = z.output<typeof CustomerChangeRequest>;

/** The guests found by the address they paid with, at most. */
const GUESTS_BY_ORDER_EMAIL = 10;
const SESSIONS_SHOWN = 50;
const CHANGES_SHOWN = 20;

/**
 * What the audit log calls a customer. Their e-mail is not written: the log is kept forever, and
 * a deleted account's address must leave the store with it.
 */
const subjectOf = (customerId: string) => `customer:${customerId}`;

const at = (date: Date) => date.getTime();

/** A LIKE pattern matching every text that starts with `text`. */
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type CustomerConsole = ReturnType<typeof createCustomerConsole>;

/**
 * The console's customers (issue 15, "Customers"): finding them, everything the store knows of one,
 * and the staff's changes to an account. The account's rules (what disabling ends) are the auth
 * module's; here each change is checked, done and audited in one transaction.
 */
export function createCustomerConsole({ db, auth }: { db: Db; auth: AuthService }) {
  async function customerOf(tx: Db | Tx, customerId: string): Promise<Customer> {
    const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
    if (!customer) throw new DomainError(CONSOLE_ERROR.CUSTOMER_NOT_FOUND, { field: 'customerId' });
    return customer;
  }

  /** The customer, held until the change's commit: two staff changes of one account take turns. */
  async function heldCustomer(tx: Tx, customerId: string): Promise<Customer> {
    const [customer] = await tx
      .select()
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('no key update');
    if (!customer) throw new DomainError(CONSOLE_ERROR.CUSTOMER_NOT_FOUND, { field: 'customerId' });
    return customer;
  }

  const listItems = async (rows: Customer[]) => {
    const orders = await orderCountsOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      customerId: row.id,
      kind: row.kind,
      email: row.email,
      createdAt: at(row.createdAt),
      disabled: row.disabled,
      orders: orders.get(row.id) ?? 0,
    }));
  };

  /** The customers the text names exactly: its id, its invite code, or a guest who paid with it. */
  async function exactMatches(query: string): Promise<Customer[]> {
    const byOrderEmail = query.includes('@')
      ? await customersByOrderEmail(db, query, GUESTS_BY_ORDER_EMAIL)
      : [];
    const ids = [query, ...byOrderEmail];
    const rows = await db
      .select()
      .from(customers)
      .where(
        sql`${customers.id} IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) OR ${customers.inviteCode} = ${query.toUpperCase()}`,
      );
    // The id or invite code first, then the guests in the order they last paid.
    const rank = (row: Customer) =>
      row.id === query || row.inviteCode === query.toUpperCase() ? -1 : ids.indexOf(row.id);
    return rows.sort((a, b) => rank(a) - rank(b));
  }

  /**
   * No text: registered accounts by id, newest first (an id begins with its creation time, and
   * the primary key walks backwards from the cursor with no sort). A deleted account's stand-in
   * is left out; its id still finds it.
   */
  async function newestAccounts(input: SearchInput, after: string | undefined) {
    return db
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.kind, 'registered'),
          sql`(${customers.email} IS NOT NULL OR ${customers.inviteCode} IS NOT NULL)`,
          input.disabledOnly ? eq(customers.disabled, true) : undefined,
          after === undefined ? undefined : sql`${customers.id} < ${after}`,
        ),
      )
      .orderBy(desc(customers.id))
      .limit(input.limit + 1);
  }

  /**
   * E-mails starting with the text, in byte order: `~<~` is the order of customers_email_prefix_idx
   * (text_pattern_ops), so a short start among many thousands reads one page of the index.
   */
  async function byEmailStart(input: SearchInput, after: string | undefined) {
    return db
      .select()
      .from(customers)
      .where(
        and(
          sql`${customers.email} LIKE ${startsWith(input.query)}`,
          input.disabledOnly ? eq(customers.disabled, true) : undefined,
          after === undefined ? undefined : sql`${customers.email} ~>~ ${after}`,
        ),
      )
      .orderBy(sql`${customers.email} USING ~<~`)
      .limit(input.limit + 1);
  }

  async function standing(tx: Tx, customerId: string, sessionsEnded: number): Promise<CustomerStanding> {
    const customer = await customerOf(tx, customerId);
    return {
      customerId,
      disabled: customer.disabled,
      disabledAt: customer.disabledAt ? at(customer.disabledAt) : null,
      sessionsEnded,
    };
  }

  /** A staff change, with its reason, in the audit log of the change's own transaction. */
  const audit = (
    tx: Tx,
    actor: Actor,
    action: AuditAction,
    customerId: string,
    change: { before?: Record<string, unknown>; after: Record<string, unknown> },
  ) => recordAudit(tx, actor, { action, subject: subjectOf(customerId), ...change });

  return {
    async search(input: SearchInput): Promise<ConsoleCustomerPage> {
      const mode = input.query === '' ? 'i' : 'e';
      const cursor = input.cursor?.startsWith(`${mode}:`) ? input.cursor.slice(2) : undefined;
      const found = mode === 'i' ? await newestAccounts(input, cursor) : await byEmailStart(input, cursor);
      const page = found.slice(0, input.limit);
      const last = page.at(-1);
      const nextCursor =
        found.length > input.limit && last ? `${mode}:${mode === 'i' ? last.id : last.email}` : null;
      let rows = page;
      if (mode === 'e' && !input.cursor) {
        const exact = (await exactMatches(input.query)).filter((row) => !input.disabledOnly || row.disabled);
        const shown = new Set(exact.map((row) => row.id));
        rows = [...exact, ...page.filter((row) => !shown.has(row.id))];
      }
      return { list: await listItems(rows), nextCursor };
    },

    async get(lang: Lang, customerId: string): Promise<ConsoleCustomerDetail> {
      const customer = await customerOf(db, customerId);
      const [orders, coupons, live, devices, inviteTree, changes, social] = await Promise.all([
        customerOrdersForStaff(db, customerId, lang, CUSTOMER_ORDERS_SHOWN),
        customerCouponsForStaff(db, customerId, lang),
        // A disabled account's sessions are ended, kept only to answer -1004 (see auth's setDisabled).
        customer.disabled
          ? []
          : db
              .select()
              .from(sessions)
              .where(and(eq(sessions.customerId, customerId), gt(sessions.expiresAt, sql`now()`)))
              .orderBy(desc(sessions.lastSeenAt)),
        db.select().from(customerDevices).where(eq(customerDevices.customerId, customerId)),
        inviteTreeOf(db, customer, CUSTOMER_INVITEES_SHOWN),
        db
          .select()
          .from(staffAuditLog)
          .where(eq(staffAuditLog.targetId, subjectOf(customerId)))
          .orderBy(desc(staffAuditLog.id))
          .limit(CHANGES_SHOWN),
        socialIdentitiesOf(db, customerId),
      ]);
      return {
        customer: {
          customerId,
          kind: customer.kind,
          email: customer.email,
          emailVerified: customer.emailVerifiedAt !== null,
          lang: customer.lang,
          region: customer.regionCode,
          currency: customer.currencyCode,
          createdAt: at(customer.createdAt),
          disabled: customer.disabled,
          disabledAt: customer.disabledAt ? at(customer.disabledAt) : null,
          erased: isErasedHolder(customer),
          hasPassword: customer.passwordHash !== null,
          socialSignIns: social.map((identity) => identity.provider),
        },
        counts: {
          orders: orders.count,
          completedOrders: orders.completed,
          coupons: coupons.length,
          sessions: live.length,
        },
        spent: orders.spent,
        orders: orders.orders,
        coupons,
        sessions: live.slice(0, SESSIONS_SHOWN).map((session) => ({
          createdAt: at(session.createdAt),
          lastSeenAt: at(session.lastSeenAt),
          expiresAt: at(session.expiresAt),
        })),
        // A device id signs its guest in, so staff see its end only, as they see codes.
        devices: devices.map((device) => ({
          deviceEnd: device.deviceId.slice(-4),
          createdAt: at(device.createdAt),
        })),
        inviteTree,
        changes: changes.map((entry) => ({
          action: entry.action as AuditAction,
          at: at(entry.at),
          actorEmail: entry.actorEmail,
          reason: typeof entry.after?.reason === 'string' ? entry.after.reason : null,
        })),
      };
    },

    /**
     * Disables the account: its sessions end (its open order pages and chat close at the commit)
     * and each call made with one answers -1004 until staff enable it. Pressed again, nothing more
     * happens.
     */
    async disable(actor: Actor, { customerId, reason }: ChangeInput): Promise<CustomerStanding> {
      return db.transaction(async (tx) => {
        await heldCustomer(tx, customerId);
        const changed = await auth.setDisabled(customerId, true, tx);
        if (!changed) return standing(tx, customerId, 0);
        await announceSessionsEnded(tx, changed.liveSessions);
        const sessionsEnded = changed.liveSessions.length;
        await audit(tx, actor, 'customer.disable', customerId, {
          before: { disabled: false },
          after: { disabled: true, sessionsEnded, reason },
        });
        return standing(tx, customerId, sessionsEnded);
      });
    },

    /** Enables a disabled account; a deleted account's stand-in never is (-1411). */
    async enable(actor: Actor, { customerId, reason }: ChangeInput): Promise<CustomerStanding> {
      return db.transaction(async (tx) => {
        const customer = await heldCustomer(tx, customerId);
        if (isErasedHolder(customer)) throw new DomainError(CONSOLE_ERROR.CUSTOMER_ERASED);
        if (await auth.setDisabled(customerId, false, tx)) {
          await audit(tx, actor, 'customer.enable', customerId, {
            before: { disabled: true },
            after: { disabled: false, reason },
          });
        }
        return standing(tx, customerId, 0);
      });
    },

    /**
     * Ends every session, the account staying enabled; audited when it ended one (a second press
     * finds none). A disabled account's are already ended, and kept to answer -1004: left so.
     */
    async signOut(actor: Actor, { customerId, reason }: ChangeInput): Promise<CustomerStanding> {
      return db.transaction(async (tx) => {
        const customer = await heldCustomer(tx, customerId);
        const sessionsEnded = customer.disabled ? 0 : await auth.endSessions(customerId, tx);
        if (sessionsEnded > 0) {
          await audit(tx, actor, 'customer.signOut', customerId, { after: { sessionsEnded, reason } });
        }
        return standing(tx, customerId, sessionsEnded);
      });
    },
  };
}
