/**
 * The ids the demo store gives its referral programme's templates. The programme issues from the
 * newest enabled template of each kind inside its window (budget.ts programmeTemplate), so an
 * operator changes an offer by creating a template, and a store without one issues nothing.
 */
export const TEMPLATE = {
  newUser: 'new-user',
  invite: 'invite',
  referral: 'referral',
} as const;
