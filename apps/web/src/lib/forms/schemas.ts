import { Email, InviteCode, Password, VerifyCode } from '@storefront/contracts/auth';
import type { InputFields } from '@storefront/contracts/catalog';
import { MAX_QUANTITY, OrderNo } from '@storefront/contracts/orders';
import { fieldRule, isEmptyInput, type ValidationKey } from '@storefront/contracts/field-rules';
import { z } from 'zod';

/**
 * The forms' schemas, built from the contracts' own field rules so that the browser refuses exactly
 * what the API would. Messages are keys under `validation` in the message files (see errorKey).
 */
const newPassword = { password: Password, confirmPassword: z.string() };
const samePassword = (values: { password: string; confirmPassword: string }) =>
  values.password === values.confirmPassword;
const confirmation = { path: ['confirmPassword'], error: 'passwordsDiffer' };

export const passwordSignInSchema = z.object({ email: Email, password: Password });
export const codeSignInSchema = z.object({ email: Email, code: VerifyCode });
export const registerSchema = z.object({ email: Email, ...newPassword }).refine(samePassword, confirmation);
export const inviteSchema = z.object({ inviteCode: InviteCode });
export const resetPasswordSchema = z
  .object({ email: Email, code: VerifyCode, ...newPassword })
  .refine(samePassword, confirmation);
/** The old password is asked only of an account that has one (not made by code or social sign-in). */
export const changePasswordSchema = (hasPassword: boolean) =>
  z
    .object({ oldPassword: hasPassword ? z.string().min(1).max(128) : z.string().max(0), ...newPassword })
    .refine(samePassword, confirmation);
export const bindEmailSchema = z.object({ email: Email, code: VerifyCode });
/**
 * The owner shown again before deleting the account or showing its codes: its current password, or a
 * code mailed to its address, or (deleting a social account without either) nothing more than the session.
 */
export type OwnerProof = 'password' | 'code' | 'session';
export const ownerProofSchema = (proof: OwnerProof) =>
  z.object({
    oldPassword: proof === 'password' ? z.string().min(1).max(128) : z.string(),
    code: proof === 'code' ? VerifyCode : z.string(),
  });
export const emailOnlySchema = z.object({ email: Email });
export const orderLookupSchema = z.object({ orderNo: OrderNo, email: Email });

/**
 * Zod's per-parse error map for zodResolver: each issue becomes the key of the text to show, chosen
 * by field and by whether the field was left empty (spec section 5: "Please enter 6-18 characters").
 */
export function errorKey(issue: { path?: PropertyKey[]; input?: unknown }): ValidationKey | undefined {
  return fieldRule(String(issue.path?.[0] ?? ''), isEmptyInput(issue.input));
}

export const parseOptions = { error: errorKey };

/** A player id is 5–16 digits, as the API checks it ("Format error" otherwise). */
const PLAYER_ID = /^\d{5,16}$/;

/**
 * The game page's purchase: the fields the product asks for are required; a guest may give an
 * e-mail for the receipt (a signed-in customer's own address is used); the terms must be accepted.
 */
export const purchaseSchema = (fields: InputFields, guest: boolean) =>
  z.object({
    skuId: z.string().min(1),
    quantity: z.number().int().min(1).max(MAX_QUANTITY),
    playerId: fields.playerId ? z.string().trim().min(1).regex(PLAYER_ID) : z.string(),
    characterName: fields.characterName ? z.string().trim().min(1).max(64) : z.string().max(64),
    serverId: fields.server ? z.string().min(1) : z.string(),
    email: guest ? z.union([z.literal(''), Email]) : z.string(),
    // A refinement rather than literal(true): the unticked box is a value the form starts with.
    acceptTerms: z.boolean().refine(Boolean),
  });
export type PurchaseValues = z.input<ReturnType<typeof purchaseSchema>>;

/** Correcting an order's recharge account on its detail page: the same rules as buying. */
export const rechargeAccountSchema = (fields: Pick<InputFields, 'playerId' | 'server'>) =>
  z.object({
    playerId: fields.playerId ? z.string().trim().min(1).regex(PLAYER_ID) : z.string(),
    serverId: fields.server ? z.string().min(1) : z.string(),
  });
