import type { JobDefinition } from '../../platform/jobs.ts';
import { REFERRAL_REWARD_QUEUE, type CouponService } from './service.ts';

export function couponJobs(coupons: CouponService): JobDefinition[] {
  return [
    {
      name: REFERRAL_REWARD_QUEUE,
      queue: { retryLimit: 10, retryDelay: 5, retryBackoff: true },
      run: async (log, data) => {
        const { inviteeId } = data as { inviteeId: string };
        const outcome = await coupons.rewardReferral(inviteeId);
        if (outcome === 'issued') log.info({ inviteeId }, 'referral coupon issued to the inviter');
      },
    },
  ];
}
