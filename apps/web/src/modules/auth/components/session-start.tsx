'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { isSignedIn } from '@/lib/auth/guard';
import { afterLoadWhenIdle } from '@/lib/idle';
import { startSession } from '@/lib/session/login';

interface SessionStartProps {
  /** What the server rendered, so the page refreshes only when the session changes it. */
  signedIn: boolean;
  region: string;
  currency: string;
}

/**
 * Starts the session on the first load (spec section 4); renders nothing. It waits until the page
 * has loaded and the browser is idle: on a first visit the device fingerprint blocks the main thread
 * for a few hundred milliseconds, which must not delay the page becoming usable. Calls made before
 * then still work: one that needs the session meets -1001 and logs in by device itself.
 */
export function SessionStart({ signedIn, region, currency }: SessionStartProps) {
  const router = useRouter();
  useEffect(
    () =>
      afterLoadWhenIdle(() => {
        void startSession().then((data) => {
          if (!data) return;
          const changed =
            isSignedIn({ email: data.email, isRegister: String(data.isRegister) }) !== signedIn ||
            data.region !== region ||
            data.currency !== currency;
          if (changed) router.refresh();
        });
      }),
    [router, signedIn, region, currency],
  );
  return null;
}
