import { z } from 'zod';
import { jobQueue } from '../../platform/jobs.ts';

/** The inviter's reward once an invited customer's first order completed. */
export const REFERRAL_REWARD_QUEUE = jobQueue('coupons.referral-reward', z.object({ inviteeId: z.string() }));
