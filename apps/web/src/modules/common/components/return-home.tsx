'use client';

import { useEffect } from 'react';

/** Spec section 9: the not-found page returns to the homepage after two seconds. */
const RETURN_DELAY_MS = 2000;

export function ReturnHome() {
  useEffect(() => {
    const timer = setTimeout(() => window.location.replace('/'), RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
