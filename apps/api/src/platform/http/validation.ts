import { ERROR } from '@storefront/contracts';
import type { z } from 'zod';
import { fieldRule, isEmptyInput } from '@storefront/contracts/field-rules';
import { DomainError } from '../errors.ts';
import { unstorableTextAt } from './storable-text.ts';

/** A field's name as the caller wrote it: `items[2].name`, or `body` for the whole body. */
export function fieldName(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'body';
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`))
    .join('');
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Parses a request body with its contract schema. The first problem found is reported as -1100
 * (a field is missing) or -1101 (a field has a wrong type or format), naming the field. Text that
 * PostgreSQL cannot store (a NUL, a lone surrogate) is a wrong format too, in every call.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) {
    const unstorable = unstorableTextAt(parsed.data);
    if (unstorable) throw new DomainError(ERROR.FIELD_INVALID, { field: fieldName(unstorable) });
    return parsed.data;
  }
  const issue = parsed.error.issues[0];
  const path = issue?.path ?? [];
  const value = valueAt(input, path);
  const missing = path.length > 0 && value === undefined;
  // A field with a rule of spec section 5 is answered in that rule's words, as the form shows them.
  const rule = fieldRule(String(path.at(-1) ?? ''), isEmptyInput(value));
  throw new DomainError(missing ? ERROR.FIELD_REQUIRED : ERROR.FIELD_INVALID, {
    field: fieldName(path),
    ...(rule ? { rule } : {}),
  });
}
