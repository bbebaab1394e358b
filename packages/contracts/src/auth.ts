import { z } from 'zod';
import { LANGS } from './locale.ts';

/**
 * A device id is a bearer secret for a guest's session, so it must be unguessable: the web app
 * makes it from a browser fingerprint plus random bits, never from the fingerprint alone.
 */
export const DeviceId = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

export const LoginByDeviceRequest = z.object({ DeviceId });
export type LoginByDeviceRequest = z.infer<typeof LoginByDeviceRequest>;

export const LoginByTokenRequest = z.object({});

const Flag = z.union([z.literal(0), z.literal(1)]);

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
