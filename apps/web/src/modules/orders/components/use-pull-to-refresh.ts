'use client';

import { useEffect, useState } from 'react';

/** How far a finger must pull the page down from its top before letting go refreshes. */
const PULL_PX = 70;

/**
 * Pull down to refresh on touch screens (spec section 1: "the user pulls down to refresh"): a drag
 * that starts at the top of the page and goes far enough calls `refresh` when released.
 */
export function usePullToRefresh(refresh: () => void): boolean {
  const [pulling, setPulling] = useState(false);
  useEffect(() => {
    let startY: number | undefined;
    let armed = false;
    const onStart = (event: TouchEvent) => {
      startY = window.scrollY <= 0 ? event.touches[0]?.clientY : undefined;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === undefined) return;
      armed = (event.touches[0]?.clientY ?? startY) - startY > PULL_PX;
      setPulling(armed);
    };
    const onEnd = () => {
      if (armed) refresh();
      startY = undefined;
      armed = false;
      setPulling(false);
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
    };
  }, [refresh]);
  return pulling;
}
