import { z } from 'zod';
import { Email, Flag, Password, VerifyCode } from './auth.ts';
import { LANGS } from './locale.ts';

/** Settings dialog save (spec section 4, "Saving settings"). */
export const UpdateInfoRequest = z.object({
  lang: z.string().min(2).max(8),
  region: z.string().min(2).max(8),
});
export type UpdateInfoRequest = z.infer<typeof UpdateInfoRequest>;

export const UpdateInfoData = z.object({
  lang: z.enum(LANGS),
  region: z.string(),
  currency: z.string(),
});
export type UpdateInfoData = z.infer<typeof UpdateInfoData>;

export const UserInfoRequest = z.object({});

/**
 * The signed-in customer (or guest) as the menu and My Account show it. `inviteCode` is the
 * customer's own code to share ('' for a guest); `hasPassword` is false for accounts made by
 * e-mailed code or social sign-in (their change-password form then omits the old password).
 */
export const UserInfo = z.object({
  userId: z.string(),
  email: z.string(),
  isBindEmail: Flag,
  isRegister: Flag,
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
  inviteCode: z.string(),
  lang: z.enum(LANGS),
  region: z.string(),
  currency: z.string(),
  /** Epoch milliseconds. */
  createdAt: z.number().int(),
});
export type UserInfo = z.infer<typeof UserInfo>;

/**
 * Changes the password: `oldPassword` is required when the account has one (-1100 when missing,
 * -1111 when wrong). Ends every other session of the account and answers new login data for this
 * one. -1005 for a guest.
 */
export const UpdatePwdRequest = z.object({
  oldPassword: z.string().min(1).max(128).optional(),
  password: Password,
});
export type UpdatePwdRequest = z.input<typeof UpdatePwdRequest>;

/**
 * Binds an e-mail to an account that has none (made by social sign-in), with a code of type
 * `bindEmail` sent to that address; the address is then verified. Failures: -1109 the address is
 * another account's ("This email is already used, please change another one."), -1112 the account
 * already has an e-mail, -1005 a guest, -1013 / -1110 the code.
 */
export const BindEmailRequest = z.object({ email: Email, code: VerifyCode });
export type BindEmailRequest = z.input<typeof BindEmailRequest>;
