import { z } from 'zod';
import { LANGS } from './locale.ts';
import { Proof } from './proof-of-work.ts';

/**
 * A device id is a bearer secret for a guest's session, so it must be unguessable: the web app
 * makes it from a browser fingerprint plus random bits, never from the fingerprint alone.
 */
export const DeviceId = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

/** `proof`: a solved challenge, when a new guest from a source past its rate was answered -1232. */
export const LoginByDeviceRequest = z.object({ DeviceId, proof: Proof.optional() });
export type LoginByDeviceRequest = z.infer<typeof LoginByDeviceRequest>;

export const LoginByTokenRequest = z.object({});

/** The spec's 0/1 flags (isBindEmail, isRegister, forceLogin). */
export const Flag = z.union([z.literal(0), z.literal(1)]);

/** The login response data (spec section 3), answered by every sign-in call. */
export const LoginData = z.object({
  token: z.string(),
  tokenExpireTime: z.number().int(),
  lang: z.enum(LANGS),
  region: z.string(),
  currency: z.string(),
  isBindEmail: Flag,
  email: z.string(),
  isRegister: Flag,
  forceLogin: Flag,
  userId: z.string(),
});
export type LoginData = z.infer<typeof LoginData>;

/** An e-mail address as the store keeps it: trimmed and lower-cased, so one address is one account. */
export const Email = z.string().trim().toLowerCase().pipe(z.email().max(254));

/** Spec section 5: "Please enter 6-18 characters". */
export const Password = z.string().min(6).max(18);

/** The six digits of an e-mailed verification code. */
export const VerifyCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

/** Someone else's invite code, entered at registration; empty or absent when the step is skipped. */
export const InviteCode = z.string().trim().toUpperCase().max(32).optional();

/**
 * `auth/register` answers alike, `{ email }`, whether or not the address has an account, and takes
 * as long, so that it tells nobody which addresses have one; nobody is signed in. A new address gets
 * an account (registered, address not yet proved) and a verification link; opening that link in the
 * browser that registered signs it in (see `auth/verifyEmail`). An address that has an account gets
 * a note that someone tried to register with it, with how to sign in or set a new password.
 * Answers -1400 for an invite code nobody has, -1106 when rate-limited.
 */
export const RegisterRequest = z.object({ email: Email, password: Password, inviteCode: InviteCode });
export type RegisterRequest = z.input<typeof RegisterRequest>;

/**
 * The link target of the verification e-mail (`/{lang}/verifyEmail?token=…`): proves the address.
 * Opened in the browser that registered (or by a session of the account), that browser is signed
 * in (`login`). Opened anywhere else, nobody is signed in (a link must not sign a stranger in to an
 * account someone else made), and a first proof removes the password chosen at registration and
 * ends the account's sessions (`passwordCleared` 1): whoever registered may not own the address.
 * Answers -1007 when the link expired, was used, or was replaced by a newer one (page verifyFail),
 * -1101 when the token is malformed (the invalid-link page), -1004 for a disabled account.
 */
export const VerifyEmailRequest = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
export type VerifyEmailRequest = z.input<typeof VerifyEmailRequest>;
export const VerifyEmailData = z.object({
  email: z.string(),
  passwordCleared: Flag,
  login: LoginData.optional(),
});
export type VerifyEmailData = z.infer<typeof VerifyEmailData>;

/**
 * What an e-mail is sent for: `register` re-sends the verification link to the signed-in account's
 * own address; the others send a 6-digit code, valid 10 minutes, for `auth/loginByEmail`,
 * `auth/resetPwd`, `user/bindEmail`, `user/deleteAccount` or `order/revealCodes` (the last two only to
 * the signed-in account's own address). A new code replaces the previous one of the same purpose.
 */
export const VERIFY_EMAIL_TYPES = [
  'register',
  'login',
  'resetPwd',
  'bindEmail',
  'deleteAccount',
  'revealCodes',
] as const;
export const VerifyEmailType = z.enum(VERIFY_EMAIL_TYPES);
export type VerifyEmailType = z.infer<typeof VerifyEmailType>;

/**
 * Answers 1 whenever the request is acceptable, even when nothing is sent (resetPwd for an address
 * without an account, register for an address already verified): the answer never tells whether an
 * address has an account. Failures: -1001 (register, bindEmail need a session), -1005 (register,
 * bindEmail need a registered account), -1101 on `email` (register: not the account's address),
 * -1109 (bindEmail: address used by another account), -1112 (bindEmail: the account has one),
 * -1106 (rate limits: one mail a minute and five an hour per address, and a limit per IP).
 */
export const SendVerifyEmailRequest = z.object({ email: Email, type: VerifyEmailType });
export type SendVerifyEmailRequest = z.input<typeof SendVerifyEmailRequest>;

/** Answered by calls that only confirm an address. */
export const EmailData = z.object({ email: z.string() });
export type EmailData = z.infer<typeof EmailData>;

/**
 * Signs in with an e-mailed code (type `login`). The code proves the address, so a new address
 * gets a verified account without a password (one is set with `user/updatePwd` or
 * `auth/resetPwd`). An account whose address nobody had proved loses the password chosen at its
 * registration, and its sessions end (`passwordCleared` 1): the code's reader owns the address,
 * whoever chose that password may not. Failures: -1013 wrong, expired or missing code; -1110 the
 * code had five wrong tries and is dead; -1004 disabled account; -1106 rate-limited (per address
 * from one source and per source; wrong passwords never hold code sign-in back).
 */
export const LoginByEmailRequest = z.object({ email: Email, code: VerifyCode });
export type LoginByEmailRequest = z.input<typeof LoginByEmailRequest>;

/** The login data of a sign-in that proves the address, and whether that removed a password. */
export const ProvedLoginData = LoginData.extend({ passwordCleared: Flag });
export type ProvedLoginData = z.infer<typeof ProvedLoginData>;

/**
 * Signs in with e-mail and password. An unknown address, an account without a password and a wrong
 * password all answer -1002, and as slowly, so that the answer never tells which addresses have
 * accounts. The right password of an account whose address nobody has proved answers -1003: a
 * password set on an address nobody proved is no way in (only the right password learns this).
 * -1004 disabled; -1106 rate-limited: wrong passwords a minute per address from one source and per
 * source, and an hourly ceiling per address from every source.
 *
 * Every sign-in call made with a guest's token merges that guest into the account (its orders,
 * players and coupons become the account's) and ends the guest's session.
 */
export const LoginByPwdRequest = z.object({ email: Email, password: z.string().min(1).max(128) });
export type LoginByPwdRequest = z.input<typeof LoginByPwdRequest>;

/**
 * Sets a new password with a code of type `resetPwd`, proves the address (as `auth/loginByEmail`
 * does), and ends every session of the account (the customer signs in again). Failures: -1013,
 * -1110 as for codes; -1106.
 */
export const ResetPwdRequest = z.object({ email: Email, code: VerifyCode, password: Password });
export type ResetPwdRequest = z.input<typeof ResetPwdRequest>;

/** Ends the session of the Authorization token; the web then clears its cookies (spec section 4). */
export const LogoutRequest = z.object({});
export const EmptyData = z.object({});

/** The social sign-in providers the store can offer; baseInfo lists the configured ones. */
export const SOCIAL_PROVIDERS = ['google', 'vk', 'yandex'] as const;
export const SocialProvider = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof SocialProvider>;

/**
 * A path on this site to return to after signing in: one leading slash and no scheme, host or
 * backslash, so that it can never send the customer to another site.
 */
export const SameSitePath = z
  .string()
  .max(512)
  .regex(/^\/(?![/\\])[^\\\s]*$/);

export const ThirdAccountStartRequest = z.object({
  provider: SocialProvider,
  backPath: SameSitePath.optional(),
});
export type ThirdAccountStartRequest = z.infer<typeof ThirdAccountStartRequest>;

/** Where to send the browser: the provider's sign-in page, which returns to /{lang}/login/social/{provider}. */
export const ThirdAccountStartData = z.object({ authorizationUrl: z.string() });
export type ThirdAccountStartData = z.infer<typeof ThirdAccountStartData>;

/**
 * The query parameters the provider put on /{lang}/login/social/{provider}: `code` and `state`
 * always, `iss` when the provider names itself (RFC 9207), `device_id` from VK ID.
 */
export const LoginByThirdAccountRequest = z.object({
  provider: SocialProvider,
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(512),
  iss: z.string().max(512).optional(),
  deviceId: z.string().max(512).optional(),
});
export type LoginByThirdAccountRequest = z.infer<typeof LoginByThirdAccountRequest>;

/**
 * The login data plus the path given to thirdAccountStart ('' when none). The provider vouching
 * for an address proves it, as a code does (`passwordCleared`, see `auth/loginByEmail`).
 */
export const LoginByThirdAccountData = ProvedLoginData.extend({ backPath: z.string() });
export type LoginByThirdAccountData = z.infer<typeof LoginByThirdAccountData>;
