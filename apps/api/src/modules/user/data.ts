import { ERROR, type DeleteAccountRequest, type ExportData } from '@storefront/contracts';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import {
  type AccountCaller,
  type AccountService,
  type Customer,
  forgetAccount,
  newErasedHolder,
  socialIdentitiesOf,
} from '../auth/index.ts';
import { couponsExport, forgetCustomerCoupons } from '../coupons/index.ts';
import { type FileService, uploadsExport } from '../files/index.ts';
import { customerOrdersExport, forgetCustomerOrders, hasOpenOrders } from '../orders/index.ts';
import { forgetPayers } from '../payments/index.ts';
import { forgetRecentPlayers, recentPlayersExport } from '../players/index.ts';
import { forgetCustomerSupport, hasOpenClaims, supportExport } from '../support/index.ts';

/**
 * The customer's own data (issue 13, "The customer's own data"): all the store holds about a
 * registered customer, as one file, and the account's deletion. Each module reads and erases its
 * own tables; this is where they are asked, and where the deletion is one transaction.
 */
export function createCustomerData(deps: { db: Db; accounts: AccountService; uploads: FileService }) {
  const { db, accounts, uploads } = deps;

  return {
    async exportData(customer: Customer): Promise<ExportData> {
      const id = customer.id;
      const [socialIdentities, orders, coupons, support, recentPlayers, files] = await Promise.all([
        socialIdentitiesOf(db, id),
        customerOrdersExport(db, id),
        couponsExport(db, id),
        supportExport(db, id),
        recentPlayersExport(db, id),
        uploadsExport(db, id),
      ]);
      return {
        exportedAt: Date.now(),
        account: {
          userId: id,
          email: customer.email,
          emailVerifiedAt: customer.emailVerifiedAt?.getTime() ?? null,
          hasPassword: customer.passwordHash !== null,
          inviteCode: customer.inviteCode,
          invitedByCode: customer.invitedByCode,
          lang: customer.lang,
          region: customer.regionCode,
          currency: customer.currencyCode,
          createdAt: customer.createdAt.getTime(),
          socialIdentities,
        },
        orders,
        coupons,
        feedback: support.feedback,
        claims: support.claims,
        chat: support.chat,
        recentPlayers,
        uploads: files,
      };
    },

    /**
     * Deletes the caller's account once they confirmed it is theirs (see withOwnerConfirmed). In one
     * transaction: the orders the law keeps move, without the person, to an anonymous stand-in; all
     * else the account had goes, its row last (which ends every session). Uploaded bytes are
     * deleted after the commit.
     */
    async deleteAccount(proof: DeleteAccountRequest, ctx: AccountCaller): Promise<void> {
      const uploadKeys = await accounts.withOwnerConfirmed(
        'deleteAccount',
        proof,
        ctx,
        async (tx, account) => {
          // A claim the store has not settled is like an order awaiting its refund: the customer is owed an answer.
          if ((await hasOpenOrders(tx, account.id)) || (await hasOpenClaims(tx, account.id))) {
            throw new DomainError(ERROR.ACCOUNT_HAS_OPEN_ORDERS);
          }
          const holderId = await newErasedHolder(tx, account);
          const orderNos = await forgetCustomerOrders(tx, account.id, holderId);
          await forgetPayers(tx, orderNos);
          await forgetCustomerSupport(tx, account.id, orderNos);
          await forgetCustomerCoupons(tx, account.id, holderId);
          await forgetRecentPlayers(tx, account.id);
          const keys = await uploads.forgetOwner(tx, account.id);
          await forgetAccount(tx, account);
          return keys;
        },
      );
      await uploads.deleteStored(uploadKeys);
    },
  };
}

export type CustomerData = ReturnType<typeof createCustomerData>;
