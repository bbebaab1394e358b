/**
 * The `orderNo` cookie (spec section 3): the order numbers already reported to the statistics as
 * purchases, so reopening an order's page never counts it twice. Kept short: only the newest matter.
 */
const KEEP = 30;

export function reportedOrders(cookie: string | undefined): string[] {
  return (cookie ?? '')
    .split(',')
    .map((orderNo) => orderNo.trim())
    .filter(Boolean);
}

/** The cookie's new value with `orderNo` added, or undefined when it is already there. */
export function withReported(cookie: string | undefined, orderNo: string): string | undefined {
  const known = reportedOrders(cookie);
  if (known.includes(orderNo)) return undefined;
  return [...known, orderNo].slice(-KEEP).join(',');
}
