// A store at scale for the benchmarks (issues 15 and 17): a fresh database on a PostgreSQL server,
// migrated with the demo catalogue by the API itself, then filled in SQL with customers and a year of
// orders with their payments, provider notifications, status events, deliveries, refunds and coupons.
// Every row is made by INSERT … SELECT over generate_series on the server, one statement a table,
// with the tables' secondary indexes dropped first and built again afterwards: a million orders in
// minutes. Rows respect the tables' CHECK constraints and foreign keys; amounts follow the store's
// own rules (prices from the exchange rates, fees from the payment methods).
import pg from 'pg';
import { seedScaleCodes, seedScaleProducts } from './scale-catalogue.mjs';

/** The tables the seed fills, in the order it fills them. */
export const SEEDED_TABLES = [
  'customers',
  'orders',
  'coupons',
  'payments',
  'payment_notifications',
  'order_events',
  'deliveries',
  'delivery_attempts',
  'refunds',
];

/** The catalogue's tables the seed adds to when asked for products and codes (bench/scale-catalogue.mjs). */
export const CATALOGUE_TABLES = [
  'products',
  'product_texts',
  'product_regions',
  'skus',
  'sku_prices',
  'product_keys',
];

/** `url` with its database replaced by `name`. */
export function databaseUrl(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Drops the database `name` on the server at `serverUrl` (ending its connections) and creates it again. */
export async function freshDatabase(serverUrl, name) {
  const admin = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
}

/** How many orders the database at `url` holds, or null when it does not exist or is not migrated. */
export async function orderCount(url) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query('SELECT count(*)::int AS n FROM orders');
    return rows[0].n;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

// A customer's id from its number k: `cus_` and 26 characters, as the store's ids are.
const customerId = (k) => `'cus_' || lpad(to_hex(${k}), 8, '0') || substr(md5('cus' || ${k}), 1, 18)`;
const TOP_UP_KINDS = `('topup', 'live_stream')`;

/** The statements of the seed, each named for the log; `orders` and `customers` are counts. */
function seedSteps({ orders, customers }) {
  return [
    [
      'plan: SKUs by popularity, prices in each region, payment methods',
      `
      CREATE TEMP TABLE bench_skus AS
        SELECT (row_number() OVER (ORDER BY coalesce(p.popular_rank, 1000), p.sort, p.slug, s.sort) - 1)::int AS n,
          dense_rank() OVER (ORDER BY p.slug)::int AS product_n,
          s.id AS sku_id, s.product_slug, p.kind, s.base_price,
          p.kind NOT IN ${TOP_UP_KINDS} AS codes,
          (p.input_fields ->> 'server')::boolean AS has_server,
          (p.input_fields ->> 'characterName')::boolean AS has_character
        FROM skus s JOIN products p ON p.slug = s.product_slug
        WHERE s.enabled AND p.enabled;
      -- Shares of customers in percent: the first region (Russia in the demo) 40, the others alike.
      CREATE TEMP TABLE bench_regions AS
        SELECT region_code, currency_code, lang,
          coalesce(sum(share) OVER (ORDER BY n ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS lo,
          sum(share) OVER (ORDER BY n) AS hi
        FROM (SELECT r.code AS region_code, r.currency_code, CASE r.code WHEN 'RUS' THEN 'ru' ELSE 'en' END AS lang,
            row_number() OVER (ORDER BY r.sort, r.code) AS n,
            CASE WHEN row_number() OVER (ORDER BY r.sort, r.code) = 1 THEN 40.0
              ELSE 60.0 / greatest(count(*) OVER () - 1, 1) END AS share
          FROM regions r WHERE r.enabled) r;
      UPDATE bench_regions SET hi = 100 WHERE hi = (SELECT max(hi) FROM bench_regions);
      CREATE TEMP TABLE bench_prices AS
        SELECT s.n, br.region_code, br.currency_code,
          coalesce(sp.price, greatest(er.rounding_step,
            (round(s.base_price * er.per_usd * power(10, c.minor_units) / 100 / er.rounding_step) * er.rounding_step)::int)) AS unit_price
        FROM bench_skus s CROSS JOIN bench_regions br
        JOIN currencies c ON c.code = br.currency_code
        LEFT JOIN exchange_rates er ON er.currency_code = br.currency_code
        LEFT JOIN sku_prices sp ON sp.sku_id = s.sku_id AND sp.currency_code = br.currency_code;
      CREATE UNIQUE INDEX ON bench_prices (n, region_code);
      -- Each region's methods as shares of its orders: the first is taken most.
      CREATE TEMP TABLE bench_methods AS
        SELECT mr.region_code, m.id AS method_id, m.provider, m.fee_rate_bp, coalesce(f.fixed_fee, 0) AS fixed_fee,
          (row_number() OVER w - 1)::float8 / count(*) OVER (PARTITION BY mr.region_code) AS lo,
          row_number() OVER w::float8 / count(*) OVER (PARTITION BY mr.region_code) AS hi
        FROM payment_method_regions mr
        JOIN payment_methods m ON m.id = mr.method_id
        JOIN regions r ON r.code = mr.region_code
        LEFT JOIN payment_method_fees f ON f.method_id = m.id AND f.currency_code = r.currency_code
        WHERE mr.enabled
        WINDOW w AS (PARTITION BY mr.region_code ORDER BY mr.sort, m.id);
      DO $$ BEGIN
        IF (SELECT count(*) FROM bench_skus) = 0 THEN RAISE EXCEPTION 'no SKUs: load the demo catalogue first'; END IF;
        IF (SELECT count(*) FROM bench_prices WHERE unit_price IS NULL) > 0 THEN RAISE EXCEPTION 'a currency has no exchange rate'; END IF;
        IF EXISTS (SELECT FROM bench_regions br WHERE NOT EXISTS (SELECT FROM bench_methods m WHERE m.region_code = br.region_code))
          THEN RAISE EXCEPTION 'a region has no payment method'; END IF;
      END $$`,
    ],
    [
      `customers (${customers.toLocaleString('en')}: 55 % registered with an e-mail, the rest guests)`,
      `
      INSERT INTO customers (id, kind, email, email_verified_at, lang, region_code, currency_code, created_at, updated_at)
      SELECT ${customerId('k')},
        CASE WHEN k % 20 < 11 THEN 'registered' ELSE 'guest' END::customer_kind,
        CASE WHEN k % 20 < 11 THEN 'buyer' || k || '@' || (ARRAY['gmail.com', 'mail.ru', 'yandex.ru', 'yahoo.com', 'outlook.com', 'example.com'])[1 + k % 6] END,
        CASE WHEN k % 20 < 11 THEN now() - interval '400 days' + k * interval '1 second' END,
        br.lang, br.region_code, br.currency_code,
        now() - interval '400 days' + k * interval '1 second',
        now() - interval '400 days' + k * interval '1 second'
      FROM generate_series(0, ${customers - 1}) k
      JOIN bench_regions br ON (k::bigint * 7919) % 100 >= br.lo AND (k::bigint * 7919) % 100 < br.hi`,
    ],
    [
      `orders (${orders.toLocaleString('en')} over the past year, every status)`,
      `
      INSERT INTO orders (order_no, customer_id, status, product_slug, sku_id, quantity, region_code, currency_code, lang,
        unit_price, product_amount, discount_amount, handling_fee, pay_amount, payment_method, coupon_id,
        player_id, character_name, server_id, email, device_id, source_key, code_quantity, failure,
        payment_deadline, created_at, paid_at, completed_at, closed_at, refund_requested_at, refunded_at, refunded_amount)
      SELECT o.order_no, c.id, st.status::order_status, s.product_slug, s.sku_id, q.quantity, c.region_code, c.currency_code, c.lang,
        p.unit_price, q.product_amount, d.discount, fee.handling_fee,
        greatest(q.product_amount - d.discount, 0) + fee.handling_fee,
        m.method_id,
        CASE WHEN d.discount > 0 THEN 'cpn_' || substr(md5(o.order_no || 'cpn'), 1, 26) END,
        CASE WHEN NOT s.codes THEN (100000000 + (g.k::bigint * 104729 + s.product_n * 7919) % 900000000)::text END,
        CASE WHEN NOT s.codes AND s.has_character THEN 'Hero' || g.k END,
        CASE WHEN NOT s.codes AND s.has_server THEN (ARRAY['asia', 'europe', 'america'])[1 + g.k % 3] END,
        CASE WHEN c.kind = 'registered' THEN c.email
          WHEN g.k % 10 < 9 THEN 'guest' || g.k || '@' || (ARRAY['gmail.com', 'mail.ru', 'yahoo.com', 'hotmail.com'])[1 + g.k % 4] END,
        'dev_' || substr(md5('dev' || g.k), 1, 22), substr(md5('src' || g.k), 1, 32),
        CASE WHEN s.codes THEN q.quantity ELSE 0 END,
        CASE WHEN st.status IN ('refunded', 'pendingRefund') THEN
          CASE WHEN s.codes THEN (CASE WHEN g.u2 < 0.7 THEN 'operatorRefund' ELSE 'outOfStock' END)
          ELSE (CASE WHEN g.u2 < 0.8 THEN 'supplierFailed' ELSE 'operatorRefund' END) END END,
        g.created_at + interval '15 minutes', g.created_at,
        t.paid_at,
        CASE WHEN st.status = 'completed' THEN least(t.paid_at + CASE WHEN s.codes THEN (0.2 + g.u4) * interval '1 second'
          ELSE (1 + 59 * power(g.u4, 4)) * interval '1 second' END, now()) END,
        CASE WHEN st.status = 'closed' THEN g.created_at + interval '15 minutes' END,
        t.refund_requested_at,
        CASE WHEN st.status = 'refunded' THEN least(t.refund_requested_at + (2 + 28 * g.u3) * interval '1 second', now()) END,
        CASE WHEN st.status = 'refunded' THEN greatest(q.product_amount - d.discount, 0) + fee.handling_fee
          WHEN st.status = 'completed' AND g.u4 > 0.995 THEN (greatest(q.product_amount - d.discount, 0) + fee.handling_fee) / 2
          ELSE 0 END
      FROM (
        SELECT i,
          -- Many customers buy once, a few buy often.
          floor(${customers} * power(random(), 1.6))::int AS k,
          floor((SELECT count(*) FROM bench_skus) * power(random(), 1.8))::int AS sku_n,
          -- A growing store: twice as many orders a day now as a year ago, rising evenly (the
          -- inverse of that density's distribution), so the last 30 days hold 10.7 % of them.
          now() - interval '365 days' * (2 - sqrt(4 - 3 * random())) AS created_at,
          random() AS u, random() AS u2, random() AS u3, random() AS u4
        FROM generate_series(0, ${orders - 1}) i
      ) g
      CROSS JOIN LATERAL (SELECT to_char(g.created_at AT TIME ZONE 'UTC', 'YYMMDD')
        || lpad(((g.i::bigint * 982451653 + 7654321) % 1000000000000)::text, 12, '0') AS order_no) o
      JOIN customers c ON c.id = ${customerId('g.k')}
      JOIN bench_skus s ON s.n = g.sku_n
      JOIN bench_prices p ON p.n = g.sku_n AND p.region_code = c.region_code
      JOIN bench_methods m ON m.region_code = c.region_code AND g.u2 >= m.lo AND g.u2 < m.hi
      CROSS JOIN LATERAL (SELECT CASE
          WHEN g.created_at > now() - interval '15 minutes' AND g.u < 0.5 THEN 'waitingPayment'
          WHEN g.created_at <= now() - interval '15 minutes' AND g.u < 0.12 THEN 'closed'
          WHEN g.u >= 0.12 AND g.u < 0.155 THEN 'refunded'
          WHEN g.u >= 0.155 AND g.u < 0.1552 THEN 'pendingRefund'
          WHEN (g.u >= 0.1552 AND g.u < 0.1553) OR (g.created_at > now() - interval '5 minutes' AND g.u < 0.6) THEN 'pendingShipment'
          ELSE 'completed' END AS status) st
      CROSS JOIN LATERAL (SELECT CASE WHEN g.u3 < 0.85 THEN 1 WHEN g.u3 < 0.95 THEN 2 ELSE 3 + floor(g.u4 * 3)::int END AS quantity,
        p.unit_price * CASE WHEN g.u3 < 0.85 THEN 1 WHEN g.u3 < 0.95 THEN 2 ELSE 3 + floor(g.u4 * 3)::int END AS product_amount) q
      CROSS JOIN LATERAL (SELECT CASE WHEN st.status NOT IN ('waitingPayment', 'closed') AND g.u4 < 0.08
        THEN greatest(q.product_amount / 10, 1) ELSE 0 END AS discount) d
      CROSS JOIN LATERAL (SELECT ((greatest(q.product_amount - d.discount, 0)::bigint * m.fee_rate_bp + 5000) / 10000)::int + m.fixed_fee AS handling_fee) fee
      CROSS JOIN LATERAL (SELECT
        CASE WHEN st.status NOT IN ('waitingPayment', 'closed') THEN least(g.created_at + (20 + 280 * g.u3) * interval '1 second', now()) END AS paid_at) t0
      CROSS JOIN LATERAL (SELECT t0.paid_at,
        CASE WHEN st.status IN ('refunded', 'pendingRefund') THEN least(t0.paid_at + (30 + 300 * g.u4) * interval '1 second', now()) END AS refund_requested_at) t
      -- In the order a store takes them: a period's orders lie together on disk, as they do in a real table.
      ORDER BY g.created_at`,
    ],
    [
      'coupons (the orders with a discount used one)',
      `
      INSERT INTO coupons (id, customer_id, template_id, source, state, order_no, valid_until, issued_at, used_at)
      SELECT o.coupon_id, o.customer_id, tpl.id, 'bench:' || o.order_no, 'used', o.order_no,
        o.created_at + interval '30 days', o.created_at - interval '1 day', o.paid_at
      FROM orders o CROSS JOIN (SELECT id FROM coupon_templates ORDER BY id LIMIT 1) tpl
      WHERE o.coupon_id IS NOT NULL;
      UPDATE coupon_templates t SET issued_count = t.issued_count + n.used, used_count = t.used_count + n.used
      FROM (SELECT template_id, count(*)::int AS used FROM coupons WHERE source LIKE 'bench:%' GROUP BY template_id) n
      WHERE t.id = n.template_id`,
    ],
    [
      'payments (the applied one of each paid order, failed and abandoned attempts)',
      `
      INSERT INTO payments (id, order_no, provider, method_id, provider_ref, amount, currency_code, status, created_at, updated_at)
      SELECT 'pay_' || substr(md5(o.order_no || a.n), 1, 26), o.order_no, m.provider, m.id,
        CASE m.provider WHEN 'stripe' THEN 'cs_live_' ELSE 'sbx_' END || substr(md5(o.order_no || 'ref' || a.n), 1, 24),
        o.pay_amount, o.currency_code, a.status,
        a.created_at, a.updated_at
      FROM orders o
      JOIN payment_methods m ON m.id = o.payment_method
      CROSS JOIN LATERAL (SELECT ('x' || substr(md5(o.order_no), 1, 2))::bit(8)::int AS draw) h
      CROSS JOIN LATERAL (VALUES
        -- An earlier attempt: declined before the paid one, or the only one of an unpaid order.
        ('0', CASE WHEN o.paid_at IS NOT NULL THEN 'failed' WHEN o.status = 'closed' AND h.draw % 2 = 0 THEN 'failed' ELSE 'pending' END,
          o.created_at + interval '10 seconds', o.created_at + interval '40 seconds',
          (o.paid_at IS NOT NULL AND h.draw < 15) OR (o.paid_at IS NULL AND h.draw < 100)),
        ('1', CASE WHEN o.status = 'refunded' THEN 'refunded' ELSE 'succeeded' END,
          o.created_at + (o.paid_at - o.created_at) / 2, o.paid_at, o.paid_at IS NOT NULL)
      ) a(n, status, created_at, updated_at, made)
      WHERE a.made`,
    ],
    [
      'payment_notifications (the provider told each outcome)',
      `
      INSERT INTO payment_notifications (provider, event_id, payment_id, outcome, order_no, detail, received_at)
      SELECT p.provider, 'evt_' || substr(md5(p.id || 'evt'), 1, 24), p.id,
        CASE WHEN p.status = 'failed' THEN 'failed' ELSE 'succeeded' END, p.order_no,
        CASE WHEN p.status = 'failed' THEN 'the payment failed' ELSE 'applied: the order is paid' END, p.updated_at
      FROM payments p
      WHERE p.status <> 'pending'`,
    ],
    [
      'order_events (each status change)',
      `
      INSERT INTO order_events (order_no, from_status, to_status, reason, at)
      SELECT o.order_no, e.from_status::order_status, e.to_status::order_status, e.reason, e.at
      FROM orders o
      CROSS JOIN LATERAL (VALUES
        (1, NULL, 'waitingPayment', 'created', o.created_at),
        (2, 'waitingPayment', 'closed', 'deadline', o.closed_at),
        (2, 'waitingPayment', 'pendingShipment', 'paid', o.paid_at),
        (3, 'pendingShipment', 'completed', 'delivered', o.completed_at),
        (3, 'pendingShipment', 'pendingRefund', o.failure, o.refund_requested_at),
        (4, 'pendingRefund', 'refunded', 'refunded', o.refunded_at)
      ) e(n, from_status, to_status, reason, at)
      WHERE e.at IS NOT NULL
      -- Written as they happen, as the store writes them: ids and pages follow time.
      ORDER BY e.at, o.order_no, e.n`,
    ],
    [
      'deliveries and delivery_attempts (top-ups: the supplier credits the player)',
      `
      -- One attempt that delivered; a timeout first for one in thirteen; three refusals before an
      -- automatic refund; one still running for an order waiting for delivery.
      CREATE TEMP TABLE bench_attempts AS
        SELECT o.order_no, n AS attempt,
          o.paid_at + h.span * (n - 1) / h.total AS started_at,
          CASE WHEN o.status <> 'pendingShipment' THEN o.paid_at + h.span * n / h.total END AS finished_at,
          a.outcome,
          CASE WHEN a.outcome = 'delivered' THEN 'sup_' || substr(md5(o.order_no || 'sup'), 1, 20) END AS supplier_ref,
          CASE a.outcome WHEN 'delivered' THEN 'credited' WHEN 'timeout' THEN 'no answer in 5 s'
            WHEN 'rejected' THEN 'player not found on the server' END AS detail
        FROM orders o
        JOIN products pr ON pr.slug = o.product_slug AND pr.kind IN ${TOP_UP_KINDS}
        CROSS JOIN LATERAL (SELECT coalesce(o.completed_at, o.refund_requested_at, now()) - o.paid_at AS span,
          CASE WHEN o.failure = 'supplierFailed' THEN 3
            WHEN o.status = 'completed' AND ('x' || substr(md5(o.order_no || 'sup'), 1, 2))::bit(8)::int < 20 THEN 2
            ELSE 1 END AS total) h
        CROSS JOIN LATERAL generate_series(1, h.total) n
        CROSS JOIN LATERAL (SELECT CASE
          WHEN o.status = 'pendingShipment' THEN NULL
          WHEN o.failure = 'supplierFailed' THEN 'rejected'
          WHEN o.status = 'completed' AND n = h.total THEN 'delivered'
          ELSE 'timeout' END AS outcome) a
        WHERE o.paid_at IS NOT NULL;
      INSERT INTO delivery_attempts (order_no, attempt, started_at, finished_at, outcome, supplier_ref, detail)
      SELECT order_no, attempt, started_at, finished_at, outcome, supplier_ref, detail
      FROM bench_attempts ORDER BY started_at, order_no, attempt;
      INSERT INTO deliveries (order_no, attempts, supplier_ref, last_error, delivered_at, attempt_started_at)
      SELECT a.order_no, count(*)::int, max(a.supplier_ref),
        (array_agg(a.outcome ORDER BY a.attempt DESC) FILTER (WHERE a.outcome IN ('timeout', 'rejected')))[1],
        max(a.finished_at) FILTER (WHERE a.outcome = 'delivered'),
        max(a.started_at) FILTER (WHERE a.outcome IS NULL)
      FROM bench_attempts a GROUP BY a.order_no;
      DROP TABLE bench_attempts`,
    ],
    [
      'refunds (automatic and by staff, in full; some in part)',
      `
      INSERT INTO refunds (id, order_no, payment_id, amount, currency_code, kind, reason, requested_by, status, provider_ref, created_at, done_at)
      SELECT 'rfd_' || substr(md5(o.order_no || 'rfd'), 1, 26), o.order_no, p.id,
        CASE WHEN o.status = 'completed' THEN o.refunded_amount ELSE o.pay_amount END,
        o.currency_code,
        CASE WHEN o.status = 'completed' THEN 'partial' ELSE 'full' END,
        CASE WHEN o.status = 'completed' THEN 'Delivered late: half back as goodwill'
          WHEN o.failure = 'operatorRefund' THEN 'The customer asked to cancel before delivery'
          ELSE o.failure END,
        CASE WHEN o.status = 'completed' OR o.failure = 'operatorRefund' THEN (SELECT id FROM agents ORDER BY created_at LIMIT 1) END,
        CASE WHEN o.status = 'pendingRefund' THEN 'pending' ELSE 'succeeded' END,
        CASE WHEN o.status <> 'pendingRefund' THEN 're_' || substr(md5(o.order_no || 're'), 1, 24) END,
        coalesce(o.refund_requested_at, least(o.completed_at + interval '1 day', now())),
        CASE WHEN o.status = 'refunded' THEN o.refunded_at
          WHEN o.status = 'completed' THEN least(o.completed_at + interval '1 day 30 seconds', now()) END
      FROM orders o
      JOIN payments p ON p.order_no = o.order_no AND p.status IN ('succeeded', 'refunded')
      WHERE o.status IN ('refunded', 'pendingRefund') OR (o.status = 'completed' AND o.refunded_amount > 0)`,
    ],
  ];
}

/**
 * Secondary indexes of `tables` (not those behind a primary key or unique constraint), as their
 * CREATE statements: dropped before the bulk insert and built once at the end, which is several
 * times faster than keeping each up to date row by row.
 */
async function secondaryIndexes(client, tables) {
  const { rows } = await client.query(
    `SELECT i.indexname AS name, i.indexdef AS definition
     FROM pg_indexes i
     WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
       AND NOT EXISTS (SELECT FROM pg_constraint c WHERE c.conindid = (quote_ident(i.indexname))::regclass)`,
    [tables],
  );
  return rows;
}

/**
 * Fills the migrated database at `url` (the demo catalogue loaded, no orders yet) with `customers`
 * customers and `orders` orders; with `products`, first adds products to the catalogue until it
 * holds that many, and with `codes`, stocks that many codes on one SKU (orders then spread over
 * the whole catalogue). `log` receives a line per step with its seconds.
 */
export async function seedScaleData(url, { orders, customers, products = 0, codes = 0, log = console.log }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const timed = async (name, run) => {
    const started = performance.now();
    await run();
    log(`  ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  try {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM orders');
    if (rows[0].n > 0) throw new Error(`the database already holds ${rows[0].n} orders: seed a fresh one`);
    // One transaction: a seed that fails leaves the database as it was (no half-seeded store to reuse).
    // Foreign keys are not checked row by row (replica role skips their triggers): every row is made
    // from the rows it refers to, joined in the same statement.
    await client.query(
      `BEGIN; SET LOCAL synchronous_commit = off; SET LOCAL maintenance_work_mem = '512MB'; SET LOCAL work_mem = '256MB';
       SET LOCAL session_replication_role = replica`,
    );
    const indexes = await secondaryIndexes(client, SEEDED_TABLES);
    await timed(`drop ${indexes.length} secondary indexes`, () =>
      client.query(indexes.map((index) => `DROP INDEX ${pg.escapeIdentifier(index.name)}`).join(';')),
    );
    if (products > 0)
      await timed(
        `products (up to ${products.toLocaleString('en')}, texts in every language, SKUs, prices)`,
        () => seedScaleProducts(client, products),
      );
    if (codes > 0)
      await timed(`codes (${codes.toLocaleString('en')} on one SKU, encrypted)`, () =>
        seedScaleCodes(client, codes),
      );
    for (const [name, statement] of seedSteps({ orders, customers })) {
      await timed(name, () => client.query(statement));
    }
    await timed(`build the ${indexes.length} indexes again`, async () => {
      for (const index of indexes) await client.query(index.definition);
    });
    // The replica role kept the catalogue's triggers from raising its version: running APIs would
    // serve their cached catalogue for up to a minute.
    if (products > 0 || codes > 0) await client.query('UPDATE catalog_version SET version = version + 1');
    await timed('commit', () => client.query('COMMIT'));
    // As autovacuum would have by now: statistics, and a visibility map for index-only scans.
    await timed('VACUUM ANALYZE', () =>
      client.query(`VACUUM (ANALYZE) ${[...SEEDED_TABLES, ...CATALOGUE_TABLES].join(', ')}`),
    );
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** Rows and size on disk (with indexes and TOAST) of each seeded table. */
export async function tableSizes(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT c.relname AS table, c.reltuples::bigint AS rows,
         pg_size_pretty(pg_table_size(c.oid)) AS data, pg_size_pretty(pg_indexes_size(c.oid)) AS indexes
       FROM pg_class c WHERE c.relname = ANY($1) AND c.relkind = 'r'
       ORDER BY pg_total_relation_size(c.oid) DESC`,
      [[...SEEDED_TABLES, ...CATALOGUE_TABLES]],
    );
    return rows.map((row) => ({ ...row, rows: Number(row.rows).toLocaleString('en') }));
  } finally {
    await client.end();
  }
}
