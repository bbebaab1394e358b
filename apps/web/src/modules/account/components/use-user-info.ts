'use client';

import type { UserInfo } from '@storefront/contracts/user';
import { useEffect, useState } from 'react';
import { callApi } from '@/lib/api/browser';
import { rememberBackPath } from '@/lib/auth/back-path';
import { localePath } from '@/lib/routes';
import { startSession } from '@/lib/session/login';

/**
 * The signed-in customer for a page that needs sign-in. proxy.ts let the visitor in by cookies; if
 * the session turns out to be a guest's (the token had expired), it is sent to sign in and back.
 */
export function useCustomer(prefix: string): [UserInfo | undefined, (info: UserInfo) => void] {
  const [info, setInfo] = useState<UserInfo>();
  useEffect(() => {
    let live = true;
    void startSession()
      .then(() => callApi('user/info', {}))
      .then((answer) => {
        if (!live || !answer.ok) return;
        if (answer.data.isRegister === 1) {
          setInfo(answer.data);
          return;
        }
        rememberBackPath(location.pathname + location.search);
        window.location.assign(localePath(prefix, 'login'));
      });
    return () => {
      live = false;
    };
  }, [prefix]);
  return [info, setInfo];
}
