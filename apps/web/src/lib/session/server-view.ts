import 'server-only';
import { cookies } from 'next/headers';
import { COOKIE } from '../cookies';

/** What the server can tell about the visitor from cookies, for the first paint (no layout shift). */
export interface SessionView {
  /** The e-mail cookie's presence is what "signed in" means (spec section 3). */
  email?: string;
  region?: string;
  currency?: string;
}

export async function readSessionView(): Promise<SessionView> {
  const jar = await cookies();
  return {
    email: jar.get(COOKIE.email)?.value || undefined,
    region: jar.get(COOKIE.regionKey)?.value || undefined,
    currency: jar.get(COOKIE.currencyKey)?.value || undefined,
  };
}
