import {
  ERROR,
  type BindEmailRequest,
  type EmailData,
  type Lang,
  type LoginByEmailRequest,
  type LoginByPwdRequest,
  type LoginData,
  type RegisterRequest,
  type ResetPwdRequest,
  type SendVerifyEmailRequest,
  type UpdatePwdRequest,
  type VerifyEmailData,
} from '@storefront/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { isUniqueViolation } from '../../platform/db/constraints.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { newId } from '../../platform/ids.ts';
import type { JobSender } from '../../platform/jobs.ts';
import { enqueueMail } from '../../platform/mail/jobs.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { SystemService } from '../system/service.ts';
import { newInviteCode } from './invite-codes.ts';
import { accountLimits } from './limits.ts';
import { codeMail, verifyLinkMail } from './mail.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { AuthService, Customer } from './service.ts';
import { customers } from './tables.ts';
import { issueCode, issueLink, purgeVerifications, useCode, useLink, type Checked } from './verifications.ts';

export type Caller = Pick<RequestContext, 'token' | 'realIp' | 'lang' | 'region' | 'deviceId'>;

/**
 * Runs in a new account's transaction, with the devices it registered from (the request's and its
 * guest's): the referral programme's coupons. Throwing refuses the registration.
 */
export type AccountWelcome = (tx: Tx, account: Customer, deviceIds: string[]) => Promise<void>;

export type AccountService = ReturnType<typeof createAccountService>;

const INVITE_CODE_KEY = 'customers_invite_code_unique';
const EMAIL_KEY = 'customers_email_unique';

/** Sign-up, sign-in by password or code, verification, and password reset. */
export function createAccountService(deps: {
  db: Db;
  config: Config;
  system: SystemService;
  auth: AuthService;
  jobs: JobSender;
  limiter: RateLimiter;
  welcome: AccountWelcome;
}) {
  const { db, config, system, auth, jobs, limiter, welcome } = deps;
  const limits = accountLimits(config.rateLimits);

  const langOf = (customer: Customer | undefined, ctx: Caller): Lang =>
    system.enabledLang(customer?.lang ?? ctx.lang ?? '') ?? system.defaultLang;

  /** The page the verification link opens, under the language's path prefix. */
  function verifyLink(lang: Lang, token: string): string {
    const url = new URL(`/${system.pathCodeOf(lang)}/verifyEmail`, config.publicUrl);
    url.searchParams.set('token', token);
    return url.toString();
  }

  async function byEmail(email: string, tx: Db | Tx = db): Promise<Customer | undefined> {
    const [row] = await tx.select().from(customers).where(eq(customers.email, email));
    return row;
  }

  /** Runs `work` and commits; a failure it returns (a wrong code, counted) is thrown after the commit. */
  async function committing<T>(work: (tx: Tx) => Promise<Checked<T>>): Promise<T> {
    const outcome = await db.transaction(work);
    if (!outcome.ok) throw new DomainError(outcome.error);
    return outcome.value;
  }

  /** Retries the rare clash of a new invite code with an existing one. */
  async function withInviteCode<T>(work: (inviteCode: string) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work(newInviteCode());
      } catch (error) {
        if (isUniqueViolation(error, EMAIL_KEY)) throw new DomainError(ERROR.USER_ALREADY_REGISTERED);
        if (!isUniqueViolation(error, INVITE_CODE_KEY) || attempt === 3) throw error;
      }
    }
  }

  /**
   * Makes the account for a new address: the caller's guest itself when the call comes with a
   * guest's token (keeping all it did, its devices going to a fresh guest), else a new customer.
   */
  async function createAccount(
    tx: Tx,
    ctx: Caller,
    fields: {
      email: string;
      passwordHash: string | null;
      inviteCode: string;
      invitedByCode: string | null;
      verified: boolean;
    },
  ): Promise<Customer> {
    const values = {
      kind: 'registered' as const,
      email: fields.email,
      passwordHash: fields.passwordHash,
      inviteCode: fields.inviteCode,
      invitedByCode: fields.invitedByCode,
      emailVerifiedAt: fields.verified ? new Date() : null,
      forceLogin: false,
      updatedAt: sql`now()`,
    };
    const devices = ctx.deviceId ? [ctx.deviceId] : [];
    const caller = await auth.sessionOf(ctx.token, tx);
    if (caller?.customer.kind === 'guest' && !caller.customer.disabled) {
      const [account] = await tx
        .update(customers)
        .set(values)
        .where(eq(customers.id, caller.customer.id))
        .returning();
      devices.push(...(await auth.devicesOf(caller.customer.id, tx)));
      await auth.handOverDevices(caller.customer, tx);
      await auth.endSessions(caller.customer.id, tx);
      await welcome(tx, account!, devices);
      return account!;
    }
    const region = await system.regionOrDefault(ctx.region);
    const [account] = await tx
      .insert(customers)
      .values({
        id: newId('cus'),
        lang: langOf(undefined, ctx),
        regionCode: region.code,
        currencyCode: region.currency,
        ...values,
      })
      .returning();
    await welcome(tx, account!, devices);
    return account!;
  }

  async function sendLink(tx: Tx, account: Customer, ctx: Caller): Promise<void> {
    const token = await issueLink(tx, account.id, account.email!);
    const lang = langOf(account, ctx);
    await enqueueMail(jobs, tx, verifyLinkMail(account.email!, lang, verifyLink(lang, token)));
  }

  return {
    /** For the hourly job: links and codes that can no longer be used. */
    purgeSpentVerifications: () => purgeVerifications(db),

    async register(input: RegisterRequest, ctx: Caller): Promise<LoginData> {
      await limiter.hit(...limits.mail(input.email, ctx.realIp));
      if (await byEmail(input.email)) throw new DomainError(ERROR.USER_ALREADY_REGISTERED);
      const passwordHash = await hashPassword(input.password);
      return withInviteCode((inviteCode) =>
        db.transaction(async (tx) => {
          const account = await createAccount(tx, ctx, {
            email: input.email,
            passwordHash,
            inviteCode,
            invitedByCode: input.inviteCode || null,
            verified: false,
          });
          await sendLink(tx, account, ctx);
          return auth.openSession(account, tx);
        }),
      );
    },

    async verifyEmail(token: string, ctx: Caller): Promise<VerifyEmailData> {
      await limiter.hit(...limits.verifyLink(ctx.realIp));
      return committing(async (tx) => {
        const link = await useLink(tx, token);
        if (!link.ok) return link;
        // The account's address must still be the one the link was sent to.
        const [account] = await tx
          .update(customers)
          .set({ emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
          .where(eq(customers.id, link.value.customerId))
          .returning();
        if (account?.email !== link.value.email) return { ok: false, error: ERROR.VERIFICATION_LINK_EXPIRED };
        return { ok: true, value: { email: account.email } };
      });
    },

    async sendVerifyEmail(input: SendVerifyEmailRequest, ctx: Caller): Promise<EmailData> {
      const { email, type } = input;
      if (type === 'register' || type === 'bindEmail') {
        const caller = await auth.authenticate(ctx.token);
        const account = caller.customer;
        if (account.kind !== 'registered') throw new DomainError(ERROR.USER_NOT_REGISTERED);
        if (type === 'register') {
          if (account.email !== email) throw new DomainError(ERROR.FIELD_INVALID, { field: 'email' });
          await limiter.hit(...limits.mail(email, ctx.realIp));
          // Already verified: nothing to send, and nothing to complain about.
          if (!account.emailVerifiedAt) await db.transaction((tx) => sendLink(tx, account, ctx));
          return { email };
        }
        if (account.email) throw new DomainError(ERROR.EMAIL_ALREADY_BOUND);
        if (await byEmail(email)) throw new DomainError(ERROR.EMAIL_IN_USE);
        await limiter.hit(...limits.mail(email, ctx.realIp));
        await db.transaction(async (tx) => {
          const code = await issueCode(tx, email, 'bindEmail', account.id);
          await enqueueMail(jobs, tx, codeMail(email, langOf(account, ctx), 'bindEmail', code));
        });
        return { email };
      }
      await limiter.hit(...limits.mail(email, ctx.realIp));
      const account = await byEmail(email);
      // A reset for an address without an account sends nothing, but answers the same.
      if (type === 'resetPwd' && !account) return { email };
      await db.transaction(async (tx) => {
        const code = await issueCode(tx, email, type, account?.id ?? null);
        await enqueueMail(jobs, tx, codeMail(email, langOf(account, ctx), type, code));
      });
      return { email };
    },

    async loginByEmail(input: LoginByEmailRequest, ctx: Caller): Promise<LoginData> {
      await limiter.hit(...limits.signIn(input.email, ctx.realIp));
      return withInviteCode((inviteCode) =>
        committing(async (tx) => {
          const checked = await useCode(tx, input.email, 'login', input.code);
          if (!checked.ok) return checked;
          const existing = await byEmail(input.email, tx);
          if (!existing) {
            const account = await createAccount(tx, ctx, {
              email: input.email,
              passwordHash: null,
              inviteCode,
              invitedByCode: null,
              verified: true,
            });
            return { ok: true, value: await auth.openSession(account, tx) };
          }
          // The code proves the address, so it is verified from now on.
          const [account] = await tx
            .update(customers)
            .set({ emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, now())` })
            .where(eq(customers.id, existing.id))
            .returning();
          return { ok: true, value: await auth.signIn(account!, ctx.token, tx) };
        }),
      );
    },

    async loginByPwd(input: LoginByPwdRequest, ctx: Caller): Promise<LoginData> {
      await limiter.hit(...limits.signIn(input.email, ctx.realIp));
      const account = await byEmail(input.email);
      if (account && !account.passwordHash) throw new DomainError(ERROR.PASSWORD_NOT_SET);
      if (!(await verifyPassword(account?.passwordHash, input.password)) || !account) {
        throw new DomainError(ERROR.WRONG_CREDENTIALS);
      }
      return db.transaction((tx) => auth.signIn(account, ctx.token, tx));
    },

    async resetPwd(input: ResetPwdRequest, ctx: Caller): Promise<EmailData> {
      await limiter.hit(...limits.reset(input.email, ctx.realIp));
      const passwordHash = await hashPassword(input.password);
      return committing(async (tx) => {
        const checked = await useCode(tx, input.email, 'resetPwd', input.code);
        if (!checked.ok) return checked;
        const [account] = await tx
          .update(customers)
          .set({
            passwordHash,
            emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, now())`,
            updatedAt: sql`now()`,
          })
          .where(eq(customers.email, input.email))
          .returning();
        if (!account) return { ok: false, error: ERROR.INVALID_VERIFICATION_CODE };
        await auth.endSessions(account.id, tx);
        return { ok: true, value: { email: input.email } };
      });
    },

    /** Sets a new password; every session ends and this caller gets a new one. */
    async updatePwd(input: UpdatePwdRequest, ctx: Caller): Promise<LoginData> {
      const { customer: account } = await auth.authenticate(ctx.token);
      if (account.kind !== 'registered') throw new DomainError(ERROR.USER_NOT_REGISTERED);
      if (account.passwordHash) {
        if (!input.oldPassword) throw new DomainError(ERROR.FIELD_REQUIRED, { field: 'oldPassword' });
        await limiter.hit(...limits.signIn(account.email ?? account.id, ctx.realIp));
        if (!(await verifyPassword(account.passwordHash, input.oldPassword))) {
          throw new DomainError(ERROR.WRONG_OLD_PASSWORD);
        }
      }
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(customers)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(eq(customers.id, account.id))
          .returning();
        await auth.endSessions(account.id, tx);
        return auth.openSession(updated!, tx);
      });
    },

    /** Binds a verified address to an account that has none. */
    async bindEmail(input: BindEmailRequest, ctx: Caller): Promise<EmailData> {
      const { customer: account } = await auth.authenticate(ctx.token);
      if (account.kind !== 'registered') throw new DomainError(ERROR.USER_NOT_REGISTERED);
      if (account.email) throw new DomainError(ERROR.EMAIL_ALREADY_BOUND);
      await limiter.hit(...limits.signIn(input.email, ctx.realIp));
      try {
        return await committing(async (tx) => {
          const checked = await useCode(tx, input.email, 'bindEmail', input.code);
          if (!checked.ok) return checked;
          // A code sent for another account's binding is no code for this one.
          if (checked.value.customerId !== account.id)
            return { ok: false, error: ERROR.INVALID_VERIFICATION_CODE };
          if (await byEmail(input.email, tx)) return { ok: false, error: ERROR.EMAIL_IN_USE };
          await tx
            .update(customers)
            .set({ email: input.email, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
            .where(eq(customers.id, account.id));
          return { ok: true, value: { email: input.email } };
        });
      } catch (error) {
        // Another account took the address between the check and the update.
        if (isUniqueViolation(error, EMAIL_KEY)) throw new DomainError(ERROR.EMAIL_IN_USE);
        throw error;
      }
    },
  };
}
