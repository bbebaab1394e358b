import { defineJob, type JobDefinition } from '../../platform/jobs.ts';
import { REFERRAL_REWARD_QUEUE } from './queues.ts';
import type { CouponService } from './service.ts';

export function couponJobs(coupons: CouponService): JobDefinition[] {
  return [
    defineJob({
      queue: REFERRAL_REWARD_QUEUE,
      policy: { retryLimit: 10, retryDelay: 5, retryBackoff: true },
      run: async (log, { inviteeId }) => {
        const outcome = await coupons.rewardReferral(inviteeId);
        if (outcome === 'issued') log.info({ inviteeId }, 'referral coupon issued to the inviter');
        if (outcome === 'runOut')
          log.warn({ inviteeId }, "referral coupon not issued: the template's budget is spent");
      },
    }),
  ];
}
