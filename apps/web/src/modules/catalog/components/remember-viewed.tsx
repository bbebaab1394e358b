'use client';

import { useEffect } from 'react';
import { COOKIE, COOKIE_MAX_AGE, readCookie, writeCookie } from '@/lib/cookies';
import { parseViewed, rememberViewed, type ViewedEntry } from '@/lib/catalog/recently-viewed';

/** Puts the game on the visitor's recently viewed list (historyIdList, spec section 9). */
export function RememberViewed({ id, name, imageUrl }: ViewedEntry) {
  useEffect(() => {
    const list = rememberViewed(parseViewed(readCookie(COOKIE.historyIdList)), { id, name, imageUrl });
    writeCookie(COOKIE.historyIdList, JSON.stringify(list), { maxAge: COOKIE_MAX_AGE.preference });
  }, [id, name, imageUrl]);
  return null;
}
