import type { Tx } from '../../platform/db/client.ts';

/**
 * Moves what a guest did (rows keyed by its customer id) to the account it signed in to. Runs in
 * the sign-in's transaction: a failing hook fails the sign-in and nothing is half-moved.
 */
export type GuestMergeHook = (guestId: string, accountId: string, tx: Tx) => Promise<void>;

/**
 * The hooks run when a guest signs in to an existing account. Each module that keeps a guest's
 * data (orders, player ids, coupons…) registers one for its tables; the guest's device is not
 * moved: after sign-out the browser is that guest again, with nothing left.
 */
export function createGuestMerge() {
  const hooks: { name: string; hook: GuestMergeHook }[] = [];
  return {
    register(name: string, hook: GuestMergeHook): void {
      hooks.push({ name, hook });
    },
    async mergeGuestInto(guestId: string, accountId: string, tx: Tx): Promise<void> {
      if (guestId === accountId) return;
      for (const { hook } of hooks) await hook(guestId, accountId, tx);
    },
  };
}

export type GuestMerge = ReturnType<typeof createGuestMerge>;
