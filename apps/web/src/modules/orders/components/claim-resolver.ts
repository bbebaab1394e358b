import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_CLAIM_CHARS, MIN_CLAIM_CHARS } from '@storefront/contracts/constants';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

export interface ClaimValues {
  kind: '' | 'notReceived' | 'codeNotWorking';
  description: string;
}
/** Keys under `claims` in the message files. */
export type ClaimErrorKey = 'kindRequired' | 'minChars' | 'maxChars';

const schema = z.object({
  kind: z.enum(['notReceived', 'codeNotWorking'], { error: 'kindRequired' satisfies ClaimErrorKey }),
  description: z
    .string()
    .trim()
    .min(MIN_CLAIM_CHARS, { error: 'minChars' satisfies ClaimErrorKey })
    .max(MAX_CLAIM_CHARS, { error: 'maxChars' satisfies ClaimErrorKey }),
});

/** The claim form's checks; loaded apart from the order page (see order-claim.tsx). */
export const claimResolver = (): Resolver<ClaimValues> =>
  zodResolver(schema) as unknown as Resolver<ClaimValues>;
