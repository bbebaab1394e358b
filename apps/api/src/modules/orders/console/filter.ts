import { parseOrderFilter, type OrderFilter, type OrderFilterInput } from '@storefront/contracts';
import type { z } from 'zod';
import { DomainError } from '../../../platform/errors.ts';
import { maskEmail } from '../numbers.ts';

/** A search's filter checked, else its code (-1390..-1393) naming the field. */
export function checkedFilter(input: z.output<typeof OrderFilterInput>): OrderFilter {
  const parsed = parseOrderFilter(input);
  if (!parsed.ok) throw new DomainError(parsed.problem.code as never, { field: parsed.problem.field });
  return parsed.filter;
}

/** A filter as the audit log keeps it: which fields, with the e-mail and player masked. */
export function auditedFilter(filter: OrderFilter): Record<string, unknown> {
  return {
    ...filter,
    ...(filter.email !== undefined ? { email: maskEmail(filter.email) } : {}),
    ...(filter.playerId !== undefined ? { playerId: `***${filter.playerId.slice(-4)}` } : {}),
  };
}
