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

/**
 * Deletes the caller's account for good. An account with a password confirms with it (-1100 when
 * missing, -1111 when wrong); one without confirms with a `deleteAccount` code e-mailed to its own
 * address (-1013 / -1110); one with neither (social sign-in, no address bound) has only its session.
 * -1113 while one of its orders awaits payment, delivery or a refund. Every session ends.
 */
export const DeleteAccountRequest = z.object({
  password: z.string().min(1).max(128).optional(),
  code: VerifyCode.optional(),
});
export type DeleteAccountRequest = z.input<typeof DeleteAccountRequest>;

export const ExportDataRequest = z.object({});

/** Epoch milliseconds, or null when it has not happened. */
const When = z.number().int().nullable();

/**
 * Everything the store holds about the caller, as the account's "Download my data" file gives it:
 * the account, its orders, coupons, feedback threads, chat messages, remembered player ids and
 * uploads. Times are epoch milliseconds; amounts minor units of the order's currency.
 */
export const ExportData = z.object({
  exportedAt: z.number().int(),
  account: z.object({
    userId: z.string(),
    email: z.string().nullable(),
    emailVerifiedAt: When,
    hasPassword: z.boolean(),
    inviteCode: z.string().nullable(),
    invitedByCode: z.string().nullable(),
    lang: z.string(),
    region: z.string(),
    currency: z.string(),
    createdAt: z.number().int(),
    socialIdentities: z.array(z.object({ provider: z.string(), linkedAt: z.number().int() })),
  }),
  orders: z.array(
    z.object({
      orderNo: z.string(),
      status: z.string(),
      productId: z.string(),
      skuId: z.string(),
      quantity: z.number().int(),
      region: z.string(),
      currency: z.string(),
      payAmount: z.number().int(),
      discountAmount: z.number().int(),
      handlingFee: z.number().int(),
      paymentMethod: z.string().nullable(),
      playerId: z.string().nullable(),
      characterName: z.string().nullable(),
      serverId: z.string().nullable(),
      email: z.string().nullable(),
      createdAt: z.number().int(),
      paidAt: When,
      completedAt: When,
      refundedAt: When,
    }),
  ),
  coupons: z.array(
    z.object({
      id: z.string(),
      source: z.string(),
      state: z.string(),
      orderNo: z.string().nullable(),
      issuedAt: z.number().int(),
      validUntil: z.number().int(),
      usedAt: When,
    }),
  ),
  feedback: z.array(
    z.object({
      orderNo: z.string(),
      questionType: z.string(),
      email: z.string(),
      createdAt: z.number().int(),
      messages: z.array(
        z.object({
          author: z.string(),
          content: z.string(),
          images: z.array(z.string()),
          createdAt: z.number().int(),
        }),
      ),
    }),
  ),
  /** "I did not receive it" claims on the customer's orders, with what the store answered. */
  claims: z.array(
    z.object({
      orderNo: z.string(),
      kind: z.string(),
      state: z.string(),
      description: z.string(),
      images: z.array(z.string()),
      declineReason: z.string().nullable(),
      createdAt: z.number().int(),
      updatedAt: z.number().int(),
    }),
  ),
  chat: z.array(
    z.object({
      sender: z.string(),
      text: z.string(),
      imageKey: z.string().nullable(),
      createdAt: z.number().int(),
    }),
  ),
  recentPlayers: z.array(
    z.object({
      productId: z.string(),
      playerId: z.string(),
      serverId: z.string(),
      characterName: z.string(),
      usedAt: z.number().int(),
    }),
  ),
  uploads: z.array(
    z.object({
      key: z.string(),
      contentType: z.string(),
      size: z.number().int(),
      createdAt: z.number().int(),
    }),
  ),
});
export type ExportData = z.infer<typeof ExportData>;
