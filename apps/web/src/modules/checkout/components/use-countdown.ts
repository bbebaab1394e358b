'use client';

import { useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (epoch ms), ticking each second, never below zero. */
export function useSecondsLeft(deadline: number | undefined): number | undefined {
  // Only ever rendered in the browser, after the order has loaded: the clock needs no server value.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  if (deadline === undefined) return undefined;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** 14:05 for 845 seconds. */
export function clock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
