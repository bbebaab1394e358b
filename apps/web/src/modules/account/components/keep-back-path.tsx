'use client';

import { useEffect } from 'react';
import { rememberBackPath } from '@/lib/auth/back-path';

/** Stores the page a guest was sent from (the sign-in page's `back`) as loginBackPath; renders nothing. */
export function KeepBackPath({ path }: { path: string }) {
  useEffect(() => rememberBackPath(path), [path]);
  return null;
}
