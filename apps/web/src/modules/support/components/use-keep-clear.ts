'use client';

import { useEffect, useState, type RefObject } from 'react';
import { KEEP_CLEAR_SELECTOR, liftClear } from './keep-clear';
import type { Offset } from './use-draggable';

/**
 * How far the floating button rises from its place (px), or undefined while it must step out of
 * sight, so it never covers the page's main action or the amount to pay. Asked again as the page
 * scrolls, resizes or changes length (a quote arriving, an error shown).
 */
export function useKeepClear(button: RefObject<HTMLElement | null>, offset: Offset): number | undefined {
  const [lift, setLift] = useState<number | undefined>(0);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const size = button.current?.offsetWidth ?? 0;
      const bottom = innerHeight - offset.bottom;
      const right = innerWidth - offset.right;
      const kept = [...document.querySelectorAll(KEEP_CLEAR_SELECTOR)]
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.height > 0);
      const header = document.querySelector('body > header')?.getBoundingClientRect().bottom ?? 0;
      setLift(
        liftClear({ top: bottom - size, bottom, left: right - size, right }, kept, {
          top: Math.max(header, 0),
          bottom: innerHeight,
        }),
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    addEventListener('scroll', schedule, { passive: true });
    addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      removeEventListener('scroll', schedule);
      removeEventListener('resize', schedule);
    };
  }, [button, offset]);

  return lift;
}
