import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { CONSOLE_ERROR } from '@storefront/contracts';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webText } from '../../platform/i18n/web-messages.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { capturingLogger } from '../../testing/logs.ts';
import { outboxOf } from '../../testing/outbox.ts';
import { staffAuditLog } from '../agents/tables.ts';
import { productTexts, skus } from '../catalog/tables.ts';
import { codeCrypto } from './codes-crypto.ts';
import { createStockService } from './batches.ts';
import { createInventory } from './inventory.ts';
import { codeBatches, productKeys, stockAlerts } from './tables.ts';
import { guestOf, placeCodeOrder } from './testing.ts';

// Issue 14, "The console" item 3: the code stock. Imports are previewed by hashing, stored as
// batches a chunk at a time, voided and exported (owners, fresh TOTP); no code reaches a log or the
// audit log; a low-stock threshold mails the operators once, and again only after a restock.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read by the assertions
type Data = any;

const { lines, logger } = capturingLogger();
let t: TestApp;
let n = 0;
const PASSWORD = 'staff-password-1';
const PRODUCT = 'iron-citadel';

beforeAll(async () => {
  t = await createTestApp({}, logger);
});
afterAll(() => t.close());

async function call(path: string, body: unknown = {}, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/${path}`,
    headers: { 'content-type': 'application/json', lang: 'en', ...(token ? { authorization: token } : {}) },
    payload: JSON.stringify(body),
  });
  return res.json() as { code: number; msg: string; data: Data };
}

/** A preview or import as the console sends it: the codes as the body, the other fields in the query. */
async function sendCodes(
  path: 'stock/preview' | 'stock/import',
  { text, ...fields }: { text: string } & Record<string, unknown>,
  token?: string,
) {
  const query = new URLSearchParams(
    Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])),
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/${path}?${query}`,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      lang: 'en',
      ...(token ? { authorization: token } : {}),
    },
    payload: text,
  });
  return res.json() as { code: number; msg: string; data: Data };
}

const codeAt = (secret: string, offset = 0) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

async function signedIn(role: 'owner' | 'operator' | 'agent') {
  const email = `${role}.${Date.now().toString(36)}${n++}@stock.test`;
  await t.services.agents.upsert({ email, name: `The ${role}`, password: PASSWORD, role });
  const login = await call('staff/login', { email, password: PASSWORD });
  if (role === 'agent') return { email, token: login.data.session.token as string, secret: '' };
  const secret = login.data.enrolment.secret as string;
  const enrolled = await call('staff/enrol', { challenge: login.data.challenge, code: codeAt(secret, -1) });
  return { email, token: enrolled.data.session.token as string, secret };
}

/** A fresh SKU of a key product, with no codes. */
async function newSku() {
  const id = `sku_stock_${Math.random().toString(36).slice(2, 10)}`;
  await t.database.db.insert(skus).values({ id, productSlug: PRODUCT, faceValue: 9, basePrice: 100 });
  return id;
}

const codesFor = (label: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${label}-${String(i).padStart(6, '0')}`);

let operator: Awaited<ReturnType<typeof signedIn>>;
let owner: Awaited<ReturnType<typeof signedIn>>;
const everyCode: string[] = [];

beforeAll(async () => {
  operator = await signedIn('operator');
  owner = await signedIn('owner');
});

describe('preview and import', () => {
  it('counts new codes, repeats in the file and codes the product has (sold or not), then adds only the new, encrypted', async () => {
    const skuId = await newSku();
    const label = `PRV${n++}`;
    const had = codesFor(`${label}-HAD`, 2);
    everyCode.push(...had);
    await t.services.fulfilment.addCodes(t.database.db, skuId, had);
    // One of the two is sold already: still the product's, so not new.
    await t.database.db
      .update(productKeys)
      .set({ soldAt: sql`now()` })
      .where(eq(productKeys.codeHash, codeCrypto(t.config.fulfilment.inventoryKey).hash(had[0]!)));
    const fresh = codesFor(label, 10);
    everyCode.push(...fresh);
    const text = ['code', ...fresh, ` ${fresh[0]} `, fresh[1], fresh[2], '', ...had].join('\n');
    const file = { skuId, text, skipHeader: true };

    const preview = await sendCodes('stock/preview', file, operator.token);
    expect(preview.data).toEqual({ total: 15, new: 10, repeatedInFile: 3, alreadyHad: 2 });
    // A preview stores nothing.
    expect((await call('stock/overview', { skuId }, operator.token)).data.batches).toEqual([]);

    const imported = await sendCodes(
      'stock/import',
      { ...file, name: 'November keys', supplier: 'Keys Ltd', costPerCode: 250, costCurrency: 'usd' },
      operator.token,
    );
    expect(imported.code).toBe(1);
    expect(imported.data).toMatchObject({
      name: 'November keys',
      costCurrency: 'USD',
      status: 'ready',
      total: 15,
      processed: 15,
      added: 10,
      repeatedInFile: 3,
      alreadyHad: 2,
      unsold: 10,
      createdBy: 'The operator',
    });
    const stored = await t.database.db
      .select()
      .from(productKeys)
      .where(eq(productKeys.batchId, imported.data.batchId));
    expect(stored).toHaveLength(10);
    const crypto = codeCrypto(t.config.fulfilment.inventoryKey);
    for (const row of stored) expect(row.codeEncrypted).not.toContain(label);
    expect(stored.map((row) => crypto.decrypt(row.codeEncrypted)).sort()).toEqual(fresh);

    const overview = await call('stock/overview', { skuId }, operator.token);
    expect(overview.data.figures).toEqual({ free: 11, held: 0, sold: 1, voided: 0 });
    const [entry] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, `batch:${imported.data.batchId}`));
    expect(entry).toMatchObject({ action: 'batch.import', actorEmail: operator.email });
    expect(entry!.after).toMatchObject({ added: 10, repeatedInFile: 3, alreadyHad: 2, total: 15 });
  });

  it('takes a chosen CSV column, and refuses a code with control characters by its line, storing nothing', async () => {
    const skuId = await newSku();
    const csv = 'serial,code\n1,COL-A\n2,"COL-B"\n3,COL-C\n';
    expect(
      (await sendCodes('stock/preview', { skuId, text: csv, column: 2, skipHeader: true }, operator.token))
        .data,
    ).toEqual({ total: 3, new: 3, repeatedInFile: 0, alreadyHad: 0 });
    const bad = await sendCodes(
      'stock/import',
      {
        skuId,
        text: 'OK-1\nOK-2\nBAD\u0007CODE\n',
        name: 'b',
        supplier: 's',
        costPerCode: 1,
        costCurrency: 'USD',
      },
      operator.token,
    );
    expect(bad.code).toBe(CONSOLE_ERROR.STOCK_CODE_INVALID);
    expect(bad.msg).toContain('Line 3');
    expect(
      (await sendCodes('stock/preview', { skuId, text: `${'X'.repeat(201)}\n` }, operator.token)).code,
    ).toBe(CONSOLE_ERROR.STOCK_CODE_INVALID);
    expect((await sendCodes('stock/preview', { skuId, text: '\n \n' }, operator.token)).code).toBe(
      CONSOLE_ERROR.STOCK_FILE_EMPTY,
    );
    expect((await call('stock/overview', { skuId }, operator.token)).data.batches).toEqual([]);
    // A top-up product has no code stock; an agent may not import.
    expect((await sendCodes('stock/preview', { skuId: 'nope', text: 'A' }, operator.token)).code).toBe(
      CONSOLE_ERROR.STOCK_SKU_NOT_CODES,
    );
    const agent = await signedIn('agent');
    expect((await sendCodes('stock/preview', { skuId, text: 'A' }, agent.token)).code).toBe(
      CONSOLE_ERROR.STAFF_ROLE_REFUSED,
    );
  });

  it('shows the progress of a large import a chunk at a time until it reaches the total', async () => {
    const skuId = await newSku();
    const codes = codesFor(`BIG${n++}`, 12_000);
    const importing = sendCodes(
      'stock/import',
      { skuId, text: codes.join('\n'), name: 'Big', supplier: 'S', costPerCode: 10, costCurrency: 'EUR' },
      operator.token,
    );
    const seen: number[] = [];
    let finished = false;
    void importing.then(() => (finished = true));
    while (!finished) {
      const [batch] = (await call('stock/overview', { skuId }, operator.token)).data.batches;
      if (batch) seen.push(batch.processed);
    }
    const done = await importing;
    expect(done.data).toMatchObject({ status: 'ready', processed: 12_000, total: 12_000, added: 12_000 });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    for (const value of seen) expect(value % 5_000 === 0 || value === 12_000).toBe(true);
    expect((await call('stock/overview', { skuId }, operator.token)).data.figures.free).toBe(12_000);
  });

  it('marks the batch failed when an import breaks off, keeping what it stored', async () => {
    const skuId = await newSku();
    const real = codeCrypto(t.config.fulfilment.inventoryKey);
    let encrypted = 0;
    const breaking = createStockService({
      db: t.database.db,
      // The 6,000th code cannot be stored: the second chunk fails.
      crypto: {
        ...real,
        encrypt: (code) => {
          if (++encrypted === 6_000) throw new Error('disk full');
          return real.encrypt(code);
        },
      },
      confirmTotp: async () => {},
      checkAlert: async () => {},
    });
    const actor = { staffId: null, email: 'importer@stock.test', ip: null };
    const text = codesFor(`FAIL${n++}`, 8_000).join('\n');
    await expect(
      breaking.importBatch(actor, {
        skuId,
        file: Readable.from([text]),
        column: 1,
        skipHeader: false,
        name: 'Broken',
        supplier: 'S',
        costPerCode: 1,
        costCurrency: 'USD',
      }),
    ).rejects.toThrow('disk full');
    const overview = await call('stock/overview', { skuId }, operator.token);
    expect(overview.data.batches[0]).toMatchObject({
      status: 'failed',
      processed: 5_000,
      added: 5_000,
      total: 8_000,
    });
    expect(overview.data.figures.free).toBe(5_000);
  });

  it('marks an import cut short by a stopped process failed, once it is half an hour old', async () => {
    const skuId = await newSku();
    const batch = (id: string, minutesAgo: number) => ({
      id,
      skuId,
      name: id,
      supplier: 'S',
      costPerCode: 1,
      costCurrency: 'USD',
      total: 10,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    const [old, recent] = [`bat_old_${n++}`, `bat_new_${n++}`];
    await t.database.db.insert(codeBatches).values([batch(old, 31), batch(recent, 1)]);
    expect(await t.services.stock.failStaleImports()).toBe(1);
    const statuses = await t.database.db
      .select({ id: codeBatches.id, status: codeBatches.status })
      .from(codeBatches)
      .where(eq(codeBatches.skuId, skuId));
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [old]: 'failed',
      [recent]: 'importing',
    });
  });

  it('answers -1370 for a paste over the limit, and takes the codes only as the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stock/preview?skuId=x',
      headers: { 'content-type': 'text/plain', lang: 'en', authorization: operator.token },
      payload: 'A'.repeat(25 * 1024 * 1024),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe(CONSOLE_ERROR.STOCK_FILE_TOO_LARGE);
    // A paste inside JSON would be held whole before it is read: refused unread.
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stock/preview',
      headers: { 'content-type': 'application/json', lang: 'en', authorization: operator.token },
      payload: JSON.stringify({ skuId: 'x', text: 'A' }),
    });
    expect(json.statusCode).toBe(415);
  });

  it('answers a file refused at its first line while the browser is still sending the rest', async () => {
    const skuId = await newSku();
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // About 3 MB, refused at line 1: the answer must reach the sender, not a cut connection.
    const body = Buffer.from(['BAD\u0007CODE', ...codesFor(`LATE${n++}`, 200_000)].join('\n'));
    const answer = await new Promise<{ code: number; msg: string }>((resolve, reject) => {
      const req = httpRequest(
        new URL(`/api/admin/stock/preview?skuId=${skuId}`, origin),
        {
          method: 'POST',
          headers: { 'content-type': 'text/plain', lang: 'en', authorization: operator.token },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(answer.code).toBe(CONSOLE_ERROR.STOCK_CODE_INVALID);
    expect(answer.msg).toContain('Line 1');
  });

  it('refuses a code holding a character nobody sees, naming its line and how many lines hold one', async () => {
    const skuId = await newSku();
    const text = [
      'OK-1',
      'BAD\u202ECODE',
      'OK-3',
      'ZERO\u200BWIDTH',
      'B\uFEFFOM',
      'SOFT\u00ADHYPHEN',
      'OK-7',
    ].join('\n');
    const preview = await sendCodes('stock/preview', { skuId, text }, operator.token);
    expect(preview.code).toBe(CONSOLE_ERROR.STOCK_CODE_INVISIBLE);
    expect(preview.msg).toBe(
      'Line 2: the code holds a character nobody can see (U+202E: a direction mark, a zero-width space or the like). 4 lines hold one: remove them and preview again.',
    );
    const imported = await sendCodes(
      'stock/import',
      { skuId, text, name: 'b', supplier: 's', costPerCode: 1, costCurrency: 'USD' },
      operator.token,
    );
    expect(imported.code).toBe(CONSOLE_ERROR.STOCK_CODE_INVISIBLE);
    expect((await call('stock/overview', { skuId }, operator.token)).data.batches).toEqual([]);
  });

  it('reads a full-width code as its plain form: one code within a file and against codes stored', async () => {
    const skuId = await newSku();
    const plain = `ABC123X${n++}`;
    const fullWidth = [...plain].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('');
    expect(fullWidth).not.toBe(plain);
    expect(
      (await sendCodes('stock/preview', { skuId, text: `${fullWidth}\n${plain}\n` }, operator.token)).data,
    ).toEqual({ total: 2, new: 1, repeatedInFile: 1, alreadyHad: 0 });
    const imported = await sendCodes(
      'stock/import',
      { skuId, text: plain, name: 'Plain', supplier: 'S', costPerCode: 1, costCurrency: 'USD' },
      operator.token,
    );
    expect(imported.data).toMatchObject({ added: 1 });
    everyCode.push(plain);
    expect((await sendCodes('stock/preview', { skuId, text: fullWidth }, operator.token)).data).toEqual({
      total: 1,
      new: 0,
      repeatedInFile: 0,
      alreadyHad: 1,
    });
    const again = await sendCodes(
      'stock/import',
      { skuId, text: fullWidth, name: 'Wide', supplier: 'S', costPerCode: 1, costCurrency: 'USD' },
      operator.token,
    );
    expect(again.data).toMatchObject({ added: 0, alreadyHad: 1 });
  });

  it('previews a file of megabytes as it streams in, with exact counts', async () => {
    const skuId = await newSku();
    const label = `STREAM${n++}`;
    const stored = codesFor(`${label}-HAD`, 600);
    await t.services.fulfilment.addCodes(t.database.db, skuId, stored);
    // 60,000 lines of a supplier's CSV (serial, code, a note): every 20th repeats a code read
    // before, every 100th is a code the product has; sent in 64 KB pieces.
    const note = 'n'.repeat(80);
    let expected = { total: 0, new: 0, repeatedInFile: 0, alreadyHad: 0 };
    const lines = ['serial,code,note'];
    for (let i = 0; i < 60_000; i++) {
      let code = `${label}-${String(i).padStart(6, '0')}`;
      if (i % 100 === 99) {
        code = stored[(i - 99) / 100]!;
        expected = { ...expected, alreadyHad: expected.alreadyHad + 1 };
      } else if (i % 20 === 19) {
        code = `${label}-${String(i - 1).padStart(6, '0')}`;
        expected = { ...expected, repeatedInFile: expected.repeatedInFile + 1 };
      } else {
        expected = { ...expected, new: expected.new + 1 };
      }
      lines.push(`${i},"${code}",${note}`);
    }
    expected.total = 60_000;
    const body = Buffer.from(lines.join('\r\n'));
    expect(body.length).toBeGreaterThan(6_000_000);
    const pieces = Array.from({ length: Math.ceil(body.length / 65_536) }, (_, i) =>
      body.subarray(i * 65_536, (i + 1) * 65_536),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/stock/preview?skuId=${skuId}&column=2&skipHeader=true`,
      headers: { 'content-type': 'text/csv', lang: 'en', authorization: operator.token },
      payload: Readable.from(pieces),
    });
    expect(res.json()).toMatchObject({ code: 1, data: expected });
  });
});

describe('void and export', () => {
  async function importCodes(skuId: string, codes: string[]) {
    everyCode.push(...codes);
    const res = await sendCodes(
      'stock/import',
      { skuId, text: codes.join('\n'), name: 'Batch', supplier: 'S', costPerCode: 5, costCurrency: 'USD' },
      operator.token,
    );
    expect(res.code).toBe(1);
    return res.data.batchId as string;
  }

  it('voids the unsold codes: stock 0, and a held code voided before payment is never sold', async () => {
    const skuId = await newSku();
    const batchId = await importCodes(skuId, codesFor(`VOID${n++}`, 3));
    const guest = await guestOf(t);
    const orderNo = await placeCodeOrder(t, { customerId: guest.customerId, productSlug: PRODUCT, skuId });
    const voided = await call('stock/void', { batchId }, operator.token);
    expect(voided.data).toMatchObject({ unsold: 0, voided: 3, voidedBy: 'The operator' });
    expect((await call('stock/overview', { skuId }, operator.token)).data.figures).toEqual({
      free: 0,
      held: 0,
      sold: 0,
      voided: 3,
    });
    expect(await t.services.fulfilment.stock(skuId)).toBe(0);
    expect((await call('stock/void', { batchId }, operator.token)).code).toBe(
      CONSOLE_ERROR.STOCK_BATCH_VOIDED,
    );
    // The log says which batch and how many codes left sale; nothing unchanged reads as a change.
    const [voidEntry] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetId, `batch:${batchId}`), eq(staffAuditLog.action, 'batch.void')));
    expect(voidEntry).toMatchObject({ before: null, after: { name: expect.any(String), codesVoided: 3 } });

    const inventory = createInventory(t.database.db, codeCrypto(t.config.fulfilment.inventoryKey));
    const sellFor = () =>
      t.database.db.transaction((tx) => inventory.sellCodes(tx, { orderNo, skuId, quantity: 1 }));
    // Nothing else in stock: the paid order is not sold a voided code.
    expect(await sellFor()).toBe(false);
    // Restocked: the order takes a free code, never the voided one.
    const [fresh] = codesFor(`FRESH${n++}`, 1);
    await importCodes(skuId, [fresh!]);
    expect(await sellFor()).toBe(true);
    const sold = await t.database.db
      .select()
      .from(productKeys)
      .where(and(eq(productKeys.orderNo, orderNo), isNotNull(productKeys.soldAt)));
    expect(sold).toHaveLength(1);
    expect(sold[0]!.voidedAt).toBeNull();
    expect(sold[0]!.batchId).not.toBe(batchId);
  });

  it('exports the unsold codes to an owner with a fresh TOTP code, recording only the count', async () => {
    const skuId = await newSku();
    const codes = codesFor(`EXP${n++}`, 4);
    const batchId = await importCodes(skuId, codes);
    const guest = await guestOf(t);
    const orderNo = await placeCodeOrder(t, { customerId: guest.customerId, productSlug: PRODUCT, skuId });
    await t.database.db
      .update(productKeys)
      .set({ soldAt: sql`now()` })
      .where(eq(productKeys.orderNo, orderNo));

    expect(
      (await call('stock/export', { batchId, code: codeAt(operator.secret) }, operator.token)).code,
    ).toBe(CONSOLE_ERROR.STAFF_ROLE_REFUSED);
    expect((await call('stock/export', { batchId, code: '000000' }, owner.token)).code).toBe(
      CONSOLE_ERROR.STAFF_CODE_INVALID,
    );
    const code = codeAt(owner.secret, 1);
    const exported = await call('stock/export', { batchId, code }, owner.token);
    expect(exported.code).toBe(1);
    expect(exported.data.count).toBe(3);
    const rows = exported.data.csv.trim().split('\r\n');
    expect(rows[0]).toBe('code');
    expect(rows.slice(1).sort()).toEqual(codes.filter((c) => rows.includes(c)).sort());
    expect(rows).toHaveLength(4);
    // The same code again: refused, it was taken.
    expect((await call('stock/export', { batchId, code }, owner.token)).code).toBe(
      CONSOLE_ERROR.STAFF_CODE_INVALID,
    );
    const [entry] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetId, `batch:${batchId}`), eq(staffAuditLog.action, 'batch.export')));
    expect(entry!.after).toMatchObject({ exported: 3 });
  });

  it('writes a code beginning like a formula as text, with the apostrophe spreadsheets hide', async () => {
    const skuId = await newSku();
    const tag = String(n++);
    const codes = [`=1+1-${tag}`, `+cmd-${tag}`, `-2-${tag}`, `@SUM(A1)-${tag}`, `PLAIN-${tag}`];
    const batchId = await importCodes(skuId, codes);
    // An owner of their own: each TOTP code is taken once, and the test before took this one's.
    const exporter = await signedIn('owner');
    const exported = await call('stock/export', { batchId, code: codeAt(exporter.secret) }, exporter.token);
    expect(exported.code).toBe(1);
    expect(exported.data.csv.split('\r\n').sort()).toEqual(
      ['', 'code', `'=1+1-${tag}`, `'+cmd-${tag}`, `'-2-${tag}`, `'@SUM(A1)-${tag}`, `PLAIN-${tag}`].sort(),
    );
    // The file imported again (into this store or another) reads the codes, not the apostrophes.
    expect(
      (await sendCodes('stock/preview', { skuId, text: exported.data.csv, skipHeader: true }, owner.token))
        .data,
    ).toEqual({ total: 5, new: 0, repeatedInFile: 0, alreadyHad: 5 });
  });

  it('writes no code to a log line or the audit log', async () => {
    const audit = JSON.stringify(await t.database.db.select().from(staffAuditLog));
    const logged = lines.join('\n');
    expect(everyCode.length).toBeGreaterThan(10);
    for (const code of everyCode) {
      expect(audit).not.toContain(code);
      expect(logged).not.toContain(code);
    }
  });
});

describe('the audit log', () => {
  it("names a batch by its name and a SKU by its product and face value, in the reader's language", async () => {
    const skuId = await newSku();
    const imported = await sendCodes(
      'stock/import',
      {
        skuId,
        text: codesFor(`AUD${n++}`, 2).join('\n'),
        name: 'Autumn keys',
        supplier: 'S',
        costPerCode: 1,
        costCurrency: 'USD',
      },
      operator.token,
    );
    await call('stock/threshold', { skuId, threshold: { threshold: 1, enabled: true } }, operator.token);
    const [name] = await t.database.db
      .select({ name: productTexts.name })
      .from(productTexts)
      .where(and(eq(productTexts.productSlug, PRODUCT), eq(productTexts.lang, 'ru')));

    const page = async (action: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/staff/audit',
        headers: { 'content-type': 'application/json', lang: 'ru', authorization: owner.token },
        payload: JSON.stringify({ action, limit: 50 }),
      });
      return res.json().data.list as { targetId: string; targetLabel: string | null }[];
    };
    const batch = (await page('batch.import')).find(
      (entry) => entry.targetId === `batch:${imported.data.batchId}`,
    );
    expect(batch?.targetLabel).toBe('Autumn keys');
    const sku = (await page('stock.threshold')).find((entry) => entry.targetId === `sku:${skuId}`);
    expect(sku?.targetLabel).toBe(`${name!.name} · 9`);
  });
});

describe('low-stock alert', () => {
  const alertMails = async (email: string) =>
    (await outboxOf(t, email)).filter((mail) => mail.text.includes('/console/stock'));

  it('mails operators and owners once below the threshold, and again only after a restock', async () => {
    const skuId = await newSku();
    const label = `LOW${n++}`;
    await sendCodes(
      'stock/import',
      {
        skuId,
        text: codesFor(label, 5).join('\n'),
        name: 'L',
        supplier: 'S',
        costPerCode: 1,
        costCurrency: 'USD',
      },
      operator.token,
    );
    const set = await call(
      'stock/threshold',
      { skuId, threshold: { threshold: 5, enabled: true } },
      operator.token,
    );
    expect(set.data.threshold).toEqual({ threshold: 5, enabled: true });
    // Switched off, the threshold's entry holds that change alone; saved again, none.
    await call('stock/threshold', { skuId, threshold: { threshold: 5, enabled: false } }, operator.token);
    // The same again changes nothing: no entry.
    await call('stock/threshold', { skuId, threshold: { threshold: 5, enabled: false } }, operator.token);
    const thresholdEntries = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetId, `sku:${skuId}`), eq(staffAuditLog.action, 'stock.threshold')))
      .orderBy(asc(staffAuditLog.id));
    expect(thresholdEntries.map(({ before, after }) => ({ before, after }))).toEqual([
      { before: { threshold: null, enabled: null }, after: { threshold: 5, enabled: true } },
      { before: { enabled: true }, after: { enabled: false } },
    ]);
    await call('stock/threshold', { skuId, threshold: { threshold: 5, enabled: true } }, operator.token);
    const guest = await guestOf(t);
    // A sale takes a code: 4 left, below 5. The minute's job mails, once.
    await placeCodeOrder(t, { customerId: guest.customerId, productSlug: PRODUCT, skuId });
    await t.services.stockAlerts.checkAll();
    await t.services.stockAlerts.checkAll();
    await expect.poll(async () => (await alertMails(operator.email)).length, { timeout: 10_000 }).toBe(1);
    await expect.poll(async () => (await alertMails(owner.email)).length, { timeout: 10_000 }).toBe(1);
    // In the store's language: staff members' own are not known.
    const [mail] = await alertMails(operator.email);
    const lang = t.services.system.defaultLang;
    const [texts] = await t.database.db
      .select()
      .from(productTexts)
      .where(and(eq(productTexts.productSlug, PRODUCT), eq(productTexts.lang, lang)));
    const what = { product: texts!.name, sku: `9 ${texts!.unit}`, free: 4, threshold: 5 };
    expect(mail!.subject).toBe(webText('consoleStock.mailSubject', lang, what));
    expect(mail!.text).toContain(webText('consoleStock.mailIntro', lang, what));
    await placeCodeOrder(t, { customerId: guest.customerId, productSlug: PRODUCT, skuId });
    await t.services.stockAlerts.checkAll();

    // Restocked to the threshold or above: re-armed; falling below again mails once more.
    await sendCodes(
      'stock/import',
      {
        skuId,
        text: codesFor(`${label}-R`, 3).join('\n'),
        name: 'R',
        supplier: 'S',
        costPerCode: 1,
        costCurrency: 'USD',
      },
      operator.token,
    );
    const [armed] = await t.database.db.select().from(stockAlerts).where(eq(stockAlerts.skuId, skuId));
    expect(armed!.alertedAt).toBeNull();
    await placeCodeOrder(t, { customerId: guest.customerId, productSlug: PRODUCT, skuId });
    await placeCodeOrder(t, { customerId: guest.customerId, productSlug: PRODUCT, skuId });
    await t.services.stockAlerts.checkAll();
    await expect.poll(async () => (await alertMails(operator.email)).length, { timeout: 10_000 }).toBe(2);
    await expect.poll(async () => (await alertMails(owner.email)).length, { timeout: 10_000 }).toBe(2);
    const [entry] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, `sku:${skuId}`));
    expect(entry).toMatchObject({ action: 'stock.threshold', after: { threshold: 5, enabled: true } });
  });
});
