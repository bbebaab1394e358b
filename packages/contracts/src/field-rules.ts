/**
 * Spec section 5's texts per field, as keys under `validation` in the web's message files: the
 * browser shows them beside a form's field, and the API answers them as the `msg` of -1100 and -1101,
 * so a field refused either side reads the same ("Please enter 6-18 characters").
 */
const REQUIRED = {
  email: 'emailRequired',
  code: 'codeRequired',
  password: 'passwordLength',
  confirmPassword: 'confirmRequired',
  oldPassword: 'oldPasswordRequired',
  playerId: 'orderInfoEmpty',
  characterName: 'orderInfoEmpty',
  serverId: 'serverRequired',
  orderNo: 'orderNoRequired',
  // A link's token (an invitation, the setup link, an e-mail's verification) cut short or mistyped.
  token: 'linkIncomplete',
} as const;
const INVALID = {
  email: 'emailInvalid',
  code: 'codeInvalid',
  password: 'passwordLength',
  confirmPassword: 'passwordsDiffer',
  oldPassword: 'oldPasswordRequired',
  inviteCode: 'inviteCodeInvalid',
  playerId: 'formatError',
  characterName: 'formatError',
  serverId: 'serverRequired',
  acceptTerms: 'termsRequired',
  quantity: 'quantityInvalid',
  orderNo: 'orderNoInvalid',
  token: 'linkIncomplete',
} as const;

export type ValidationKey = (typeof REQUIRED)[keyof typeof REQUIRED] | (typeof INVALID)[keyof typeof INVALID];

/** The rule text of a field left empty or given a wrong value; undefined for a field without one. */
export function fieldRule(field: string, empty: boolean): ValidationKey | undefined {
  const table: Record<string, ValidationKey> = empty ? REQUIRED : INVALID;
  return Object.hasOwn(table, field) ? table[field] : undefined;
}

/** Whether a field's value counts as left empty: absent, or only blanks. */
export function isEmptyInput(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
}
