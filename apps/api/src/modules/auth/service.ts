import { ERROR, isLang, type Lang, type LoginData } from '@storefront/contracts';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { TransactionRollbackError } from 'drizzle-orm/errors';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import type { SystemService } from '../system/service.ts';
import { customerDevices, customers, sessions } from './tables.ts';
import { hashToken, newToken } from './tokens.ts';

type Customer = typeof customers.$inferSelect;

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

export function createAuthService({ db, config, system }: { db: Db; config: Config; system: SystemService }) {
  const expiry = () => new Date(Date.now() + config.sessionTtlMs);

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

  async function openSession(customer: Customer): Promise<LoginData> {
    if (customer.disabled) throw new DomainError(ERROR.USER_DISABLED);
    const token = newToken();
    const expiresAt = expiry();
    await db.insert(sessions).values({
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
          .values({ id: newId('cus'), lang, regionCode: region.code, currencyCode: region.currency })
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

  async function authenticate(token: string | undefined): Promise<Caller> {
    if (!token) throw new DomainError(ERROR.TOKEN_EXPIRED);
    const [row] = await db
      .select({ customer: customers, sessionId: sessions.id })
      .from(sessions)
      .innerJoin(customers, eq(customers.id, sessions.customerId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, sql`now()`)));
    if (!row) throw new DomainError(ERROR.TOKEN_EXPIRED);
    if (row.customer.disabled) throw new DomainError(ERROR.USER_DISABLED);
    return row;
  }

  return {
    authenticate,

    /** Resumes the device's guest, or creates one: one device, one guest, however many calls race. */
    async loginByDevice(deviceId: string, prefs: GuestPreferences): Promise<LoginData> {
      const customer =
        (await customerOfDevice(deviceId)) ??
        (await createGuest(deviceId, prefs)) ??
        (await customerOfDevice(deviceId));
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
