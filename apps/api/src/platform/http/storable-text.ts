/**
 * Text PostgreSQL cannot store: a NUL character, or half of a UTF-16 surrogate pair (JSON may
 * carry either as an escape). Either would fail the statement that stores it with a server error.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const storable = (text: string) => !text.includes('\0') && !LONE_SURROGATE.test(text);

/**
 * Where the first text in `value` (a string, or a key or string anywhere inside objects and
 * arrays) holds something PostgreSQL cannot store; undefined when all of it can be stored.
 */
export function unstorableTextAt(
  value: unknown,
  path: readonly PropertyKey[] = [],
): PropertyKey[] | undefined {
  if (typeof value === 'string') return storable(value) ? undefined : [...path];
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = Array.isArray(value) ? [...path, Number(key)] : [...path, key];
    if (!storable(key)) return at;
    const inner = unstorableTextAt(item, at);
    if (inner) return inner;
  }
  return undefined;
}
