import type { QuoteCurrency } from '@storefront/contracts/catalog';
import { LANGUAGE_NAMES, type Lang } from '@storefront/contracts/locale';
import { formatAmount } from '@storefront/contracts/money';
import { STAFF_ROLES, type AuditEntry, type StaffRole } from '@storefront/contracts/staff';

/** The console's texts by full key (`consoleStock.costPerCode`), as next-intl's translator gives them. */
export interface Words {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/** What reading an entry needs beyond the entry: the reader's words, formats and the store's currencies. */
export interface AuditReading {
  words: Words;
  locale: string;
  /** A moment in the reader's time zone. */
  date: (at: number) => string;
  /** The store's currencies (their minor units); others read with their usual digits. */
  currencies: ReadonlyMap<string, QuoteCurrency>;
  /** Staff ids as e-mails. */
  emails: ReadonlyMap<string, string>;
}

/** One line of an entry: `label: before → after`, `label: value`, or a sentence (no label). */
export interface AuditLine {
  label?: string;
  before?: string;
  value: string;
}

/** SKU base prices are US cents (DESIGN section 4). */
const USD_FIELDS = new Set(['basePrice', 'baseOriginalPrice', 'baseSalePrice']);
const DATE_FIELDS = new Set([
  'expiresAt',
  'saleStartsAt',
  'saleEndsAt',
  'publishedAt',
  'endsAt',
  'startsAt',
  'issuableFrom',
  'issuableUntil',
]);
/** Long texts (an article's body, an answer): the log keeps their length in characters, never their words. */
const LONG_TEXTS = new Set(['summary', 'content', 'answer']);
/** Uploaded pictures: the log says whether there is one, not its file key. */
const IMAGE_FIELDS = new Set(['art', 'image', 'logo']);
/** Read together with another field, or only repeating the entry's subject or action (`voided`). */
const FOLDED = new Set([
  'email',
  'invitationId',
  'costCurrency',
  'added',
  'repeatedInFile',
  'alreadyHad',
  'voided',
]);

/**
 * The order an entry's fields read in (the database keeps them in its own order): what it is,
 * its money, its counts, then its state. Fields not named here (texts, places) come last.
 */
const ORDER = [
  'via',
  'product',
  'name',
  'kind',
  'type',
  'storeName',
  'email',
  'role',
  'publishedAt',
  'endsAt',
  'faceValue',
  'basePrice',
  'baseOriginalPrice',
  'baseSalePrice',
  'saleStartsAt',
  'saleEndsAt',
  'explicit',
  'perUsd',
  'step',
  'rounding',
  'supplier',
  'costPerCode',
  'total',
  'codesVoided',
  'exported',
  'status',
  'stale',
  'threshold',
  'methods',
  'feeRateBp',
  'fixedFees',
];
const rank = (name: string) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);

/** Field names' labels: the key of the screen that edits the field. */
const LABELS: Record<string, string> = {
  name: 'console.name',
  email: 'console.email',
  role: 'console.role',
  totpEnabled: 'console.twoFactor',
  disabled: 'console.status',
  expiresAt: 'console.expires',
  sessionsEnded: 'console.sessions',
  invitedBy: 'console.change_invitedBy',
  via: 'console.change_via',
  credentialsReset: 'console.change_credentialsReset',
  recoveryCodesLeft: 'console.change_recoveryCodesLeft',
  recoveryCodesReplaced: 'console.change_recoveryCodesReplaced',
  factor: 'console.change_factor',
  withdrawn: 'console.change_withdrawn',
  because: 'console.change_because',
  awaitingConfirmation: 'console.change_awaitingConfirmation',
  demo: 'console.demoBadge',
  agentTotpRequired: 'consoleSettings.agentTotpRequired',
  state: 'console.change_claimState',
  orderNo: 'consoleAudit.order',
  kind: 'consoleCatalogue.kind',
  popularRank: 'consoleCatalogue.popularRank',
  deliveryMode: 'consoleCatalogue.deliveryMode',
  inputFields: 'consoleCatalogue.inputFields',
  regions: 'consoleCatalogue.regions',
  art: 'consoleCatalogue.art',
  product: 'consoleStock.product',
  faceValue: 'consoleCatalogue.faceValue',
  basePrice: 'consoleCatalogue.basePrice',
  baseOriginalPrice: 'consoleAudit.baseOriginalPrice',
  baseSalePrice: 'consoleAudit.baseSalePrice',
  saleStartsAt: 'consolePrices.saleStartsAt',
  saleEndsAt: 'consolePrices.saleEndsAt',
  step: 'consolePrices.step',
  rounding: 'consolePrices.rounding',
  supplier: 'consoleStock.supplier',
  costPerCode: 'consoleStock.costPerCode',
  status: 'consoleAudit.importStatus',
  threshold: 'consoleStock.threshold',
  methods: 'consolePayments.auditMethods',
  feeRateBp: 'consolePayments.feeRate',
  reason: 'consoleAudit.reason',
  type: 'consoleContent.type',
  publishedAt: 'consoleContent.publishedAt',
  endsAt: 'consoleContent.endsAt',
  productSlug: 'consoleContent.product',
  image: 'consoleAudit.image',
  link: 'consoleContent.link',
  articleId: 'consoleAudit.article',
  topicId: 'consoleContent.topic',
  order: 'consoleAudit.order',
  storeName: 'consoleSettings.storeName',
  logo: 'consoleSettings.logo',
  supportEmail: 'consoleSettings.supportEmail',
  supportPhone: 'consoleSettings.supportPhone',
  messengerName: 'consoleSettings.messengerName',
  messengerUrl: 'consoleSettings.messengerUrl',
  fiscalReceipts: 'consoleSettings.fiscalReceipts',
  receiptVatCode: 'consoleSettings.receiptVatCode',
};
/** Promotions' fields (issue 15), by the label of the editor that sets them. */
const PROMOTION_ACTION = /^(couponTemplate|couponActivity|coupon)\./;
const PROMOTION_LABELS: Record<string, string> = {
  couponKind: 'consolePromotions.kind',
  discountType: 'consolePromotions.discountType',
  percentOff: 'consolePromotions.percentOff',
  scope: 'consolePromotions.scope',
  scopeValue: 'consolePromotions.scopeTarget',
  validDays: 'consolePromotions.validDays',
  issueBudget: 'consolePromotions.issueBudget',
  useBudget: 'consolePromotions.useBudget',
  issuableFrom: 'consolePromotions.issuableFrom',
  issuableUntil: 'consolePromotions.issuableUntil',
  template: 'consolePromotions.template',
  startsAt: 'consolePromotions.startsAt',
  endsAt: 'consolePromotions.endsAt',
  article: 'consolePromotions.article',
  coupon: 'consolePromotions.couponId',
  reason: 'consolePromotions.reason',
};
/** The console's actions on an order (issue 15): money in the order's currency, the account by its fields. */
const ORDER_ACTION = /^order\.(refund|correctAccount|markDelivered|agentRefund)$/;
const ORDER_LABELS: Record<string, string> = {
  amount: 'consoleOrders.audit_amount',
  scope: 'consoleOrders.audit_scope',
  refundedAmount: 'consoleOrders.audit_refundedAmount',
  playerId: 'consoleOrders.action_playerId',
  serverId: 'consoleOrders.action_server',
  characterName: 'consoleOrders.action_characterName',
  status: 'orders.status',
};
/** The actions of content (issue 15), whose `enabled` says whether customers see it. */
const CONTENT_ACTION = /^(article|banner|faq)\./;

/**
 * An audit entry as sentences an owner reads: every field by its label, money in its currency,
 * dates in the reader's zone, texts by language, counts as words, and nothing unchanged as a change.
 */
export function auditLines(entry: AuditEntry, reading: AuditReading): AuditLine[] {
  const { words } = reading;
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const subject = entry.targetId?.includes(':') ? entry.targetId.slice(entry.targetId.indexOf(':') + 1) : '';
  const count = (n: unknown) => new Intl.NumberFormat(reading.locale).format(Number(n));
  const money = (amount: unknown, code: string) =>
    typeof amount === 'number' ? formatAmount(amount, currencyOf(code, reading), reading.locale) : '—';

  /** A field's value in words: money, dates, switches and the store's names for its values. */
  const value = (name: string, raw: unknown): string => {
    if (IMAGE_FIELDS.has(name)) {
      if (raw) return words('consoleAudit.artUploaded');
      return name === 'logo' ? words('consoleAudit.noLogo') : words('consoleAudit.artDrawn');
    }
    if (raw === null || raw === undefined || raw === '') return '—';
    if (USD_FIELDS.has(name)) return money(raw, 'USD');
    if (name === 'costPerCode') return money(raw, String(after.costCurrency ?? before.costCurrency ?? 'USD'));
    if (name === 'step' && entry.action === 'rate.update') return money(raw, subject);
    if (DATE_FIELDS.has(name) && typeof raw === 'string' && !Number.isNaN(Date.parse(raw))) {
      return reading.date(Date.parse(raw));
    }
    if (name === 'role' && STAFF_ROLES.includes(raw as StaffRole))
      return words(`console.role_${raw as StaffRole}`);
    if (name === 'disabled') return raw ? words('console.disabled') : words('console.active');
    // Staff sign-ins (issue 26): why one was refused, and which second factor was wrong.
    if (name === 'reason' && entry.action === 'staff.signInFailed') {
      return known(`console.signInFailed_${String(raw)}`, raw);
    }
    if (name === 'factor') return known(`console.factor_${String(raw)}`, raw);
    if (name === 'enabled' && entry.action.startsWith('product.')) {
      return raw ? words('consoleCatalogue.enabled') : words('consoleCatalogue.disabled');
    }
    if (typeof raw === 'boolean') return raw ? words('console.on') : words('console.off');
    if (ORDER_ACTION.test(entry.action)) {
      const currency = String(after.currency ?? '');
      if (name === 'amount' || name === 'refundedAmount') return money(raw, currency);
      if (name === 'scope') return known(`consoleOrders.refund_scope_${String(raw)}`, raw);
      if (name === 'status') return known(`orders.status_${String(raw)}`, raw);
    }
    if (name === 'type' && CONTENT_ACTION.test(entry.action))
      return known(`consoleContent.type_${String(raw)}`, raw);
    if (name === 'couponKind') return known(`consolePromotions.kind_${String(raw)}`, raw);
    if (name === 'discountType') return known(`consolePromotions.discount_${String(raw)}`, raw);
    if (name === 'scope' && PROMOTION_ACTION.test(entry.action)) {
      return known(`consolePromotions.scope_${String(raw)}`, raw);
    }
    if (name === 'kind') return known(`consoleCatalogue.kind_${String(raw).replace(/-/g, '_')}`, raw);
    if (name === 'deliveryMode') return known(`consoleCatalogue.delivery_${String(raw)}`, raw);
    if (name === 'rounding') return known(`consolePrices.rounding_${String(raw)}`, raw);
    if (name === 'status') return known(`consoleStock.status_${String(raw)}`, raw);
    if (name === 'feeRateBp' && typeof raw === 'number') {
      // Hundredths of a percent (250: 2.5); the label says "%".
      return new Intl.NumberFormat(reading.locale, { maximumFractionDigits: 2 }).format(raw / 100);
    }
    if (name === 'methods' && Array.isArray(raw)) {
      // `card:on`: the method's name as the storefront gives it, and whether the region offers it.
      return raw
        .map((item) => {
          const [id, state] = String(item).split(':');
          return `${known(`checkout.method_${id}`, id)} (${state === 'on' ? words('console.on') : words('console.off')})`;
        })
        .join(', ');
    }
    if (name === 'inputFields' && typeof raw === 'object') {
      const fields = raw as Record<string, unknown>;
      const asked = ['playerId', 'characterName', 'server']
        .filter((field) => fields[field] === true)
        .map((field) => words(`consoleCatalogue.field_${field}`));
      const servers = (fields.servers as { name: string }[] | undefined) ?? [];
      if (servers.length > 0) {
        asked.push(
          `${words('consoleCatalogue.servers')}: ${servers.map((server) => server.name).join(', ')}`,
        );
      }
      return asked.length > 0 ? asked.join(', ') : '—';
    }
    if (Array.isArray(raw)) return raw.length > 0 ? raw.map(String).join(', ') : '—';
    if (typeof raw === 'object') {
      const pairs = Object.entries(raw as Record<string, unknown>).map(
        ([key, item]) => `${key}: ${String(item)}`,
      );
      return pairs.length > 0 ? pairs.join(', ') : '—';
    }
    if (typeof raw === 'string') return reading.emails.get(raw) ?? short(raw);
    return typeof raw === 'number' ? count(raw) : String(raw as string);
  };
  const known = (key: string, raw: unknown) => (words.has(key) ? words(key) : String(raw));

  const lines: AuditLine[] = [];
  const push = (label: string, name: string, was: unknown, is: unknown, had: boolean, has: boolean) => {
    if (had && has && JSON.stringify(was) === JSON.stringify(is)) {
      lines.push({ label, value: value(name, is) });
    } else if (had) {
      lines.push({ label, before: value(name, was), value: has ? value(name, is) : '—' });
    } else {
      lines.push({ label, value: value(name, is) });
    }
  };
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort(
    (a, b) => rank(a) - rank(b),
  );
  for (const name of names) {
    if (FOLDED.has(name)) continue;
    const had = name in before;
    const has = name in after;
    const was = before[name];
    const is = after[name];
    if (entry.action === 'product.reorder') {
      // Places are counted from 0 by the API, from 1 by people.
      const place = (n: unknown) => (typeof n === 'number' ? count(n + 1) : '—');
      lines.push({ label: words('consoleAudit.placeOf', { name }), before: place(was), value: place(is) });
    } else if (name === 'amounts' && PROMOTION_ACTION.test(entry.action)) {
      for (const line of couponAmounts(was, is, had, money, words)) lines.push(line);
    } else if (name === 'explicit' || name === 'fixedFees') {
      for (const line of perCurrency(name, was, is, had, money, words)) lines.push(line);
    } else if (name.startsWith('texts.')) {
      const [, lang, field] = name.split('.');
      const own = `consoleAudit.text_${field}`;
      const promotion = `consolePromotions.text_${field}`;
      const key = words.has(own)
        ? own
        : words.has(promotion)
          ? promotion
          : `consoleCatalogue.text_${field === 'redemptionSteps' ? 'steps' : field}`;
      const label = `${known(key, field)} (${LANGUAGE_NAMES[lang as Lang] ?? lang})`;
      // An activity's description is kept as its length too.
      if (LONG_TEXTS.has(field!) || (field === 'description' && entry.action.startsWith('couponActivity.'))) {
        // Its length in characters: which language's text changed, and by how much.
        const length = (n: unknown) =>
          typeof n === 'number' ? words('consoleAudit.textLength', { count: n }) : '—';
        lines.push({ label, ...(had && { before: length(was) }), value: length(is) });
      } else push(label, field!, was, is, had, has);
    } else if (name === 'perUsd') {
      push(words('consolePrices.perUsd', { currency: subject }), name, was, is, had, has);
    } else if (name === 'total') {
      lines.push({ value: words('consoleAudit.inFile', { count: Number(is ?? was) }) });
      lines.push({
        value: words('consoleStock.countsValue', {
          added: count(after.added ?? 0),
          repeated: count(after.repeatedInFile ?? 0),
          already: count(after.alreadyHad ?? 0),
        }),
      });
    } else if (name === 'codesVoided') {
      lines.push({ value: words('consoleAudit.codesVoided', { count: Number(is) }) });
    } else if (name === 'exported') {
      lines.push({ value: words('consoleStock.exported', { count: Number(is) }) });
    } else if (name === 'stale') {
      if (is === true) lines.push({ value: words('consoleAudit.stale') });
    } else if (name === 'enabled') {
      const label =
        entry.action === 'stock.threshold'
          ? words('consoleStock.thresholdEnabled')
          : entry.action.startsWith('sku.')
            ? words('consoleCatalogue.skuEnabled')
            : CONTENT_ACTION.test(entry.action)
              ? words('consoleAudit.shown')
              : entry.action.startsWith('couponTemplate.')
                ? words('consolePromotions.auditIssuing')
                : entry.action.startsWith('couponActivity.')
                  ? words('consolePromotions.activityEnabled')
                  : words('consoleCatalogue.state');
      push(label, name, was, is, had, has);
    } else if (ORDER_ACTION.test(entry.action) && (ORDER_LABELS[name] || name === 'currency')) {
      // The currency is read with the amounts.
      if (name !== 'currency') push(words(ORDER_LABELS[name]!), name, was, is, had, has);
    } else if (PROMOTION_ACTION.test(entry.action) && PROMOTION_LABELS[name]) {
      push(words(PROMOTION_LABELS[name]), name, was, is, had, has);
    } else if (name === 'name' && entry.action.startsWith('batch.')) {
      push(words('consoleStock.batchName'), name, was, is, had, has);
    } else {
      const key = LABELS[name];
      push(key ? words(key) : name, name, was, is, had, has);
    }
  }
  return lines;
}

/** Own prices or fixed fees by currency: one line per currency and amount. */
function perCurrency(
  name: 'explicit' | 'fixedFees',
  was: unknown,
  is: unknown,
  had: boolean,
  money: (amount: unknown, code: string) => string,
  words: Words,
): AuditLine[] {
  const before = (was ?? {}) as Record<string, unknown>;
  const after = (is ?? {}) as Record<string, unknown>;
  const codes = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  if (name === 'fixedFees') {
    return codes
      .filter((code) => !had || before[code] !== after[code])
      .map((code) => ({
        label: words('consolePayments.fixedFee', { currency: code }),
        ...(had && { before: money(before[code] ?? 0, code) }),
        value: money(after[code] ?? 0, code),
      }));
  }
  // An own price is { price, originalPrice, salePrice }; a currency without one is derived (null).
  const parts = ['price', 'originalPrice', 'salePrice'] as const;
  return codes.flatMap((code) => {
    const a = (before[code] ?? {}) as Record<string, unknown>;
    const b = (after[code] ?? {}) as Record<string, unknown>;
    return parts
      .filter((part) => (a[part] ?? null) !== (b[part] ?? null))
      .map((part) => ({
        label: words(`consolePrices.${part}`, { currency: code }),
        before: money(a[part], code),
        value: money(b[part], code),
      }));
  });
}

/** A coupon template's terms by currency: one line per currency and changed amount. */
function couponAmounts(
  was: unknown,
  is: unknown,
  had: boolean,
  money: (amount: unknown, code: string) => string,
  words: Words,
): AuditLine[] {
  const before = (was ?? {}) as Record<string, Record<string, unknown>>;
  const after = (is ?? {}) as Record<string, Record<string, unknown>>;
  const codes = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const parts = ['amountOff', 'maxDiscount', 'minSpend'] as const;
  return codes.flatMap((code) =>
    parts
      .filter((part) => (before[code]?.[part] ?? null) !== (after[code]?.[part] ?? null))
      .map((part) => ({
        label: words(`consolePromotions.${part}`, { currency: code }),
        ...(had && { before: money(before[code]?.[part], code) }),
        value: money(after[code]?.[part], code),
      })),
  );
}

/** The store's currency, or the currency with its usual digits when the store does not list it. */
function currencyOf(code: string, reading: AuditReading): QuoteCurrency {
  const known = reading.currencies.get(code);
  if (known) return known;
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
    .maximumFractionDigits;
  return { code, minorUnits: digits ?? 2, symbol: code };
}

/** Long texts (a description) shortened: the log says that they changed, the screen shows them whole. */
function short(text: string): string {
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}
