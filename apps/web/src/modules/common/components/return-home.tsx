'use client';

import { useEffect } from 'react';

/** Spec section 9: the not-found page returns to the homepage after two seconds. */
const RETURN_DELAY_MS = 2000;

/** Counts from the moment the page has fully loaded, so a slow connection still sees it for 2 s. */
export function ReturnHome() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => window.location.replace('/'), RETURN_DELAY_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      clearTimeout(timer);
    };
  }, []);
  return null;
}
