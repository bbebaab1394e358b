import {
  ERROR,
  PATH_CODES,
  type Lang,
  type LoginByThirdAccountData,
  type LoginByThirdAccountRequest,
  type SocialProvider,
  type ThirdAccountStartData,
  type ThirdAccountStartRequest,
} from '@storefront/contracts';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import * as oauth from 'openid-client';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/constraints.ts';
import { DomainError } from '../../../platform/errors.ts';
import type { Caller } from '../accounts.ts';
import { newId } from '../../../platform/ids.ts';
import type { SystemService } from '../../system/index.ts';
import type { AccountWelcome } from '../accounts.ts';
import { createAddressProof } from '../proof.ts';
import type { AuthService } from '../service.ts';
import { customers } from '../tables.ts';
import { newInviteCode } from '../invite-codes.ts';
import { hashToken } from '../tokens.ts';
import { createSocialClients, type SocialClient, type SocialIdentity } from './providers.ts';
import { socialAccounts, socialLogins } from './tables.ts';

type Customer = typeof customers.$inferSelect;

/** Long enough to sign in at the provider, short enough that a leaked state is soon worthless. */
const SIGN_IN_TTL_MS = 10 * 60 * 1000;

export type SocialService = ReturnType<typeof createSocialService>;

export function createSocialService({
  db,
  config,
  auth,
  system,
  welcome,
}: {
  db: Db;
  config: Config;
  auth: AuthService;
  system: SystemService;
  /** An account's coupons, given when its address is first proved (proof.ts). */
  welcome: AccountWelcome;
}) {
  const clients = createSocialClients(config.social);
  const proveAddress = createAddressProof({ auth, welcome });
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  const defaultPathCode =
    config.enabledPathCodes.find((code) => PATH_CODES[code]!.lang === system.defaultLang) ??
    config.enabledPathCodes[0]!;

  function clientOf(provider: SocialProvider): SocialClient {
    const client = clients[provider];
    if (!client) throw new DomainError(ERROR.SOCIAL_PROVIDER_UNAVAILABLE);
    return client;
  }

  /** The provider returns the browser to the sign-in page in the caller's language. */
  function redirectUri(provider: SocialProvider, lang: Lang | undefined): string {
    const pathCode = lang && config.enabledPathCodes.includes(lang) ? lang : defaultPathCode;
    return `${publicUrl}/${pathCode}/login/social/${provider}`;
  }

  async function linkedCustomer(provider: SocialProvider, subject: string): Promise<Customer | undefined> {
    const [row] = await db
      .select({ customer: customers })
      .from(socialAccounts)
      .innerJoin(customers, eq(customers.id, socialAccounts.customerId))
      .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)));
    return row?.customer;
  }

  /**
   * The account a provider's user signs in as: the one already linked; else the account with the
   * same verified e-mail, now linked; else a new registered account (without an e-mail when the
   * provider vouches for none: the customer binds one later). A new account is made of the
   * starter's guest itself, so that all the guest did stays with it. The provider vouching for an
   * address proves it, under the one rule of proof.ts: a password chosen before is removed.
   */
  async function accountFor(
    provider: SocialProvider,
    identity: SocialIdentity,
    starter: Customer,
  ): Promise<{ account: Customer; passwordCleared: boolean }> {
    const linked = await linkedCustomer(provider, identity.subject);
    if (linked) return { account: linked, passwordCleared: false };
    const email = identity.verifiedEmail?.trim().toLowerCase();
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction(async (tx) => {
          const [existing] = email
            ? await tx
                .select()
                .from(customers)
                .where(sql`lower(${customers.email}) = ${email}`)
            : [];
          // The devices the guest was opened on are the ones this person signs up from.
          const devices = starter.kind === 'guest' ? await auth.devicesOf(starter.id, tx) : [];
          let account: Customer | undefined;
          let passwordCleared = false;
          if (existing) {
            ({ account, passwordCleared } = await proveAddress(tx, existing, {
              callerId: starter.id,
              deviceIds: devices,
            }));
          } else {
            const values = {
              kind: 'registered' as const,
              email: email ?? null,
              // Every registered account has its own code to share, as registration gives one.
              inviteCode: newInviteCode(),
              emailVerifiedAt: email ? new Date() : null,
              forceLogin: false,
              updatedAt: sql`now()`,
            };
            if (starter.kind === 'guest') {
              [account] = await tx
                .update(customers)
                .set(values)
                .where(eq(customers.id, starter.id))
                .returning();
              await auth.handOverDevices(starter, tx);
              await auth.endSessions(starter.id, tx);
            } else {
              [account] = await tx
                .insert(customers)
                .values({
                  id: newId('cus'),
                  lang: starter.lang,
                  regionCode: starter.regionCode,
                  currencyCode: starter.currencyCode,
                  ...values,
                })
                .returning();
            }
            // Without an address nothing is proved yet: binding one does it (and welcomes).
            if (email) await welcome(tx, account!, devices);
          }
          await tx
            .insert(socialAccounts)
            .values({ provider, subject: identity.subject, customerId: account!.id });
          return { account: account!, passwordCleared };
        });
      } catch (error) {
        // A new account's invite code met an existing one (about 40 bits each): draw another.
        if (isUniqueViolation(error, 'customers_invite_code_unique') && attempt < 3) continue;
        // Two first sign-ins of one provider account raced: the other linked it, so use that link.
        const raced = await linkedCustomer(provider, identity.subject);
        if (raced) return { account: raced, passwordCleared: false };
        // Another sign-in took the same e-mail meanwhile: trying again finds that account. (Not
        // rethrown: the driver's error would put the address in the log.)
        if (isUniqueViolation(error, 'customers_email_unique'))
          throw new DomainError(ERROR.SOCIAL_LOGIN_FAILED);
        throw error;
      }
    }
  }

  return {
    /**
     * Records the state, PKCE verifier and nonce against the caller's session, and answers the
     * provider page to open. The session is required: it is what the return is checked against.
     */
    async start(input: ThirdAccountStartRequest, ctx: Caller): Promise<ThirdAccountStartData> {
      const client = clientOf(input.provider);
      const caller = await auth.authenticate(ctx.token);
      const request = {
        redirectUri: redirectUri(input.provider, ctx.lang),
        state: oauth.randomState(),
        codeVerifier: oauth.randomPKCECodeVerifier(),
        nonce: client.usesNonce ? oauth.randomNonce() : undefined,
      };
      let authorizationUrl: URL;
      try {
        authorizationUrl = await client.authorizationUrl(request);
      } catch {
        throw new DomainError(ERROR.SOCIAL_LOGIN_FAILED);
      }
      await db.delete(socialLogins).where(lte(socialLogins.expiresAt, sql`now()`));
      await db.insert(socialLogins).values({
        id: newId('slg'),
        stateHash: hashToken(request.state),
        provider: input.provider,
        codeVerifier: request.codeVerifier,
        nonce: request.nonce ?? null,
        redirectUri: request.redirectUri,
        customerId: caller.customer.id,
        backPath: input.backPath ?? null,
        expiresAt: new Date(Date.now() + SIGN_IN_TTL_MS),
      });
      return { authorizationUrl: authorizationUrl.href };
    },

    /**
     * Takes the state once (whatever happens next, it cannot be replayed), checks that the same
     * session finishes what it started, exchanges the code, finds or makes the account, brings the
     * guest's things along and opens a session.
     */
    async login(input: LoginByThirdAccountRequest, ctx: Caller): Promise<LoginByThirdAccountData> {
      const client = clientOf(input.provider);
      const [login] = await db
        .update(socialLogins)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(socialLogins.stateHash, hashToken(input.state)),
            eq(socialLogins.provider, input.provider),
            isNull(socialLogins.usedAt),
            gt(socialLogins.expiresAt, sql`now()`),
          ),
        )
        .returning();
      // A return finished in another browser than the one that began it is refused: else anyone
      // could sign a victim in to the attacker's account with a link (login CSRF).
      const caller = await auth.sessionOf(ctx.token);
      if (!login || !caller || caller.customer.id !== login.customerId) {
        throw new DomainError(ERROR.SOCIAL_SIGN_IN_EXPIRED);
      }

      let identity: SocialIdentity;
      try {
        identity = await client.identify(
          { code: input.code, iss: input.iss, deviceId: input.deviceId },
          {
            redirectUri: login.redirectUri,
            state: input.state,
            codeVerifier: login.codeVerifier,
            nonce: login.nonce ?? undefined,
          },
        );
      } catch {
        throw new DomainError(ERROR.SOCIAL_LOGIN_FAILED);
      }

      const { account, passwordCleared } = await accountFor(input.provider, identity, caller.customer);
      const data = await db.transaction((tx) => auth.signIn(account, ctx.token, tx));
      return { ...data, passwordCleared: passwordCleared ? 1 : 0, backPath: login.backPath ?? '' };
    },
  };
}
