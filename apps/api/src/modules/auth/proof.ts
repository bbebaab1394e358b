import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { AccountWelcome } from './accounts.ts';
import type { AuthService, Customer } from './service.ts';
import { customers } from './tables.ts';

/** The browser that brought a proof of an address (a link, a code, a provider's word). */
export interface Prover {
  /** The customer of the session the proof came with: a guest, or an account. */
  callerId: string | undefined;
  /** For a registration's link: the customer whose session registered (its guest). */
  registrant?: string | null;
  /** That browser's devices: the ones the account is welcomed with. */
  deviceIds: string[];
}

export interface Proved {
  account: Customer;
  /** The password chosen before the address was proved has been removed. */
  passwordCleared: boolean;
}

export type ProveAddress = (tx: Tx, account: Customer, prover: Prover) => Promise<Proved>;

/** Whether the proof comes from the password-setter's own browser (see createAddressProof). */
export const fromOwnBrowser = (accountId: string, prover: Prover): boolean =>
  prover.callerId !== undefined && (prover.callerId === accountId || prover.callerId === prover.registrant);

/**
 * The one rule for the moment an account's address is FIRST proved, whatever proves it: the
 * registration link, a sign-in or reset code, a social provider vouching for it, or binding it.
 *
 * Anyone can register someone else's address with a password of their own, and the verification
 * link then goes to the address's owner. So a proof counts as the password-setter's only when it
 * comes from their own browser: a session of the account itself, or the guest that registered (a
 * link opened where it was asked for). Any other proof comes from whoever reads the mailbox, who
 * need not be whoever chose the password: that password is removed and every session the account
 * had ends, so someone who registered another person's address keeps no way in once its owner
 * arrives. The owner then signs in by code or sets a password with "forgot password".
 *
 * The address being proved is also when the account is welcomed (its programme coupons), once.
 */
export function createAddressProof({
  auth,
  welcome,
}: {
  auth: AuthService;
  welcome: AccountWelcome;
}): ProveAddress {
  return async (tx, account, prover) => {
    if (account.emailVerifiedAt) return { account, passwordCleared: false };
    const ownBrowser = fromOwnBrowser(account.id, prover);
    // The row lock makes a second proof racing this one wait, then find the address proved.
    const [proved] = await tx
      .update(customers)
      .set({
        emailVerifiedAt: sql`now()`,
        ...(ownBrowser ? {} : { passwordHash: null }),
        updatedAt: sql`now()`,
      })
      .where(and(eq(customers.id, account.id), isNull(customers.emailVerifiedAt)))
      .returning();
    if (!proved) {
      const [current] = await tx.select().from(customers).where(eq(customers.id, account.id));
      return { account: current!, passwordCleared: false };
    }
    if (!ownBrowser) await auth.endSessions(account.id, tx);
    await welcome(tx, proved, prover.deviceIds);
    return { account: proved, passwordCleared: !ownBrowser && account.passwordHash !== null };
  };
}

/** The prover behind a request: its session's customer and that browser's devices. */
export async function proverOf(
  auth: AuthService,
  tx: Tx,
  ctx: { token: string | undefined; deviceId: string | undefined },
  registrant?: string | null,
): Promise<Prover> {
  const caller = await auth.sessionOf(ctx.token, tx);
  const deviceIds = new Set(ctx.deviceId ? [ctx.deviceId] : []);
  if (caller?.customer.kind === 'guest') {
    for (const device of await auth.devicesOf(caller.customer.id, tx)) deviceIds.add(device);
  }
  return { callerId: caller?.customer.id, registrant, deviceIds: [...deviceIds] };
}
