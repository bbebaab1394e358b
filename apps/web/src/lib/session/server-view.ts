import 'server-only';
import { cookies } from 'next/headers';
import { isSignedIn } from '../auth/guard';
import { COOKIE } from '../cookies';

/** What the server can tell about the visitor from cookies, for the first paint (no layout shift). */
export interface SessionView {
  email?: string;
  /** An e-mail cookie, or a registered account without an e-mail yet (lib/auth/guard). */
  signedIn: boolean;
  region?: string;
  currency?: string;
}

export async function readSessionView(): Promise<SessionView> {
  const jar = await cookies();
  const email = jar.get(COOKIE.email)?.value || undefined;
  return {
    email,
    signedIn: isSignedIn({ email, isRegister: jar.get(COOKIE.isRegister)?.value }),
    region: jar.get(COOKIE.regionKey)?.value || undefined,
    currency: jar.get(COOKIE.currencyKey)?.value || undefined,
  };
}
