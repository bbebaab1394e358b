import type { QuoteCurrency } from '@storefront/contracts/catalog';
import type { ConsoleTemplate, CreateTemplateRequest } from '@storefront/contracts/console-promotions';
import type { CouponKind, CouponScope } from '@storefront/contracts/coupons';
import { LANGS, type Lang } from '@storefront/contracts/locale';
import { amountOf, amountText } from '../prices/amount-text';
import { localMoment } from '../prices/price-form';

/** A template as its form holds it: numbers and amounts as typed, moments as `datetime-local` text. */
export interface TemplateDraft {
  kind: CouponKind;
  names: Record<Lang, string>;
  discountType: 'percent' | 'fixed';
  percentOff: string;
  /** One row per store currency; a coupon is usable only in the ones switched on. */
  amounts: { currency: string; on: boolean; amountOff: string; maxDiscount: string; minSpend: string }[];
  scope: CouponScope;
  /** The product kind, or the product, the scope names. */
  scopeProduct: string;
  scopeSku: string;
  validDays: string;
  issueBudget: string;
  useBudget: string;
  issuableFrom: string;
  issuableUntil: string;
  enabled: boolean;
}

/** What can be wrong with a field: a key of consolePromotions. */
type ProblemKey =
  | 'englishRequired'
  | 'percentInvalid'
  | 'amountInvalid'
  | 'currencyRequired'
  | 'scopeRequired'
  | 'validDaysInvalid'
  | 'budgetInvalid'
  | 'windowInvalid';

/** A field of the draft and what is wrong with it. */
export interface DraftProblem {
  field: string;
  key: ProblemKey;
}

export function draftOf(template: ConsoleTemplate | undefined, currencies: QuoteCurrency[]): TemplateDraft {
  const stored = new Map(template?.amounts.map((amount) => [amount.currency, amount]));
  const currencyCodes = [...new Set([...currencies.map((c) => c.code), ...stored.keys()])];
  const minor = (code: string) => currencies.find((c) => c.code === code)?.minorUnits ?? 2;
  return {
    kind: template?.kind ?? 'campaign',
    names: Object.fromEntries(LANGS.map((lang) => [lang, template?.names[lang] ?? ''])) as Record<
      Lang,
      string
    >,
    discountType: template?.discountType ?? 'percent',
    percentOff: template?.percentOff === null || !template ? '' : String(template.percentOff),
    amounts: currencyCodes.map((currency) => {
      const amount = stored.get(currency);
      return {
        currency,
        on: amount !== undefined,
        amountOff: amountText(amount?.amountOff ?? null, minor(currency)),
        maxDiscount: amountText(amount?.maxDiscount ?? null, minor(currency)),
        minSpend: amountText(amount?.minSpend ?? null, minor(currency)),
      };
    }),
    scope: template?.scope ?? 'all',
    scopeProduct:
      template?.scope === 'sku' ? '' : template?.scope === 'all' ? '' : (template?.scopeValue ?? ''),
    scopeSku: template?.scope === 'sku' ? (template.scopeValue ?? '') : '',
    validDays: template ? String(template.validDays) : '30',
    issueBudget: template?.issueBudget == null ? '' : String(template.issueBudget),
    useBudget: template?.useBudget == null ? '' : String(template.useBudget),
    issuableFrom: localMoment(template?.issuableFrom ?? null),
    issuableUntil: localMoment(template?.issuableUntil ?? null),
    enabled: template?.enabled ?? true,
  };
}

const whole = (text: string, min: number, max: number): number | null | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : undefined;
};

const moment = (text: string) => (text === '' ? null : new Date(text).getTime());

/**
 * The request the draft makes, or the problems that keep it from being one, each on its field.
 * The product of a SKU scope is only the picker's step: the SKU is what is saved.
 */
export function requestOf(
  draft: TemplateDraft,
  currencies: QuoteCurrency[],
): { request: CreateTemplateRequest } | { problems: DraftProblem[] } {
  const problems: DraftProblem[] = [];
  const minor = (code: string) => currencies.find((c) => c.code === code)?.minorUnits ?? 2;
  if (!draft.names.en.trim()) problems.push({ field: 'names.en', key: 'englishRequired' });
  const percentOff = draft.discountType === 'percent' ? whole(draft.percentOff, 1, 100) : null;
  if (draft.discountType === 'percent' && (percentOff === null || percentOff === undefined)) {
    problems.push({ field: 'percentOff', key: 'percentInvalid' });
  }
  const amounts: CreateTemplateRequest['amounts'] = [];
  draft.amounts.forEach((row, index) => {
    if (!row.on) return;
    const units = minor(row.currency);
    const amountOff = draft.discountType === 'fixed' ? amountOf(row.amountOff, units) : null;
    const maxDiscount = draft.discountType === 'percent' ? amountOf(row.maxDiscount, units) : null;
    const minSpend = amountOf(row.minSpend, units);
    if (draft.discountType === 'fixed' && !amountOff) {
      problems.push({ field: `amounts.${index}.amountOff`, key: 'amountInvalid' });
    }
    if (maxDiscount === undefined || maxDiscount === 0) {
      problems.push({ field: `amounts.${index}.maxDiscount`, key: 'amountInvalid' });
    }
    if (minSpend === undefined) problems.push({ field: `amounts.${index}.minSpend`, key: 'amountInvalid' });
    amounts.push({
      currency: row.currency,
      amountOff: amountOff || null,
      maxDiscount: maxDiscount || null,
      minSpend: minSpend ?? 0,
    });
  });
  if (amounts.length === 0) problems.push({ field: 'amounts', key: 'currencyRequired' });
  const scopeValue =
    draft.scope === 'all' ? null : draft.scope === 'sku' ? draft.scopeSku : draft.scopeProduct;
  if (scopeValue === '') {
    problems.push({ field: draft.scope === 'sku' ? 'scopeSku' : 'scopeProduct', key: 'scopeRequired' });
  }
  const validDays = whole(draft.validDays, 1, 3650);
  if (validDays === null || validDays === undefined)
    problems.push({ field: 'validDays', key: 'validDaysInvalid' });
  const issueBudget = whole(draft.issueBudget, 0, 100_000_000);
  if (issueBudget === undefined) problems.push({ field: 'issueBudget', key: 'budgetInvalid' });
  const useBudget = whole(draft.useBudget, 0, 100_000_000);
  if (useBudget === undefined) problems.push({ field: 'useBudget', key: 'budgetInvalid' });
  const issuableFrom = moment(draft.issuableFrom);
  const issuableUntil = moment(draft.issuableUntil);
  if (issuableFrom !== null && issuableUntil !== null && issuableUntil <= issuableFrom) {
    problems.push({ field: 'issuableUntil', key: 'windowInvalid' });
  }
  if (problems.length > 0) return { problems };
  return {
    request: {
      kind: draft.kind,
      names: Object.fromEntries(
        Object.entries(draft.names)
          .map(([lang, text]) => [lang, text.trim()])
          .filter(([, text]) => text),
      ),
      discountType: draft.discountType,
      percentOff: percentOff ?? null,
      amounts,
      scope: draft.scope,
      scopeValue,
      validDays: validDays!,
      issueBudget: issueBudget ?? null,
      useBudget: useBudget ?? null,
      issuableFrom,
      issuableUntil,
      enabled: draft.enabled,
    },
  };
}

/** Where a template stands, as its list shows it. */
export function templateState(
  template: ConsoleTemplate,
  now: number,
): 'issuing' | 'stopped' | 'scheduled' | 'ended' | 'runOut' {
  if (!template.enabled) return 'stopped';
  if (template.issuableFrom !== null && now < template.issuableFrom) return 'scheduled';
  if (template.issuableUntil !== null && now >= template.issuableUntil) return 'ended';
  if (template.issueBudget !== null && template.issuedCount >= template.issueBudget) return 'runOut';
  return 'issuing';
}
