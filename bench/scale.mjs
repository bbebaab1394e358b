#!/usr/bin/env node
// The storefront's catalogue calls on the demo's data and on a store at scale, side by side in one
// run (issue 17): two databases on the system PostgreSQL, the demo's (fresh: 31 products) and the
// scale data set (bench/scale-data.mjs: BENCH_PRODUCTS products, 10,000, of the five kinds with
// texts in twelve languages; BENCH_CODES codes, 100,000, on one SKU; BENCH_ORDERS orders, 1,000,000,
// of a fifth as many customers), each served by an API of its own (no job workers). Each case is
// asked BENCH_REQUESTS times (200; fewer where the targets run out), one at a time after 5 to warm
// up, alternating demo and scale: home, a kind's page (product/listByKind), product detail and
// search, each as a cached answer (the same request again, as bench:api asks) and as a first ask
// (every request another product, page, keyword or audience, the catalogue cache cleared before).
// Prints p50 and p99, the CPU per request of the API and of its PostgreSQL backends (steadier than
// latency on a shared machine), the scale's cost over the demo's, and EXPLAIN (ANALYZE, BUFFERS) of the statements behind each
// case that costs more than 1.2 times the demo's (full plans in .data/bench-scale/plans.txt). Then
// the in-memory search index loaded in this process: its heap, its load time and its p99 per
// keyword. Never fails on a figure.
//
// BENCH_REUSE=1 keeps a scale database already seeded with at least as many orders and products;
// BENCH_DATABASE_URL names the server (postgres://postgres@127.0.0.1:5432), BENCH_DB the scale
// database (storefront_bench_scale), BENCH_DEMO_DB the demo's (storefront_bench_demo; both dropped
// and made again), BENCH_API_PORT the demo API's port (3626; the scale API's is the next).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { cpuPerRequest, load, percentile, seconds, storeCpu } from './request-cost.mjs';
import { databaseUrl, freshDatabase, orderCount, seedScaleData, tableSizes } from './scale-data.mjs';
import { startApi } from './store-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scaleDb = process.env.BENCH_DB ?? 'storefront_bench_scale';
const demoDb = process.env.BENCH_DEMO_DB ?? 'storefront_bench_demo';
const products = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const codes = Number(process.env.BENCH_CODES ?? 100_000);
const orders = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const customers = Number(process.env.BENCH_CUSTOMERS ?? Math.max(1, Math.round(orders / 5)));
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const apiPort = Number(process.env.BENCH_API_PORT ?? 3626);
const warmUp = 5;
const outDir = path.join(root, '.data', 'bench-scale');

console.log(
  `Catalogue at scale: ${products.toLocaleString('en')} products, ${codes.toLocaleString('en')} codes on one SKU, ` +
    `${orders.toLocaleString('en')} orders (${scaleDb}) beside the demo (${demoDb}); ` +
    `${availableParallelism()} CPUs (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GB; load average ${load()}`,
);
const loadAtStart = load();

/** How many products and orders the database at `url` holds (null when it is not migrated). */
async function scaleOf(url) {
  const count = await orderCount(url);
  if (count === null) return null;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM products');
    return { orders: count, products: rows[0].n };
  } finally {
    await client.end();
  }
}

const scaleUrl = databaseUrl(server, scaleDb);
const existing = process.env.BENCH_REUSE === '1' ? await scaleOf(scaleUrl) : null;
// bench:orders on the scale data (BENCH_DATABASE_URL) adds its orders: still the same store.
const reuse = existing?.orders >= orders && existing?.products >= products;
if (process.env.BENCH_REUSE === '1' && !reuse)
  console.log(`BENCH_REUSE=1, but ${scaleDb} holds ${JSON.stringify(existing)}: seeding it afresh.`);
if (reuse) console.log(`Reusing ${scaleDb} (${JSON.stringify(existing)}).`);
else await freshDatabase(server, scaleDb);
await freshDatabase(server, demoDb);
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

/** One of the two stores: its API (migrating its database with the demo catalogue) and a client of its database. */
async function store(name, dbName, port) {
  const url = databaseUrl(server, dbName);
  const sqlFile = path.join(outDir, `${name}-statements.json`);
  const started = await startApi({
    root,
    name: `bench-scale-${name}`,
    apiPort: port,
    databaseUrl: url,
    role: 'api',
    node: true,
    env: {
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(path.join(root, 'bench', 'sql-capture.mjs'))}`,
      BENCH_SQL_FILE: sqlFile,
    },
  });
  return { name, dbName, url, sqlFile, ...started, db: new pg.Client({ connectionString: url }) };
}

const demo = await store('demo', demoDb, apiPort);
const scale = await store('scale', scaleDb, apiPort + 1);

/** A storefront call to `target`'s API as a shopper with `locale` makes it; its answer's data. */
async function call(target, callPath, body, locale) {
  const res = await fetch(`${target.origin}/api/web/${callPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...locale },
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  if (answer.code !== 1) throw new Error(`${callPath}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/** Until the APIs read a new catalogue version (at most a second), every answer is asked for the first time. */
async function clearCatalogueCache(target) {
  await target.db.query('UPDATE catalog_version SET version = version + 1 WHERE id = 1');
  await new Promise((resolve) => setTimeout(resolve, 1100));
}

/**
 * Times the requests of `asks` ([body, locale] pairs, each once, in order; after `warmUp` asks of
 * `warm`): p50, p99 (ms), CPU per request, bytes per answer.
 */
async function time(target, callPath, asks, warm) {
  for (const [body, locale] of warm) await call(target, callPath, body, locale);
  const cpuBefore = await storeCpu(target.db, target.api.pid);
  const ms = [];
  let bytes = 0;
  for (const [body, locale] of asks) {
    const at = performance.now();
    bytes += JSON.stringify(await call(target, callPath, body, locale)).length;
    ms.push(performance.now() - at);
  }
  const cpu = cpuPerRequest(cpuBefore, await storeCpu(target.db, target.api.pid), asks.length);
  ms.sort((a, b) => a - b);
  return { ...cpu, p50: percentile(ms, 0.5), p99: percentile(ms, 0.99), kb: bytes / asks.length / 1024 };
}

/** The queries `target`'s API ran for one call, slowest first (the capture's own clock). */
async function statementsOf(target, callPath, body, locale) {
  const flush = async () => {
    rmSync(target.sqlFile, { force: true });
    process.kill(target.api.pid, 'SIGUSR2');
    for (let i = 0; i < 200 && !existsSync(target.sqlFile); i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    return JSON.parse(readFileSync(target.sqlFile, 'utf8'));
  };
  await flush();
  await call(target, callPath, body, locale);
  return (await flush())
    .filter(
      (statement) =>
        /^\s*(WITH|SELECT)\b/i.test(statement.text) && !/pgboss|catalog_version/.test(statement.text),
    )
    .sort((a, b) => b.ms - a.ms);
}

/** EXPLAIN (ANALYZE, BUFFERS) of the slowest statements of a first ask: a summary printed, the plans kept. */
async function explain(target, title, callPath, body, locale) {
  await clearCatalogueCache(target);
  const queries = await statementsOf(target, callPath, body, locale);
  console.log(`\n${title} on ${target.name}: ${queries.length} queries, the slowest 3 explained`);
  for (const statement of queries.slice(0, 3)) {
    const { rows } = await target.db.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
    const plan = rows.map((row) => row['QUERY PLAN']);
    const nodes = plan.filter((line) =>
      /(Scan|Join|Aggregate|Sort|Limit|Gather|Append|SubPlan)\b/.test(line),
    );
    console.log(
      `- ${statement.ms.toFixed(1)} ms in the API: ${statement.text.replace(/\s+/g, ' ').slice(0, 150)}…`,
    );
    for (const line of nodes.slice(0, 8)) console.log(`    ${line.trimEnd().slice(0, 150)}`);
    if (nodes.length > 8) console.log(`    … ${nodes.length - 8} more nodes`);
    console.log(`    ${plan.filter((line) => /^(Planning|Execution) Time/.test(line)).join(', ')}`);
    writeFileSync(
      path.join(outDir, 'plans.txt'),
      `== ${title} on ${target.name}\n${statement.text}\n-- ${JSON.stringify(statement.values)}\n${plan.join('\n')}\n\n`,
      { flag: 'a' },
    );
  }
}

/** Distinct keywords a shopper would type for the products of `db`: first letters, a typo, other scripts. */
async function keywordsOf(db, count) {
  const { rows } = await db.query(
    `SELECT t.name FROM product_texts t JOIN products p ON p.slug = t.product_slug
     WHERE p.enabled AND t.lang IN ('en', 'ru', 'cn') ORDER BY md5(t.product_slug || t.lang)`,
  );
  const words = new Set();
  for (let round = 0; words.size < count && round < 6; round++) {
    for (const { name } of rows) {
      if (words.size >= count) break;
      const chars = [...name.toLowerCase()];
      const cut = Math.min(chars.length, 3 + ((round + words.size) % 6));
      const word = chars.slice(0, cut);
      // Every third a typo: two letters swapped.
      if (round % 3 === 2 && word.length > 3) [word[1], word[2]] = [word[2], word[1]];
      words.add(word.join('').trim());
    }
  }
  return [...words].filter(Boolean);
}

const KINDS = ['topup', 'game_card', 'live_stream', 'cd_key', 'gift_card'];

/** The first `most` pages of each kind's list on `target`, as bodies of product/listByKind: its cursors followed. */
async function kindPagesOf(target, most) {
  const pages = [];
  for (const kind of KINDS) {
    let body = { kind };
    for (let page = 0; page < most && body; page++) {
      pages.push(body);
      const { nextCursor } = await call(target, 'product/listByKind', body, shopper);
      body = nextCursor === null ? undefined : { kind, cursor: nextCursor };
    }
  }
  return pages;
}

const LANGS = ['en', 'ru', 'cn', 'tw', 'id', 'hi', 'ms', 'tl', 'th', 'vi', 'my', 'pt'];
const shopper = { lang: 'en', region: 'RUS', currency: 'RUB' };

try {
  let started = performance.now();
  await Promise.all([demo.answering(), scale.answering()]);
  console.log(`APIs up (migrated, demo catalogue) in ${seconds(started)} s`);
  if (!reuse) {
    started = performance.now();
    console.log('Seeding the scale data set:');
    await seedScaleData(scaleUrl, { orders, customers, products, codes });
    console.log(`Seeded in ${seconds(started)} s`);
  }
  console.table(await tableSizes(scaleUrl));
  await Promise.all([demo.db.connect(), scale.db.connect()]);
  const { rows: regionRows } = await demo.db.query(
    'SELECT code, currency_code FROM regions WHERE enabled ORDER BY sort, code',
  );
  const audiences = LANGS.flatMap((lang) =>
    regionRows.map((region) => ({ lang, region: region.code, currency: region.currency_code })),
  );

  /** Each case's asks on one store: [name, call, cached?, asks(target)]. */
  const cases = [
    ['home, cached', 'home/home', true, async () => Array(requests).fill([{}, shopper])],
    [
      'home, first ask (each audience)',
      'home/home',
      false,
      async () => audiences.map((locale) => [{}, locale]),
    ],
    [
      'kind page, cached',
      'product/listByKind',
      true,
      async () => Array(requests).fill([{ kind: 'topup' }, shopper]),
    ],
    [
      'kind page, first ask (each page)',
      'product/listByKind',
      false,
      async (target) => {
        const pages = await kindPagesOf(target, Math.ceil(requests / KINDS.length));
        return Array.from({ length: Math.min(requests, pages.length * LANGS.length) }, (_, i) => [
          pages[i % pages.length],
          { ...shopper, lang: LANGS[Math.floor(i / pages.length) % LANGS.length] },
        ]);
      },
    ],
    [
      'product detail, cached',
      'product/detail',
      true,
      async () => Array(requests).fill([{ id: 'starfall-legends' }, shopper]),
    ],
    [
      'product detail, first ask',
      'product/detail',
      false,
      async (target) => {
        const { rows } = await target.db.query(
          `SELECT slug FROM products WHERE enabled ORDER BY md5(slug) LIMIT ${requests}`,
        );
        return Array.from({ length: requests }, (_, i) => [
          { id: rows[i % rows.length].slug },
          { ...shopper, lang: LANGS[Math.floor(i / rows.length) % LANGS.length] },
        ]);
      },
    ],
    [
      'search, cached',
      'product/search',
      true,
      async () => Array(requests).fill([{ keyword: 'star' }, shopper]),
    ],
    [
      'search, first ask (each keyword)',
      'product/search',
      false,
      async (target) => (await keywordsOf(target.db, requests)).map((keyword) => [{ keyword }, shopper]),
    ],
  ];

  const figures = [];
  for (const [name, callPath, cached, asksOf] of cases) {
    const row = { case: name, callPath };
    for (const target of [demo, scale]) {
      const asks = await asksOf(target);
      if (cached) {
        row[target.name] = await time(target, callPath, asks, asks.slice(0, warmUp));
      } else {
        // Warmed on other targets first, then every timed ask is the first of its kind.
        await clearCatalogueCache(target);
        row[target.name] = await time(target, callPath, asks.slice(warmUp), asks.slice(0, warmUp));
      }
      row.asks = asks.length - (cached ? 0 : warmUp);
      row.sample = asks[asks.length - 1];
    }
    figures.push(row);
  }
  const loadAtEnd = load();
  console.log(
    `\nOne request at a time; ${new Date().toISOString()}; load average ${loadAtStart} at start, ${loadAtEnd} at end. ` +
      'CPU per request is read from /proc: steadier than latency on a busy machine.',
  );
  const cpu = (figure) => figure.apiCpu + figure.pgCpu;
  console.table(
    figures.map((row) => ({
      case: row.case,
      asks: row.asks,
      'demo p50/p99 ms': `${row.demo.p50.toFixed(1)} / ${row.demo.p99.toFixed(1)}`,
      'scale p50/p99 ms': `${row.scale.p50.toFixed(1)} / ${row.scale.p99.toFixed(1)}`,
      'demo CPU ms API+PG': `${row.demo.apiCpu.toFixed(2)} + ${row.demo.pgCpu.toFixed(2)}`,
      'scale CPU ms API+PG': `${row.scale.apiCpu.toFixed(2)} + ${row.scale.pgCpu.toFixed(2)}`,
      'CPU scale/demo': (cpu(row.scale) / Math.max(cpu(row.demo), 0.01)).toFixed(2),
      'KB demo/scale': `${row.demo.kb.toFixed(1)} / ${row.scale.kb.toFixed(1)}`,
    })),
  );
  for (const row of figures.filter((row) => !row.case.includes('cached'))) {
    if (cpu(row.scale) > 1.2 * cpu(row.demo)) {
      // A target not asked before on the scale store: the last of its asks, with the cache cleared.
      const [body, locale] = row.sample;
      await explain(scale, `${row.case}: ${JSON.stringify(body)}`, row.callPath, body, locale);
    }
  }

  // The in-memory search index of the scale catalogue, loaded here as the API loads it.
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  const { loadSearchIndex, searchIndex } = await tsImport(
    '../apps/api/src/modules/catalog/search.ts',
    import.meta.url,
  );
  const pool = new pg.Pool({ connectionString: scaleUrl, max: 1 });
  const indexDb = drizzle({ client: pool });
  // Two loaded and both held: the second's growth of the heap is one index (the first also
  // brings code and connection in, and a dropped index did not always leave the heap at once).
  const heap = () => {
    gc();
    return process.memoryUsage().heapUsed;
  };
  const first = await loadSearchIndex(indexDb);
  const heapBefore = heap();
  started = performance.now();
  const index = await loadSearchIndex(indexDb);
  const loadMs = performance.now() - started;
  const heapHeld = heap() - heapBefore;
  const keywords = await keywordsOf(scale.db, 500);
  const searchMs = [];
  for (const keyword of [...keywords, ...keywords]) {
    const at = performance.now();
    searchIndex(index, keyword, 'RUS');
    searchMs.push(performance.now() - at);
  }
  searchMs.sort((a, b) => a - b);
  const mb = (bytes) => (bytes / 2 ** 20).toFixed(1);
  console.log(
    `\nSearch index of ${index.slugs.length.toLocaleString('en')} products, ` +
      `${index.names.names.length.toLocaleString('en')} different names: ${mb(heapHeld)} MB of heap, ` +
      `loaded in ${loadMs.toFixed(0)} ms; one search over it p50 ${percentile(searchMs, 0.5).toFixed(2)} ms, ` +
      `p99 ${percentile(searchMs, 0.99).toFixed(2)} ms (${searchMs.length} keywords, in this process; ` +
      `${first.slugs.length === index.slugs.length ? 'both loads alike' : 'the catalogue changed between loads'})`,
  );
  await pool.end();
  console.log(`\nFull plans: ${path.relative(root, path.join(outDir, 'plans.txt'))}`);
} finally {
  for (const target of [demo, scale]) {
    await target.db.end().catch(() => {});
    await target.stop();
  }
}
