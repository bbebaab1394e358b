'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { isSignedIn } from '@/lib/auth/guard';
import { startSession } from '@/lib/session/login';

interface SessionStartProps {
  /** What the server rendered, so the page refreshes only when the session changes it. */
  signedIn: boolean;
  region: string;
  currency: string;
}

/** Starts the session on the first load (spec section 4); renders nothing. */
export function SessionStart({ signedIn, region, currency }: SessionStartProps) {
  const router = useRouter();
  useEffect(() => {
    void startSession().then((data) => {
      if (!data) return;
      const changed =
        isSignedIn({ email: data.email, isRegister: String(data.isRegister) }) !== signedIn ||
        data.region !== region ||
        data.currency !== currency;
      if (changed) router.refresh();
    });
  }, [router, signedIn, region, currency]);
  return null;
}
