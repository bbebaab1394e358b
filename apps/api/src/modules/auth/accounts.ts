import { fieldRule } from '@storefront/contracts/field-rules';
import {
  ERROR,
  type BindEmailRequest,
  type EmailData,
  type Lang,
  type LoginByEmailRequest,
  type LoginByPwdRequest,
  type LoginData,
  type ProvedLoginData,
  type RegisterRequest,
  type ResetPwdRequest,
  type SendVerifyEmailRequest,
  type UpdatePwdRequest,
  type VerifyEmailData,
} from '@storefront/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { isUniqueViolation } from '../../platform/db/constraints.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import type { JobSender } from '../../platform/jobs.ts';
import { enqueueMail } from '../../platform/mail/jobs.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { SystemService } from '../system/index.ts';
import { newInviteCode } from './invite-codes.ts';
import { accountLimits } from './limits.ts';
import { accountExistsMail, codeMail, verifyLinkMail } from './mail.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { createAddressProof, fromOwnBrowser, proverOf } from './proof.ts';
import type { AuthService, Customer } from './service.ts';
import { passwordGuard } from './sign-in-guard.ts';
import { customers } from './tables.ts';
import { issueCode, issueLink, purgeVerifications, useCode, useLink, type Checked } from './verifications.ts';

/** Who makes an account call: their token, device, source address and what they ask to be served in. */
export interface Caller {
  token: string | undefined;
  realIp: string;
  lang: Lang | undefined;
  region: string | undefined;
  deviceId: string | undefined;
}

/**
 * Runs once for an account, in the transaction where its address is first proved (see proof.ts),
 * with the devices of the browser that proved it: the referral programme's coupons. Throwing
 * refuses that proof.
 */
export type AccountWelcome = (tx: Tx, account: Customer, deviceIds: string[]) => Promise<void>;

export type AccountService = ReturnType<typeof createAccountService>;

/** What an e-mailed code may confirm, besides the password, before a sensitive act. */
export type OwnerProofPurpose = 'deleteAccount' | 'revealCodes';

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
  const guardPassword = passwordGuard(limiter, config.rateLimits, { who: 'customer', watchRuns: false });
  const proveAddress = createAddressProof({ auth, welcome });

  /**
   * An account mail's language: the page's that asked for it, else the account's, as long as the
   * store serves pages in it (the mail links to them), else the store's default.
   */
  const langOf = (customer: Customer | undefined, ctx: Caller): Lang =>
    system.enabledLang(ctx.lang ?? '') ?? system.enabledLang(customer?.lang ?? '') ?? system.defaultLang;

  /** A page of the store under the language's path prefix. */
  function pageUrl(lang: Lang, page: string, query: Record<string, string> = {}): string {
    const url = new URL(`/${system.pathCodeOf(lang)}/${page}`, config.publicUrl);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.toString();
  }

  async function byEmail(email: string, tx: Db | Tx = db): Promise<Customer | undefined> {
    const [row] = await tx.select().from(customers).where(eq(customers.email, email));
    return row;
  }

  async function inviteCodeExists(code: string): Promise<boolean> {
    const [row] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.inviteCode, code), eq(customers.kind, 'registered')))
      .limit(1);
    return row !== undefined;
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
        if (!isUniqueViolation(error, INVITE_CODE_KEY) || attempt === 3) throw error;
      }
    }
  }

  const signedInProved = (data: LoginData, passwordCleared: boolean): ProvedLoginData => ({
    ...data,
    passwordCleared: passwordCleared ? 1 : 0,
  });

  /**
   * The account of an address first proved by an e-mailed code: the caller's guest itself when the
   * call comes with a guest's token (keeping all it did, its devices going to a fresh guest), else a
   * new customer. Its address is proved from the start, so it is welcomed now.
   */
  async function createProvedAccount(tx: Tx, ctx: Caller, email: string, inviteCode: string) {
    const values = {
      kind: 'registered' as const,
      email,
      inviteCode,
      emailVerifiedAt: new Date(),
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
      await welcome(tx, account!, [...new Set(devices)]);
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

  async function sendLink(tx: Tx, account: Customer, ctx: Caller, requestedBy: string | null) {
    const token = await issueLink(tx, account.id, account.email!, requestedBy);
    const lang = langOf(account, ctx);
    await enqueueMail(
      jobs,
      tx,
      verifyLinkMail(account.email!, lang, pageUrl(lang, 'verifyEmail', { token })),
    );
  }

  async function sendAccountExists(account: Customer, ctx: Caller): Promise<void> {
    const lang = langOf(account, ctx);
    const mail = accountExistsMail(account.email!, lang, pageUrl(lang, 'login'), pageUrl(lang, 'forgetPsd'));
    await db.transaction((tx) => enqueueMail(jobs, tx, mail));
  }

  return {
    /** For the hourly job: links and codes that can no longer be used. */
    purgeSpentVerifications: () => purgeVerifications(db),

    /**
     * Answers `{ email }` alike for an address with or without an account, after the same work (the
     * password is hashed either way, one e-mail is queued either way), so that neither the answer nor
     * its time tells whether the address has an account. Nobody is signed in: the link does that.
     */
    async register(input: RegisterRequest, ctx: Caller): Promise<EmailData> {
      await limiter.hit(...limits.mail(input.email, ctx.realIp));
      const invitedByCode = input.inviteCode || null;
      if (invitedByCode && !(await inviteCodeExists(invitedByCode))) {
        throw new DomainError(ERROR.INVITE_CODE_NOT_FOUND);
      }
      const passwordHash = await hashPassword(input.password);
      const existing = await byEmail(input.email);
      if (existing) {
        await sendAccountExists(existing, ctx);
        return { email: input.email };
      }
      try {
        await withInviteCode((inviteCode) =>
          db.transaction(async (tx) => {
            const caller = await auth.sessionOf(ctx.token, tx);
            const region = await system.regionOrDefault(ctx.region);
            const [account] = await tx
              .insert(customers)
              .values({
                id: newId('cus'),
                kind: 'registered',
                email: input.email,
                passwordHash,
                inviteCode,
                invitedByCode,
                lang: langOf(undefined, ctx),
                regionCode: region.code,
                currencyCode: region.currency,
              })
              .returning();
            await sendLink(tx, account!, ctx, caller?.customer.id ?? null);
          }),
        );
      } catch (error) {
        if (!isUniqueViolation(error, EMAIL_KEY)) throw error;
        // Another registration of the address won the race: it is a known address now.
        const winner = await byEmail(input.email);
        if (winner) await sendAccountExists(winner, ctx);
      }
      return { email: input.email };
    },

    /**
     * Proves the link's address. Opened in the browser that registered (or by a session of the
     * account), that browser is signed in; anywhere else nobody is, so a link sent around cannot
     * sign a stranger in to someone's account and hand it their guest's orders.
     */
    async verifyEmail(token: string, ctx: Caller): Promise<VerifyEmailData> {
      await limiter.hit(...limits.verifyLink(ctx.realIp));
      return committing(async (tx): Promise<Checked<VerifyEmailData>> => {
        const link = await useLink(tx, token);
        if (!link.ok) return link;
        const [account] = await tx.select().from(customers).where(eq(customers.id, link.value.customerId));
        // The account's address must still be the one the link was sent to.
        if (!account || account.email !== link.value.email) {
          return { ok: false, error: ERROR.VERIFICATION_LINK_EXPIRED };
        }
        const prover = await proverOf(auth, tx, ctx, link.value.requestedBy);
        const { account: proved, passwordCleared } = await proveAddress(tx, account, prover);
        const login = fromOwnBrowser(account.id, prover)
          ? await auth.signIn(proved, ctx.token, tx)
          : undefined;
        return {
          ok: true,
          value: { email: account.email, passwordCleared: passwordCleared ? 1 : 0, login },
        };
      });
    },

    async sendVerifyEmail(input: SendVerifyEmailRequest, ctx: Caller): Promise<EmailData> {
      const { email, type } = input;
      if (type === 'register' || type === 'bindEmail' || type === 'deleteAccount' || type === 'revealCodes') {
        const caller = await auth.authenticate(ctx.token);
        const account = caller.customer;
        if (account.kind !== 'registered') throw new DomainError(ERROR.USER_NOT_REGISTERED);
        if (type === 'register') {
          if (account.email !== email) throw new DomainError(ERROR.FIELD_INVALID, { field: 'email' });
          await limiter.hit(...limits.mail(email, ctx.realIp));
          // Already verified: nothing to send, and nothing to complain about.
          if (!account.emailVerifiedAt) await db.transaction((tx) => sendLink(tx, account, ctx, account.id));
          return { email };
        }
        if (type === 'deleteAccount' || type === 'revealCodes') {
          // Only to the account's own address: whoever reads that mailbox may act as the account's owner.
          if (account.email !== email) throw new DomainError(ERROR.FIELD_INVALID, { field: 'email' });
          await limiter.hit(...limits.mail(email, ctx.realIp));
          await db.transaction(async (tx) => {
            const code = await issueCode(tx, email, type, account.id);
            await enqueueMail(jobs, tx, codeMail(email, langOf(account, ctx), type, code));
          });
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

    /** Never held back by wrong passwords: its own limits, and each code's five tries. */
    async loginByEmail(input: LoginByEmailRequest, ctx: Caller): Promise<ProvedLoginData> {
      await limiter.hit(...limits.code(input.email, ctx.realIp));
      return withInviteCode((inviteCode) =>
        committing(async (tx) => {
          const checked = await useCode(tx, input.email, 'login', input.code);
          if (!checked.ok) return checked;
          const existing = await byEmail(input.email, tx);
          if (!existing) {
            const account = await createProvedAccount(tx, ctx, input.email, inviteCode);
            return { ok: true, value: signedInProved(await auth.openSession(account, tx), false) };
          }
          const proof = await proveAddress(tx, existing, await proverOf(auth, tx, ctx));
          const data = await auth.signIn(proof.account, ctx.token, tx);
          return { ok: true, value: signedInProved(data, proof.passwordCleared) };
        }),
      );
    },

    /**
     * -1002 alike for an unknown address, an account without a password and a wrong password, each
     * checked against a hash (a decoy when there is none), so that all three take as long. Only the
     * right password learns that an unproved address is not a way in (-1003).
     */
    async loginByPwd(input: LoginByPwdRequest, ctx: Caller): Promise<LoginData> {
      const account = await guardPassword({ email: input.email, ip: ctx.realIp }, async () => {
        const found = await byEmail(input.email);
        return (await verifyPassword(found?.passwordHash, input.password)) ? found : undefined;
      });
      if (!account.emailVerifiedAt) throw new DomainError(ERROR.EMAIL_NOT_VERIFIED);
      return db.transaction((tx) => auth.signIn(account, ctx.token, tx));
    },

    async resetPwd(input: ResetPwdRequest, ctx: Caller): Promise<EmailData> {
      await limiter.hit(...limits.code(input.email, ctx.realIp));
      const passwordHash = await hashPassword(input.password);
      return committing(async (tx) => {
        const checked = await useCode(tx, input.email, 'resetPwd', input.code);
        if (!checked.ok) return checked;
        const existing = await byEmail(input.email, tx);
        if (!existing) return { ok: false, error: ERROR.INVALID_VERIFICATION_CODE };
        const { account } = await proveAddress(tx, existing, await proverOf(auth, tx, ctx));
        await tx
          .update(customers)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(eq(customers.id, account.id));
        await auth.endSessions(account.id, tx);
        return { ok: true, value: { email: input.email } };
      });
    },

    /** Sets a new password; every session ends and this caller gets a new one. */
    async updatePwd(input: UpdatePwdRequest, ctx: Caller): Promise<LoginData> {
      const { customer: account } = await auth.authenticate(ctx.token);
      if (account.kind !== 'registered') throw new DomainError(ERROR.USER_NOT_REGISTERED);
      if (account.passwordHash) {
        if (!input.oldPassword) {
          throw new DomainError(ERROR.FIELD_REQUIRED, {
            field: 'oldPassword',
            rule: fieldRule('oldPassword', true)!,
          });
        }
        await limiter.hit(...limits.oldPassword(account.id, ctx.realIp));
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

    /**
     * Runs `work` in a transaction once the caller has shown again that the account is theirs: a
     * code of `purpose` sent to its address, or its password; an account with neither (social
     * sign-in, no address) has only its session. The account row is locked for `work`, which gets it
     * as it is then (a concurrent deletion leaves none: -1001).
     */
    async withOwnerConfirmed<T>(
      purpose: OwnerProofPurpose,
      proof: { password?: string | undefined; code?: string | undefined },
      ctx: Caller,
      work: (tx: Tx, account: Customer) => Promise<T>,
    ): Promise<T> {
      const { customer: account } = await auth.authenticate(ctx.token);
      if (account.kind !== 'registered') throw new DomainError(ERROR.USER_NOT_REGISTERED);
      const locked = async (tx: Tx): Promise<T> => {
        const [row] = await tx.select().from(customers).where(eq(customers.id, account.id)).for('update');
        if (!row) throw new DomainError(ERROR.TOKEN_EXPIRED);
        return work(tx, row);
      };
      if (account.passwordHash && !(proof.code && account.email)) {
        if (!proof.password) {
          throw new DomainError(ERROR.FIELD_REQUIRED, { field: 'password', rule: 'oldPasswordRequired' });
        }
        await limiter.hit(...limits.oldPassword(account.id, ctx.realIp));
        if (!(await verifyPassword(account.passwordHash, proof.password))) {
          throw new DomainError(ERROR.WRONG_OLD_PASSWORD);
        }
        return db.transaction(locked);
      }
      if (!account.email) return db.transaction(locked);
      const { email } = account;
      if (!proof.code) throw new DomainError(ERROR.FIELD_REQUIRED, { field: 'code', rule: 'codeRequired' });
      await limiter.hit(...limits.code(email, ctx.realIp));
      return committing(async (tx): Promise<Checked<T>> => {
        const checked = await useCode(tx, email, purpose, proof.code!);
        if (!checked.ok) return checked;
        if (checked.value.customerId !== account.id)
          return { ok: false, error: ERROR.INVALID_VERIFICATION_CODE };
        return { ok: true, value: await locked(tx) };
      });
    },

    /** Binds a proved address to an account that has none: the account's own session proves it. */
    async bindEmail(input: BindEmailRequest, ctx: Caller): Promise<EmailData> {
      const { customer: account } = await auth.authenticate(ctx.token);
      if (account.kind !== 'registered') throw new DomainError(ERROR.USER_NOT_REGISTERED);
      if (account.email) throw new DomainError(ERROR.EMAIL_ALREADY_BOUND);
      await limiter.hit(...limits.code(input.email, ctx.realIp));
      try {
        return await committing(async (tx) => {
          const checked = await useCode(tx, input.email, 'bindEmail', input.code);
          if (!checked.ok) return checked;
          // A code sent for another account's binding is no code for this one.
          if (checked.value.customerId !== account.id)
            return { ok: false, error: ERROR.INVALID_VERIFICATION_CODE };
          if (await byEmail(input.email, tx)) return { ok: false, error: ERROR.EMAIL_IN_USE };
          const [bound] = await tx
            .update(customers)
            .set({ email: input.email, updatedAt: sql`now()` })
            .where(eq(customers.id, account.id))
            .returning();
          await proveAddress(tx, bound!, await proverOf(auth, tx, ctx));
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
