import type { AuditEntry } from '@storefront/contracts/staff';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../../messages/en.json';
import ru from '../../../../messages/ru.json';
import { auditLines, type AuditLine, type Words } from './audit-lines';

const CURRENCIES = new Map([
  ['RUB', { code: 'RUB', minorUnits: 2, symbol: '₽' }],
  ['IDR', { code: 'IDR', minorUnits: 0, symbol: 'Rp' }],
  ['USD', { code: 'USD', minorUnits: 2, symbol: '$' }],
]);

/** The entry's lines as the screen writes them, in English (or the language given), read in UTC. */
function read(entry: Partial<AuditEntry>, lang: 'en' | 'ru' = 'en'): string[] {
  const words = createTranslator({ locale: lang, messages: lang === 'en' ? en : ru }) as unknown as Words;
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const lines = auditLines(
    { id: 1, at: 0, actorEmail: null, targetEmail: null, ip: null, targetId: null, ...entry } as AuditEntry,
    {
      words,
      locale: lang,
      date: (at) => date.format(at),
      currencies: CURRENCIES,
      emails: new Map([['stf_1', 'owner@example.com']]),
    },
  );
  // Currency formats put a no-break space between a code and its amount.
  return lines.map((line) => text(line).replace(/\u00a0/g, ' '));
}

const text = (line: AuditLine) =>
  `${line.label === undefined ? '' : `${line.label}: `}${line.before === undefined ? '' : `${line.before} → `}${line.value}`;

describe('audit entries as an owner reads them', () => {
  it('staff sign-ins: why one was refused and which second factor was wrong, in words (issue 26)', () => {
    expect(read({ action: 'staff.signInFailed', after: { reason: 'wrongPassword' } })).toEqual([
      'Reason: Wrong password',
    ]);
    expect(read({ action: 'staff.signInFailed', after: { reason: 'unknownEmail' } }, 'ru')).toEqual([
      'Причина: Нет сотрудника с этим e-mail',
    ]);
    expect(read({ action: 'staff.codeFailed', after: { factor: 'recoveryCode' } })).toEqual([
      'Second factor: Recovery code',
    ]);
    expect(
      read({ action: 'staff.recover', after: { via: 'command line', recoveryCodesReplaced: true } }),
    ).toEqual(['Through: command line', 'New recovery codes: On']);
  });

  it('a new product: its values in words, without arrows', () => {
    expect(
      read({
        action: 'product.create',
        targetId: 'product:launch-keys',
        after: { kind: 'cd_key', name: 'Launch keys', enabled: false },
      }),
    ).toEqual(['Name: Launch keys', 'Kind: CD key', 'State: Hidden']);
  });

  it('a product save: texts by language, fields asked, regions, art and places', () => {
    expect(
      read(
        {
          action: 'product.update',
          targetId: 'product:launch-keys',
          before: {
            'texts.ru.unit': '',
            inputFields: { playerId: false, characterName: false, server: false, servers: [] },
            art: null,
            popularRank: null,
          },
          after: {
            'texts.ru.unit': 'Ключ',
            inputFields: {
              playerId: true,
              characterName: false,
              server: true,
              servers: [{ id: 'eu', name: 'Europe' }],
            },
            art: 'file_1',
            popularRank: 2,
          },
        },
        'ru',
      ),
    ).toEqual([
      `${ru.consoleAudit.text_unit} (Русский): — → Ключ`,
      `${ru.consoleCatalogue.inputFields}: — → ${ru.consoleCatalogue.field_playerId}, ${ru.consoleCatalogue.field_server}, ${ru.consoleCatalogue.servers}: Europe`,
      `${ru.consoleCatalogue.art}: ${ru.consoleAudit.artDrawn} → ${ru.consoleAudit.artUploaded}`,
      `${ru.consoleCatalogue.popularRank}: — → 2`,
    ]);
    expect(
      read({
        action: 'product.reorder',
        targetId: 'products',
        before: { 'launch-keys': 0 },
        after: { 'launch-keys': 3 },
      }),
    ).toEqual(['Place of launch-keys: 1 → 4']);
  });

  it('SKUs: base prices in US dollars, switches as words, fields in a reading order', () => {
    expect(
      read({
        action: 'sku.create',
        targetId: 'sku:sku_1',
        // In the database's order of keys (shortest first): the screen reads them in its own.
        after: { enabled: true, product: 'launch-keys', basePrice: 1999, faceValue: 1 },
      }),
    ).toEqual(['Product: launch-keys', 'Face value: 1', 'Base price: $19.99', 'On sale: On']);
    expect(
      read({
        action: 'sku.update',
        targetId: 'sku:sku_1',
        before: { enabled: true },
        after: { enabled: false },
      }),
    ).toEqual(['On sale: On → Off']);
  });

  it('prices: one line per currency and amount, sale dates in the reader’s zone', () => {
    expect(
      read({
        action: 'price.update',
        targetId: 'sku:sku_1',
        before: { baseSalePrice: null, saleStartsAt: null, explicit: { RUB: null } },
        after: {
          baseSalePrice: 1899,
          saleStartsAt: '2026-12-01T09:00:00.000Z',
          explicit: { RUB: { price: 149_000, originalPrice: null, salePrice: null } },
        },
      }),
    ).toEqual([
      'Sale price: — → $18.99',
      'Sale starts: — → Dec 1, 2026, 9:00 AM',
      'Price (RUB): — → RUB 1,490.00',
    ]);
    expect(
      read({
        action: 'price.update',
        targetId: 'sku:sku_1',
        before: { explicit: { IDR: { price: 250_000, originalPrice: null, salePrice: null } } },
        after: { explicit: { IDR: { price: 240_000, originalPrice: 250_000, salePrice: null } } },
      }),
    ).toEqual(['Price (IDR): IDR 250,000 → IDR 240,000', 'Original price (IDR): — → IDR 250,000']);
  });

  it('a rate: per US dollar, the step in the currency, the rounding in words', () => {
    expect(
      read({
        action: 'rate.update',
        targetId: 'currency:RUB',
        before: { perUsd: '92.5', rounding: 'nearest' },
        after: { perUsd: '95', rounding: 'up' },
      }),
    ).toEqual(['RUB per US dollar: 92.5 → 95', 'Rounding: To the nearest → Up']);
    expect(
      read({ action: 'rate.update', targetId: 'currency:IDR', before: {}, after: { step: 100 } }),
    ).toEqual(['Round to a multiple of: IDR 100']);
  });

  it('code batches: the cost in its currency, counts as sentences, never the same value as a change', () => {
    expect(
      read({
        action: 'batch.import',
        targetId: 'batch:btc_1',
        after: {
          name: 'Launch keys',
          supplier: 'Keys Ltd',
          costPerCode: 410,
          costCurrency: 'USD',
          total: 1000,
          added: 995,
          repeatedInFile: 3,
          alreadyHad: 2,
          status: 'ready',
        },
      }),
    ).toEqual([
      'Batch name: Launch keys',
      'Supplier: Keys Ltd',
      'Cost per code: $4.10',
      '1,000 codes in the file',
      '995 added · 3 repeated · 2 already had',
      'Import: Ready',
    ]);
    expect(
      read({
        action: 'batch.import',
        targetId: 'batch:btc_2',
        after: {
          name: 'Night batch',
          supplier: 'Keys Ltd',
          costPerCode: 99_000,
          costCurrency: 'IDR',
          total: 1,
          added: 0,
          repeatedInFile: 0,
          alreadyHad: 0,
          status: 'failed',
          stale: true,
        },
      }),
    ).toEqual([
      'Batch name: Night batch',
      'Supplier: Keys Ltd',
      'Cost per code: IDR 99,000',
      '1 code in the file',
      '0 added · 0 repeated · 0 already had',
      'Import: Failed',
      'Stopped before it finished',
    ]);
    expect(
      read({
        action: 'batch.void',
        targetId: 'batch:btc_1',
        // As recorded before the API kept only what changed: neither the name nor `voided` is news.
        before: { name: 'Launch keys', voided: false },
        after: { name: 'Launch keys', voided: true, codesVoided: 994 },
      }),
    ).toEqual(['Batch name: Launch keys', '994 codes voided']);
    expect(
      read({ action: 'batch.export', targetId: 'batch:btc_1', after: { name: 'Launch keys', exported: 1 } }),
    ).toEqual(['Batch name: Launch keys', '1 code exported']);
  });

  it('a low-stock threshold and payment methods: words, percentages and fees per currency', () => {
    expect(
      read({
        action: 'stock.threshold',
        targetId: 'sku:sku_1',
        before: { threshold: null },
        after: { threshold: 20, enabled: true },
      }),
    ).toEqual(['Low-stock alert: — → 20', 'Alert on: On']);
    expect(
      read({
        action: 'paymentMethods.update',
        targetId: 'method:card',
        before: { feeRateBp: 250, fixedFees: { RUB: 0 } },
        after: { feeRateBp: 300, fixedFees: { RUB: 1500 } },
      }),
    ).toEqual(['Percentage fee, %: 2.5 → 3', 'Fixed fee, RUB: RUB 0.00 → RUB 15.00']);
    expect(
      read({
        action: 'paymentMethods.update',
        targetId: 'region:RUS',
        before: { methods: ['card:on', 'sbp:off'] },
        after: { methods: ['sbp:on', 'card:on'] },
      }),
    ).toEqual([
      `Methods in order: ${en.checkout.method_card} (On), ${en.checkout.method_sbp} (Off) → ${en.checkout.method_sbp} (On), ${en.checkout.method_card} (On)`,
    ]);
  });

  it('staff changes keep their words: roles, staff by e-mail', () => {
    expect(
      read({
        action: 'staff.role',
        before: { role: 'operator' },
        after: { role: 'owner', invitedBy: 'stf_1' },
      }),
    ).toEqual(['Role: Operator → Owner', 'Invited by: owner@example.com']);
  });
});

describe('promotions in the audit log', () => {
  it('a template save: names, amounts per currency, budget, window and switch by their labels', () => {
    expect(
      read({
        action: 'couponTemplate.update',
        targetId: 'couponTemplate:cpt_1',
        before: {
          'texts.en.name': 'Spring',
          amounts: { RUB: { amountOff: null, maxDiscount: 50000, minSpend: 100 } },
          issueBudget: null,
          issuableUntil: null,
          enabled: true,
        },
        after: {
          'texts.en.name': 'Spring sale',
          amounts: { RUB: { amountOff: null, maxDiscount: 60000, minSpend: 100 } },
          issueBudget: 10,
          issuableUntil: '2030-01-01T00:00:00.000Z',
          enabled: false,
        },
      }),
    ).toEqual([
      'Name (English): Spring → Spring sale',
      'Most it takes off (RUB): RUB 500.00 → RUB 600.00',
      'How many may be issued: — → 10',
      'Issued until: — → Jan 1, 2030, 12:00 AM',
      'Issues coupons: On → Off',
    ]);
  });

  it('a coupon issued by hand: its template, coupon and reason', () => {
    expect(
      read({
        action: 'coupon.issue',
        targetId: 'customer:cus_1',
        after: { template: 'cpt_1', coupon: 'cpn_1', reason: 'Late delivery' },
      }),
    ).toEqual(['Coupon template: cpt_1', 'Coupon: cpn_1', 'Reason: Late delivery']);
  });
});
