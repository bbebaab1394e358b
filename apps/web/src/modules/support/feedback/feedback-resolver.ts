import { zodResolver } from '@hookform/resolvers/zod';
import { Email } from '@storefront/contracts/auth';
import { MAX_FEEDBACK_CHARS, MIN_FEEDBACK_CHARS } from '@storefront/contracts/constants';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

/** A new thread asks for the issue type and e-mail; asking again only for the message. */
export type FeedbackMode = 'create' | 'reply';
export interface FeedbackValues {
  questionTypeId: string;
  email: string;
  content: string;
}
/** Keys under `support` in the message files. */
export type FeedbackErrorKey = 'minChars' | 'maxChars' | 'typeRequired' | 'emailRequired' | 'emailInvalid';

/** Spec section 5: "Minimum input is 20 characters". */
const content = z
  .string()
  .trim()
  .min(MIN_FEEDBACK_CHARS, { error: 'minChars' satisfies FeedbackErrorKey })
  .max(MAX_FEEDBACK_CHARS, { error: 'maxChars' satisfies FeedbackErrorKey });
const createSchema = z.object({
  questionTypeId: z.string().min(1, { error: 'typeRequired' satisfies FeedbackErrorKey }),
  email: z
    .string()
    .trim()
    .min(1, { error: 'emailRequired' satisfies FeedbackErrorKey })
    .refine((value) => Email.safeParse(value).success, { error: 'emailInvalid' satisfies FeedbackErrorKey }),
  content,
});
/** Asking again: the thread keeps its issue type and e-mail. */
const replySchema = z.object({ questionTypeId: z.string(), email: z.string(), content });

/** The feedback form's checks; loaded apart from the order page (see feedback-form.tsx). */
export const feedbackResolver = (mode: FeedbackMode): Resolver<FeedbackValues> =>
  zodResolver(mode === 'create' ? createSchema : replySchema);
