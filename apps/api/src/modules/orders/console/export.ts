import { Readable, pipeline } from 'node:stream';
import {
  FALLBACK_LANG,
  ORDER_EXPORT_COLUMNS,
  ORDER_EXPORT_PATH,
  OWNER_OPERATOR,
  OrderExportRequest,
  type StaffRole,
} from '@storefront/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { csvStream, type CsvValue } from '../../../platform/csv.ts';
import type { Db } from '../../../platform/db/client.ts';
import { parseInput } from '../../../platform/http/validation.ts';
import { actorOf, recordAudit, type SignedInAgent } from '../../agents/index.ts';
import { auditedFilter, checkedFilter } from './filter.ts';
import type { FoundOrder, OrderSearchService } from './search.ts';

/** An amount in major units, as a spreadsheet reads it: `1234.50`, no grouping, exact. */
export function majorUnits(amount: number, minorUnits: number): string {
  if (minorUnits === 0) return String(amount);
  const digits = String(amount).padStart(minorUnits + 1, '0');
  return `${digits.slice(0, -minorUnits)}.${digits.slice(-minorUnits)}`;
}

function lineOf(row: FoundOrder): Record<(typeof ORDER_EXPORT_COLUMNS)[number], CsvValue> {
  const money = (amount: number) => majorUnits(amount, row.currency.minorUnits);
  return {
    orderNo: row.order_no,
    createdAt: new Date(row.created_at).toISOString(),
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : '',
    status: row.status,
    product: row.product_name,
    sku: row.sku_name,
    quantity: row.quantity,
    currency: row.currency.code,
    productAmount: money(row.product_amount),
    discountAmount: money(row.discount_amount),
    handlingFee: money(row.handling_fee),
    payAmount: money(row.pay_amount),
    refundedAmount: money(row.refunded_amount),
    paymentMethod: row.payment_method ?? '',
    email: row.email ?? '',
    playerId: row.player_id ?? '',
  };
}

/**
 * `POST /api/admin/orders/export`: the orders a filter finds, as CSV, streamed: rows are read a batch
 * at a time as the response drains, so a hundred thousand orders never sit in memory. Outside the
 * JSON envelope (its answer is the file); a refusal (session, role, filter) is the envelope's.
 */
export function registerOrderExport(
  app: FastifyInstance,
  {
    db,
    search,
    authenticate,
    requireRole,
  }: {
    db: Db;
    search: OrderSearchService;
    /** The signed-in staff member behind the request (its header, or the console's cookie). */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<SignedInAgent>;
    requireRole: (staff: SignedInAgent, roles: readonly StaffRole[]) => void;
  },
): void {
  app.post(ORDER_EXPORT_PATH, { schema: { hide: true } }, async (request, reply) => {
    const staff = await authenticate(request, reply);
    requireRole(staff, OWNER_OPERATOR);
    const filter = checkedFilter(parseInput(OrderExportRequest, request.body ?? {}));
    await recordAudit(db, actorOf(staff, request.ctx.realIp), {
      action: 'order.export',
      after: { filter: auditedFilter(filter) },
    });
    const batches = search.everyMatch(filter, request.ctx.lang ?? FALLBACK_LANG);
    const lines = Readable.from(
      (async function* () {
        for await (const batch of batches) for (const row of batch) yield lineOf(row);
      })(),
    );
    // The store's one CSV writer: a name or player id beginning like a formula is written as text.
    const csv = csvStream(ORDER_EXPORT_COLUMNS);
    pipeline(lines, csv, (error) => {
      // Only that it broke off (the client left, or a read failed): never a row.
      if (error) request.log.warn({ reason: error.message }, 'order export ended early');
    });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
