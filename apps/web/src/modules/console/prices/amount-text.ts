/**
 * Amounts as staff type them, the way customers read them ("15 000" rupiah, "1.99" dollars), and
 * back: converted to integer minor units exactly, by their digits (no binary fractions).
 */

/** Minor units as typed: thousands grouped by a space, the minor digits after a point. */
export function amountText(minor: number | null, minorUnits: number): string {
  if (minor === null) return '';
  const digits = String(minor).padStart(minorUnits + 1, '0');
  const whole = digits.slice(0, digits.length - minorUnits).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return minorUnits === 0 ? whole : `${whole}.${digits.slice(-minorUnits)}`;
}

/**
 * Typed text as minor units: spaces group thousands; "." or "," before at most `minorUnits` digits
 * is the decimal point; in a currency without minor units "," and "." group thousands too ("15.000").
 * Null for an empty field, undefined for text that is not an amount.
 */
export function amountOf(text: string, minorUnits: number): number | null | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  let whole: string;
  let fraction = '';
  if (minorUnits === 0) {
    if (!/^\d{1,3}([.,]\d{3})*$/.test(compact) && !/^\d+$/.test(compact)) return undefined;
    whole = compact.replace(/[.,]/g, '');
  } else {
    const match = new RegExp(`^(\\d+)(?:[.,](\\d{1,${minorUnits}}))?$`).exec(compact);
    if (!match) return undefined;
    whole = match[1]!;
    fraction = match[2] ?? '';
  }
  const minor = Number(whole + fraction.padEnd(minorUnits, '0'));
  return Number.isSafeInteger(minor) ? minor : undefined;
}
