/**
 * The referral programme's templates by id: registration and the referral job issue these. A store
 * without them (a new production store) issues nothing until an operator creates them.
 */
export const TEMPLATE = {
  newUser: 'new-user',
  invite: 'invite',
  referral: 'referral',
} as const;
