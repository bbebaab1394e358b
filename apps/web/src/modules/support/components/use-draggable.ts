'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** Distance from the right and bottom edges of the window, so the button stays put when it resizes. */
export interface Offset {
  right: number;
  bottom: number;
}

const STORAGE_KEY = 'csButtonOffset';
/** A press that moves less than this is a click, not a drag (a finger always wobbles a little). */
const CLICK_SLOP_PX = 6;
const KEY_STEP_PX = 24;
const MARGIN_PX = 8;

/** Keeps the button fully inside the window, whatever was stored for a bigger one. */
export function clampOffset(offset: Offset, size: number, view: { width: number; height: number }): Offset {
  const clamp = (value: number, max: number) =>
    Math.min(Math.max(value, MARGIN_PX), Math.max(MARGIN_PX, max));
  return {
    right: clamp(offset.right, view.width - size - MARGIN_PX),
    bottom: clamp(offset.bottom, view.height - size - MARGIN_PX),
  };
}

function readStored(fallback: Offset): Offset {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Offset> | null;
    if (typeof stored?.right === 'number' && typeof stored.bottom === 'number') {
      return { right: stored.right, bottom: stored.bottom };
    }
  } catch {
    // a damaged entry is as good as none
  }
  return fallback;
}

/**
 * Drag by mouse, pen or touch (pointer events), or move with the arrow keys; the place is kept in
 * local storage. `wasDragged()` tells the click handler to ignore the click that ends a drag.
 */
export function useDraggable(fallback: Offset) {
  const [offset, setOffset] = useState<Offset>(fallback);
  const drag = useRef<{ x: number; y: number; start: Offset; moved: boolean } | null>(null);
  const dragged = useRef(false);
  const size = useRef(56);

  const place = useCallback((next: Offset) => {
    const clamped = clampOffset(next, size.current, { width: innerWidth, height: innerHeight });
    setOffset(clamped);
    return clamped;
  }, []);

  useEffect(() => {
    place(readStored(fallback));
    const onResize = () =>
      setOffset((current) => clampOffset(current, size.current, { width: innerWidth, height: innerHeight }));
    addEventListener('resize', onResize);
    return () => removeEventListener('resize', onResize);
    // the fallback is a constant of the caller
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [place]);

  const save = (value: Offset) => localStorage.setItem(STORAGE_KEY, JSON.stringify(value));

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    size.current = event.currentTarget.offsetWidth;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, start: offset, moved: false };
    dragged.current = false;
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.moved && Math.hypot(dx, dy) < CLICK_SLOP_PX) return;
    current.moved = true;
    place({ right: current.start.right - dx, bottom: current.start.bottom - dy });
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    drag.current = null;
    if (!current?.moved) return;
    dragged.current = true;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    save(place({ right: current.start.right - dx, bottom: current.start.bottom - dy }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = {
      ArrowLeft: [KEY_STEP_PX, 0],
      ArrowRight: [-KEY_STEP_PX, 0],
      ArrowUp: [0, KEY_STEP_PX],
      ArrowDown: [0, -KEY_STEP_PX],
    }[event.key];
    if (!step) return;
    event.preventDefault();
    size.current = event.currentTarget.offsetWidth;
    save(place({ right: offset.right + step[0]!, bottom: offset.bottom + step[1]! }));
  };

  /** True once for the click that ends a drag. */
  const wasDragged = () => {
    const value = dragged.current;
    dragged.current = false;
    return value;
  };

  return {
    offset,
    wasDragged,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onKeyDown },
  };
}
