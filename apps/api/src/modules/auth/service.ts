import { ERROR, isLang, type Lang, type LoginData, type Proof } from '@storefront/contracts';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { TransactionRollbackError } from 'drizzle-orm/errors';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import type { CallerResolver } from '../../platform/http/calls.ts';
import { sourceOf } from '../../platform/http/source.ts';
import { newId } from '../../platform/ids.ts';
import { createProofOfWork } from '../../platform/proof-of-work.ts';
import type { Limit, RateLimiter } from '../../platform/rate-limit.ts';
import type { SystemService } from '../system/index.ts';
import { createGuestMerge } from './guest-merge.ts';
import { customerDevices, customers, sessions } from './tables.ts';
import { hashToken, newToken } from './tokens.ts';

export type Customer = typeof customers.$inferSelect;

/** The customer behind a valid token. */
export interface Caller {
  customer: Customer;
  sessionId: string;
}

/** What a new guest starts with, from the request's headers when they name something we have. */
export interface GuestPreferences {
  lang: string | undefined;
  region: string | undefined;
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({
  db,
  config,
  system,
  limiter,
}: {
  db: Db;
  config: Config;
  system: SystemService;
  limiter: RateLimiter;
}) {
  const expiry = () => new Date(Date.now() + config.sessionTtlMs);
  const guestMerge = createGuestMerge();
  const { guestsPerIpMinute, guestsPerIpHour } = config.shopperLimits;
  const newGuestsPerMinute: Limit = { name: 'guest-ip-minute', limit: guestsPerIpMinute, windowSeconds: 60 };
  const newGuestsPerHour: Limit = { name: 'guest-ip-hour', limit: guestsPerIpHour, windowSeconds: 3600 };
  const proofs = createProofOfWork({ ...config.proofOfWork, limiter });

  function loginData(customer: Customer, token: string, expiresAt: Date): LoginData {
    return {
      token,
      tokenExpireTime: expiresAt.getTime(),
      lang: isLang(customer.lang) ? customer.lang : system.defaultLang,
      region: customer.regionCode,
      currency: customer.currencyCode,
      // An e-mail on the account means one is bound; guests have none.
      isBindEmail: customer.email ? 1 : 0,
      email: customer.email ?? '',
      isRegister: customer.kind === 'registered' ? 1 : 0,
      forceLogin: customer.forceLogin ? 1 : 0,
      userId: customer.id,
    };
  }

  async function openSession(customer: Customer, tx: Db | Tx = db): Promise<LoginData> {
    if (customer.disabled) throw new DomainError(ERROR.USER_DISABLED);
    const token = newToken();
    const expiresAt = expiry();
    await tx.insert(sessions).values({
      id: newId('ses'),
      tokenHash: hashToken(token),
      customerId: customer.id,
      expiresAt,
    });
    return loginData(customer, token, expiresAt);
  }

  async function customerOfDevice(deviceId: string): Promise<Customer | undefined> {
    const [row] = await db
      .select({ customer: customers })
      .from(customerDevices)
      .innerJoin(customers, eq(customers.id, customerDevices.customerId))
      .where(eq(customerDevices.deviceId, deviceId));
    return row?.customer;
  }

  /**
   * Creates the guest and claims the device in one transaction. When another request claimed the
   * same device first, the unique key makes our claim a no-op: we roll back our guest and use theirs.
   */
  async function createGuest(deviceId: string, prefs: GuestPreferences): Promise<Customer | undefined> {
    const lang: Lang = (prefs.lang && system.enabledLang(prefs.lang)) || system.defaultLang;
    const region = await system.regionOrDefault(prefs.region);
    try {
      return await db.transaction(async (tx) => {
        const [customer] = await tx
          .insert(customers)
          .values({
            id: newId('cus'),
            lang,
            regionCode: region.code,
            currencyCode: region.currency,
            forceLogin: config.forceLoginGuests,
          })
          .returning();
        const claimed = await tx
          .insert(customerDevices)
          .values({ deviceId, customerId: customer!.id })
          .onConflictDoNothing()
          .returning();
        if (claimed.length === 0) tx.rollback();
        return customer;
      });
    } catch (error) {
      if (error instanceof TransactionRollbackError) return undefined;
      throw error;
    }
  }

  /** The live session of a token, if any (disabled or not). */
  const sessionByToken = (q: Db | Tx) =>
    q
      .select({ customer: customers, sessionId: sessions.id })
      .from(sessions)
      .innerJoin(customers, eq(customers.id, sessions.customerId))
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
      .prepare('auth_session_by_token');
  // Nearly every call asks it: built once here, and planned once per database connection.
  const sessionByTokenOutsideTx = sessionByToken(db);

  async function sessionOf(token: string | undefined, tx: Db | Tx = db): Promise<Caller | undefined> {
    if (!token) return undefined;
    const query = tx === db ? sessionByTokenOutsideTx : sessionByToken(tx);
    const [row] = await query.execute({ tokenHash: hashToken(token) });
    return row;
  }

  async function authenticate(token: string | undefined): Promise<Caller> {
    const caller = await sessionOf(token);
    if (!caller) throw new DomainError(ERROR.TOKEN_EXPIRED);
    if (caller.customer.disabled) throw new DomainError(ERROR.USER_DISABLED);
    return caller;
  }

  /** The caller a call declares it needs (see CallAccess in the contracts), for the call registry. */
  const resolveCaller: CallerResolver<Caller> = async (access, token) => {
    if (access === 'optionalSession') return sessionOf(token);
    const caller = await authenticate(token);
    if (access === 'registered' && caller.customer.kind !== 'registered') {
      throw new DomainError(ERROR.USER_NOT_REGISTERED);
    }
    return caller;
  };

  /**
   * Ends every session of the customer (a password change or reset, staff signing them out),
   * answering how many. Each deleted row tells the chat hub and the live order pages
   * (migration 0012's trigger), which close that session's sockets and streams.
   */
  async function endSessions(customerId: string, tx: Db | Tx = db): Promise<number> {
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.customerId, customerId))
      .returning({ id: sessions.id });
    return ended.length;
  }

  /** A new guest with another's preferences: the device of a guest that became an account. */
  async function newGuestLike(customer: Customer, tx: Tx): Promise<Customer> {
    const [guest] = await tx
      .insert(customers)
      .values({
        id: newId('cus'),
        lang: customer.lang,
        regionCode: customer.regionCode,
        currencyCode: customer.currencyCode,
        forceLogin: config.forceLoginGuests,
      })
      .returning();
    return guest!;
  }

  return {
    authenticate,
    resolveCaller,
    sessionOf,
    loginData,

    /**
     * Opens a session for a customer (refusing a disabled one with -1004), inside the caller's
     * transaction when given. For sign-in paths that found the account themselves (social sign-in).
     */
    async openSessionFor(customerId: string, tx: Db | Tx = db): Promise<LoginData> {
      const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
      if (!customer) throw new Error(`No customer ${customerId}`);
      return openSession(customer, tx);
    },

    /** Adds a module's tables to what moves from a guest to the account it signs in to. */
    registerGuestMerge: guestMerge.register,

    /** Moves a guest's data to an account, in the caller's transaction (see guest-merge.ts). */
    mergeGuestInto: guestMerge.mergeGuestInto,

    /**
     * Signs a found account in: when `callerToken` is a guest's session, that guest is merged into
     * the account and its session ends; then the account gets a new session. -1004 when disabled.
     */
    async signIn(account: Customer, callerToken: string | undefined, tx: Tx): Promise<LoginData> {
      if (account.disabled) throw new DomainError(ERROR.USER_DISABLED);
      const caller = await sessionOf(callerToken, tx);
      if (caller && caller.customer.kind === 'guest' && caller.customer.id !== account.id) {
        await guestMerge.mergeGuestInto(caller.customer.id, account.id, tx);
        await tx.delete(sessions).where(eq(sessions.id, caller.sessionId));
      }
      return openSession(account, tx);
    },

    /** The device ids a guest was opened on. */
    async devicesOf(customerId: string, tx: Tx): Promise<string[]> {
      const rows = await tx
        .select({ deviceId: customerDevices.deviceId })
        .from(customerDevices)
        .where(eq(customerDevices.customerId, customerId));
      return rows.map((row) => row.deviceId);
    },

    /**
     * Makes the guest the account (the row keeps its id, so all it did stays with it) and gives
     * its devices to a new guest: after sign-out, the browser is a guest again, not the account.
     */
    async handOverDevices(guest: Customer, tx: Tx): Promise<void> {
      const fresh = await newGuestLike(guest, tx);
      await tx
        .update(customerDevices)
        .set({ customerId: fresh.id })
        .where(eq(customerDevices.customerId, guest.id));
    },

    endSessions,

    /**
     * Disables or enables the account; null when it already was so, which makes a change pressed
     * twice one change (the row's update holds it until the commit: two changes take turns).
     *
     * A disabled account's sessions are kept: a call made with one answers -1004, which the
     * storefront shows, where a deleted one would answer -1001 and the browser would go on as its
     * device's guest without a word. They serve nothing else; the live ones are answered, for the
     * caller to announce as ended to the chat and the live order pages. Enabling ends them for
     * good: the customer signs in again.
     */
    async setDisabled(
      customerId: string,
      disabled: boolean,
      tx: Tx,
    ): Promise<{ disabledAt: Date | null; liveSessions: string[] } | null> {
      const [changed] = await tx
        .update(customers)
        .set({ disabled, disabledAt: disabled ? sql`now()` : null, updatedAt: sql`now()` })
        .where(and(eq(customers.id, customerId), eq(customers.disabled, !disabled)))
        .returning({ disabledAt: customers.disabledAt });
      if (!changed) return null;
      if (!disabled) {
        await endSessions(customerId, tx);
        return { disabledAt: null, liveSessions: [] };
      }
      const live = await tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.customerId, customerId), gt(sessions.expiresAt, sql`now()`)));
      return { disabledAt: changed.disabledAt, liveSessions: live.map((session) => session.id) };
    },

    /** Ends the token's session; an unknown or expired token is already ended. */
    async logout(token: string | undefined): Promise<void> {
      if (!token) throw new DomainError(ERROR.TOKEN_EXPIRED);
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },

    openSession,

    /**
     * Resumes the device's guest, or creates one: one device, one guest, however many calls race.
     * A new guest starts with every allowance a customer has (orders, codes held, uploads…), so a
     * source address opens only so many a minute and an hour freely. Past that it may be a carrier's
     * address with thousands of phones behind it, so nobody is refused: each further guest needs a
     * proof of work (-1232 with the challenge, then `proof`), harder the further past the rate.
     * A known device is never held back.
     */
    async loginByDevice(
      deviceId: string,
      prefs: GuestPreferences,
      ip: string,
      proof?: Proof,
    ): Promise<LoginData> {
      const known = await customerOfDevice(deviceId);
      if (known) return openSession(known);
      const source = sourceOf(ip);
      const minute = await limiter.count(newGuestsPerMinute, source);
      const hour = await limiter.count(newGuestsPerHour, source);
      // The challenge is as hard as the further past of the two rates asks.
      if (minute / guestsPerIpMinute >= hour / guestsPerIpHour) {
        if (minute > guestsPerIpMinute) await proofs.demand(proof, minute, guestsPerIpMinute);
      } else if (hour > guestsPerIpHour) await proofs.demand(proof, hour, guestsPerIpHour);
      const customer = (await createGuest(deviceId, prefs)) ?? (await customerOfDevice(deviceId));
      if (!customer) throw new Error('A claimed device has no customer');
      return openSession(customer);
    },

    /** Resumes the token's session and pushes its expiry forward (sliding expiry). */
    async loginByToken(token: string | undefined): Promise<LoginData> {
      const caller = await authenticate(token);
      const expiresAt = expiry();
      await db
        .update(sessions)
        .set({ expiresAt, lastSeenAt: sql`now()` })
        .where(eq(sessions.id, caller.sessionId));
      return loginData(caller.customer, token!, expiresAt);
    },

    async purgeExpiredSessions(): Promise<number> {
      const purged = await db
        .delete(sessions)
        .where(lte(sessions.expiresAt, sql`now()`))
        .returning({ id: sessions.id });
      return purged.length;
    },
  };
}
