import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR, FEEDBACK_STATUS, MAX_QUANTITY, ORDER_STATUSES, PRODUCT_KINDS } from './constants.ts';
import { PRODUCT_KINDS as CATALOG_PRODUCT_KINDS } from './catalog.ts';
import { ERROR as ERRORS_ERROR } from './errors.ts';
import { MAX_QUANTITY as ORDERS_MAX_QUANTITY, ORDER_STATUSES as ORDERS_ORDER_STATUSES } from './orders.ts';
import { FEEDBACK_STATUS as SUPPORT_FEEDBACK_STATUS } from './support.ts';

describe('constants', () => {
  it('imports nothing, so a page that uses them ships no zod', () => {
    const source = readFileSync(new URL('./constants.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*(import|export .* from)\b/m);
  });

  it('are the same values the schema modules export', () => {
    expect(ORDERS_MAX_QUANTITY).toBe(MAX_QUANTITY);
    expect(SUPPORT_FEEDBACK_STATUS).toBe(FEEDBACK_STATUS);
    expect(ERRORS_ERROR).toBe(ERROR);
    expect(CATALOG_PRODUCT_KINDS).toBe(PRODUCT_KINDS);
    expect(ORDERS_ORDER_STATUSES).toBe(ORDER_STATUSES);
  });
});
