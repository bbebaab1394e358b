/**
 * What the floating chat button must never cover (issue 13): a page's main action (its primary
 * buttons: Buy, Pay) and the amount to pay (the purchase form's summary; the payment methods with
 * their totals mark themselves with `data-keep-clear`, as a page can mark anything else).
 */
export const KEEP_CLEAR_SELECTOR = [
  'main .button:not(.button-quiet)',
  'main [aria-labelledby="summary-title"]',
  'main [data-keep-clear]',
].join(',');

/** Room left between the button and what it steps aside from. */
const GAP_PX = 8;

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right + GAP_PX &&
  b.left - GAP_PX < a.right &&
  a.top < b.bottom + GAP_PX &&
  b.top - GAP_PX < a.bottom;

/**
 * How far to raise the button from where it was placed (px; negative lowers it) so that it covers
 * none of `kept`: the nearest spot just above or just below one of them, within `room` (the visible
 * band under the sticky header). Undefined when no spot is free: the button then steps out of sight.
 */
export function liftClear(
  button: Box,
  kept: Box[],
  room: { top: number; bottom: number },
): number | undefined {
  const moved = (lift: number) => ({ ...button, top: button.top - lift, bottom: button.bottom - lift });
  const fits = (lift: number) => {
    const box = moved(lift);
    return box.top >= room.top && box.bottom <= room.bottom && !kept.some((other) => overlaps(box, other));
  };
  const candidates = [
    0,
    ...kept.flatMap((other) => [button.bottom - other.top + GAP_PX, button.top - other.bottom - GAP_PX]),
  ];
  return candidates.sort((a, b) => Math.abs(a) - Math.abs(b)).find(fits);
}
