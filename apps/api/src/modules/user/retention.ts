import { ORDER_RECORD_YEARS } from '@storefront/contracts/constants';
import type { Db } from '../../platform/db/client.ts';
import { defineJob, scheduleQueue, type JobDefinition } from '../../platform/jobs.ts';
import { erasedHolders } from '../auth/index.ts';
import { purgeFulfilment } from '../fulfilment/index.ts';
import { expiredOrderRecords, purgeOrders } from '../orders/index.ts';
import { purgePayments } from '../payments/index.ts';

const BATCH = 500;

/**
 * Deleted accounts' orders are kept for accounting, tied to no one, for ORDER_RECORD_YEARS after
 * their last event, as the privacy policy says; then they go with their payments, delivery and
 * codes. A batch a transaction, so a large backlog never holds locks for long.
 */
export async function purgeExpiredOrderRecords(db: Db): Promise<number> {
  let purged = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const orderNos = await expiredOrderRecords(tx, erasedHolders(tx), ORDER_RECORD_YEARS, BATCH);
      await purgePayments(tx, orderNos);
      await purgeFulfilment(tx, orderNos);
      await purgeOrders(tx, orderNos);
      return orderNos.length;
    });
    purged += batch;
    if (batch < BATCH) return purged;
  }
}

export function userJobs(db: Db): JobDefinition[] {
  return [
    defineJob({
      queue: scheduleQueue('user.purge-order-records'),
      // Daily, in the small hours of UTC.
      cron: '41 3 * * *',
      run: async (log) => {
        log.info(
          { purged: await purgeExpiredOrderRecords(db) },
          'expired order records of deleted accounts purged',
        );
      },
    }),
  ];
}
