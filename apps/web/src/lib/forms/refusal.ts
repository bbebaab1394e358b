import { ERROR } from '@storefront/contracts/constants';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** The error type of a message the API wrote (already in the caller's language), not a rule's key. */
const REFUSAL = 'refusal';

/**
 * Keeps a refused call's message in its form, where the one-second toast of spec section 8 cannot
 * be missed: on the field the code is about (focused; it goes once that field is corrected), else
 * on the form as a whole (it goes at the next try).
 */
export function keepRefusal<V extends FieldValues>(
  setError: UseFormSetError<V>,
  answer: { code: number; msg: string },
  fieldOf: Partial<Record<number, Path<V>>> = {},
): void {
  const field = fieldOf[answer.code];
  const error = { type: REFUSAL, message: answer.msg };
  if (field) setError(field, error, { shouldFocus: true });
  else setError('root.refusal', error);
}

/** The message the API wrote for a field or a form, if that is what the error holds. */
export function refusalText(
  error: (Pick<FieldError, 'message'> & { type?: unknown }) | undefined,
): string | undefined {
  return error?.type === REFUSAL ? error.message : undefined;
}

/** The refusals of a form with an e-mail and a code sent to it, on the field each is about. */
export const CODE_FIELDS = {
  [ERROR.USER_NOT_REGISTERED]: 'email',
  [ERROR.USER_ALREADY_REGISTERED]: 'email',
  [ERROR.EMAIL_IN_USE]: 'email',
  [ERROR.EMAIL_ALREADY_BOUND]: 'email',
  [ERROR.INVALID_VERIFICATION_CODE]: 'code',
  [ERROR.VERIFICATION_ATTEMPTS_EXCEEDED]: 'code',
} as const;
