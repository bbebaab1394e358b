import { z } from 'zod';
import { ProductKind, QuoteCurrency } from './catalog.ts';
import { CONSOLE_ERROR } from './console-errors.ts';
import { ActivityId, CouponKind, CouponScope } from './coupons.ts';
import { ERROR } from './errors.ts';
import { LANGS } from './locale.ts';
import { OWNER_OPERATOR } from './staff.ts';

/**
 * The console's promotions (issue 15, "Promotions"): coupon templates of every kind with their
 * budgets, coupon activities, and a coupon issued to one customer by hand.
 * `POST /api/admin/promotions/<name>`, for owners and operators (an agent is answered -1340).
 *
 * Issued coupons point at their template, so once a template has issued one its terms (discount,
 * amounts, scope, validity) are fixed (-1419): a new offer is a new template. Its names, budgets,
 * issuing window and whether it issues stay editable. Saves carry `revision` (-1349 when stale).
 */
const LangCode = z.enum(LANGS);
const Line = (max: number) => z.string().trim().max(max);

/** Texts by language; English is required (-1418), the others fall back to it when empty. */
const Texts = (max: number) => z.partialRecord(LangCode, Line(max));

/** Minor units of a currency. */
const Minor = z.number().int().min(0).max(1_000_000_000_000);
/** A budget: how many coupons at most (null: no limit). */
const Budget = z.number().int().min(0).max(100_000_000).nullable();
/** Epoch milliseconds. */
const Time = z.number().int().min(0);
const TemplateId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
const CurrencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/);

/**
 * A template's terms in one currency: `fixed` takes `amountOff`; `percent` takes its percentage up
 * to `maxDiscount` (null: no cap). The product amount must reach `minSpend`. A coupon is usable
 * only in the currencies its template has terms in.
 */
export const TemplateAmount = z.object({
  currency: CurrencyCode,
  amountOff: Minor.min(1).nullable(),
  maxDiscount: Minor.min(1).nullable(),
  minSpend: Minor,
});
export type TemplateAmount = z.infer<typeof TemplateAmount>;

/** What a template gives and to what: fixed once it has issued a coupon. */
const TemplateTerms = z.object({
  discountType: z.enum(['percent', 'fixed']),
  percentOff: z.number().int().min(1).max(100).nullable(),
  amounts: z.array(TemplateAmount).min(1).max(50),
  scope: CouponScope,
  /** The product kind, product slug or SKU id the scope names; null for `all`. */
  scopeValue: z.string().trim().min(1).max(120).nullable(),
  /** How long an issued coupon stays valid. */
  validDays: z.number().int().min(1).max(3650),
});

/** What stays editable after a template issued coupons. */
const TemplateSettings = z.object({
  names: Texts(120),
  issueBudget: Budget,
  useBudget: Budget,
  issuableFrom: Time.nullable(),
  issuableUntil: Time.nullable(),
  enabled: z.boolean(),
});

type TemplateDraft = z.infer<typeof TemplateTerms> & z.infer<typeof TemplateSettings>;

/** The checks that join fields, each naming the field it refuses (-1101). */
function checkTemplate(template: TemplateDraft, ctx: z.RefinementCtx) {
  const refuse = (path: (string | number)[]) => ctx.addIssue({ code: 'custom', message: 'invalid', path });
  if ((template.discountType === 'percent') !== (template.percentOff !== null)) refuse(['percentOff']);
  template.amounts.forEach((amount, index) => {
    if (template.discountType === 'fixed' && amount.amountOff === null)
      refuse(['amounts', index, 'amountOff']);
    if (template.discountType === 'percent' && amount.amountOff !== null) {
      refuse(['amounts', index, 'amountOff']);
    }
    if (template.discountType === 'fixed' && amount.maxDiscount !== null) {
      refuse(['amounts', index, 'maxDiscount']);
    }
  });
  if ((template.scope === 'all') !== (template.scopeValue === null)) refuse(['scopeValue']);
  if (template.scope === 'category' && !ProductKind.safeParse(template.scopeValue).success) {
    refuse(['scopeValue']);
  }
  if (
    template.issuableFrom !== null &&
    template.issuableUntil !== null &&
    template.issuableUntil <= template.issuableFrom
  ) {
    refuse(['issuableUntil']);
  }
}

export const CreateTemplateRequest = TemplateTerms.extend({
  kind: CouponKind,
  ...TemplateSettings.shape,
}).superRefine(checkTemplate);
export type CreateTemplateRequest = z.input<typeof CreateTemplateRequest>;

/**
 * A template saved whole as loaded at `revision`. Terms that differ from the stored ones are refused
 * with -1419 once the template has issued a coupon.
 */
export const SaveTemplateRequest = TemplateTerms.extend({
  ...TemplateSettings.shape,
  id: TemplateId,
  revision: z.number().int().min(1),
}).superRefine(checkTemplate);
export type SaveTemplateRequest = z.input<typeof SaveTemplateRequest>;

export const TemplateRef = z.object({ id: TemplateId });
export type TemplateRef = z.input<typeof TemplateRef>;
export const SetTemplateEnabledRequest = TemplateRef.extend({ enabled: z.boolean() });
export type SetTemplateEnabledRequest = z.input<typeof SetTemplateEnabledRequest>;

export const ConsoleTemplate = z.object({
  id: z.string(),
  kind: CouponKind,
  /** In the caller's language, else English. */
  name: z.string(),
  names: z.partialRecord(LangCode, z.string()),
  discountType: z.enum(['percent', 'fixed']),
  percentOff: z.number().int().nullable(),
  amounts: z.array(TemplateAmount),
  scope: CouponScope,
  scopeValue: z.string().nullable(),
  /** The product or SKU the scope names, in the caller's language (the kind's code for `category`). */
  scopeName: z.string().nullable(),
  validDays: z.number().int(),
  issueBudget: z.number().int().nullable(),
  issuedCount: z.number().int(),
  useBudget: z.number().int().nullable(),
  /** Coupons held by an order or used: one goes back when its order closes unpaid or is refunded. */
  usedCount: z.number().int(),
  issuableFrom: z.number().int().nullable(),
  issuableUntil: z.number().int().nullable(),
  enabled: z.boolean(),
  /** Whether it issues now: enabled, inside its window, with budget left. */
  issuing: z.boolean(),
  /** Whether it has issued coupons: its terms are fixed. */
  termsLocked: z.boolean(),
  /**
   * For the programme's kinds (new-user, invite, referral): whether it is the one the programme
   * issues from now, the newest enabled one of its kind inside its window.
   */
  programmeCurrent: z.boolean(),
  revision: z.number().int(),
  createdAt: z.number().int(),
});
export type ConsoleTemplate = z.infer<typeof ConsoleTemplate>;

export const TemplateList = z.object({
  list: z.array(ConsoleTemplate),
  /** The store's currencies, in which a template's amounts are set. */
  currencies: z.array(QuoteCurrency),
});
export type TemplateList = z.infer<typeof TemplateList>;

const ActivityFields = z.object({
  templateId: TemplateId,
  titles: Texts(120),
  descriptions: Texts(2000),
  startsAt: Time,
  endsAt: Time,
  /** The promotion article that shows it (content's promotions), or none. */
  articleId: z.string().trim().min(1).max(64).nullable(),
  enabled: z.boolean(),
});

function checkPeriod(activity: { startsAt: number; endsAt: number }, ctx: z.RefinementCtx) {
  if (activity.endsAt <= activity.startsAt) {
    ctx.addIssue({ code: 'custom', message: 'invalid', path: ['endsAt'] });
  }
}

/** `id` is its storefront address, /activity/<id> (-1417 when taken). */
export const CreateActivityRequest = ActivityFields.extend({ id: ActivityId }).superRefine(checkPeriod);
export type CreateActivityRequest = z.input<typeof CreateActivityRequest>;
export const SaveActivityRequest = ActivityFields.extend({
  id: ActivityId,
  revision: z.number().int().min(1),
}).superRefine(checkPeriod);
export type SaveActivityRequest = z.input<typeof SaveActivityRequest>;

export const ConsoleActivity = z.object({
  id: z.string(),
  templateId: z.string(),
  templateName: z.string(),
  title: z.string(),
  titles: z.partialRecord(LangCode, z.string()),
  descriptions: z.partialRecord(LangCode, z.string()),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  articleId: z.string().nullable(),
  /** The article's title in the caller's language; null when it has none or it is gone. */
  articleTitle: z.string().nullable(),
  enabled: z.boolean(),
  /** Coupons customers claimed from it. */
  claimed: z.number().int(),
  revision: z.number().int(),
});
export type ConsoleActivity = z.infer<typeof ConsoleActivity>;

export const PromotionArticle = z.object({
  id: z.string(),
  title: z.string(),
  publishedAt: z.number().int(),
});
export type PromotionArticle = z.infer<typeof PromotionArticle>;

export const ActivityList = z.object({
  list: z.array(ConsoleActivity),
  /** The promotion articles an activity may be shown by. */
  articles: z.array(PromotionArticle),
});
export type ActivityList = z.infer<typeof ActivityList>;

export const MAX_ISSUE_REASON_CHARS = 500;

/**
 * One coupon for one customer, found by e-mail or id. `actionId` (the console makes one per
 * dialog) is the coupon's source: pressing twice issues one coupon, and counts once against the
 * budget. -1424 when no registered customer matches, -1423 when the template does not issue now,
 * -1407 when its budget is spent.
 */
export const IssueCouponRequest = z.object({
  actionId: z.uuid(),
  templateId: TemplateId,
  /** An e-mail address (holding "@") or a customer id. */
  customer: z.string().trim().min(1).max(254),
  reason: z.string().trim().min(1).max(MAX_ISSUE_REASON_CHARS),
});
export type IssueCouponRequest = z.input<typeof IssueCouponRequest>;
export const IssuedCoupon = z.object({
  couponId: z.string(),
  customerId: z.string(),
  email: z.string(),
  validUntil: z.number().int(),
  /** False when this action had issued it already. */
  issuedNow: z.boolean(),
});
export type IssuedCoupon = z.infer<typeof IssuedCoupon>;

export const PromotionsEmpty = z.object({});

const REFUSED = [ERROR.NOT_AN_AGENT, CONSOLE_ERROR.STAFF_ROLE_REFUSED] as const;
const TEMPLATE_CHECKS = [
  ERROR.FIELD_INVALID,
  CONSOLE_ERROR.PROMO_ENGLISH_REQUIRED,
  CONSOLE_ERROR.PROMO_CURRENCY_UNKNOWN,
  CONSOLE_ERROR.PROMO_SCOPE_UNKNOWN,
] as const;
const ACTIVITY_CHECKS = [
  ERROR.FIELD_INVALID,
  CONSOLE_ERROR.PROMO_ENGLISH_REQUIRED,
  CONSOLE_ERROR.PROMO_TEMPLATE_NOT_FOUND,
  ERROR.CONTENT_NOT_FOUND,
] as const;

export const promotionCalls = {
  'promotions/templates': {
    request: PromotionsEmpty,
    data: TemplateList,
    roles: OWNER_OPERATOR,
    summary: 'Every coupon template, newest first, with its budgets and counts, and the store currencies',
    errors: [...REFUSED],
  },
  'promotions/template': {
    request: TemplateRef,
    data: ConsoleTemplate,
    roles: OWNER_OPERATOR,
    summary: 'One coupon template',
    errors: [...REFUSED, CONSOLE_ERROR.PROMO_TEMPLATE_NOT_FOUND],
  },
  'promotions/createTemplate': {
    request: CreateTemplateRequest,
    data: ConsoleTemplate,
    roles: OWNER_OPERATOR,
    summary: 'A new coupon template of any kind',
    errors: [...REFUSED, ...TEMPLATE_CHECKS],
  },
  'promotions/saveTemplate': {
    request: SaveTemplateRequest,
    data: ConsoleTemplate,
    roles: OWNER_OPERATOR,
    summary:
      'Save a template as loaded at `revision` (-1349 when stale); its terms only while it has issued nothing (-1419)',
    errors: [
      ...REFUSED,
      ...TEMPLATE_CHECKS,
      CONSOLE_ERROR.PROMO_TEMPLATE_NOT_FOUND,
      CONSOLE_ERROR.STAFF_STALE_SAVE,
      CONSOLE_ERROR.PROMO_TERMS_LOCKED,
      CONSOLE_ERROR.PROMO_BUDGET_BELOW_COUNT,
    ],
  },
  'promotions/setTemplateEnabled': {
    request: SetTemplateEnabledRequest,
    data: ConsoleTemplate,
    roles: OWNER_OPERATOR,
    summary: 'Let a template issue coupons, or stop it (issued coupons stay usable)',
    errors: [...REFUSED, CONSOLE_ERROR.PROMO_TEMPLATE_NOT_FOUND],
  },
  'promotions/activities': {
    request: PromotionsEmpty,
    data: ActivityList,
    roles: OWNER_OPERATOR,
    summary: 'Every coupon activity, latest end first, and the promotion articles that may show one',
    errors: [...REFUSED],
  },
  'promotions/createActivity': {
    request: CreateActivityRequest,
    data: ConsoleActivity,
    roles: OWNER_OPERATOR,
    summary: "A coupon activity giving a promotion template's coupon, at /activity/<id>",
    errors: [...REFUSED, ...ACTIVITY_CHECKS, CONSOLE_ERROR.PROMO_ACTIVITY_ID_TAKEN],
  },
  'promotions/saveActivity': {
    request: SaveActivityRequest,
    data: ConsoleActivity,
    roles: OWNER_OPERATOR,
    summary: 'Save an activity as loaded at `revision` (-1349 when stale)',
    errors: [
      ...REFUSED,
      ...ACTIVITY_CHECKS,
      CONSOLE_ERROR.PROMO_ACTIVITY_NOT_FOUND,
      CONSOLE_ERROR.STAFF_STALE_SAVE,
    ],
  },
  'promotions/issue': {
    request: IssueCouponRequest,
    data: IssuedCoupon,
    roles: OWNER_OPERATOR,
    summary: "Issue a template's coupon to one customer with a reason; the same actionId issues it once",
    errors: [
      ...REFUSED,
      CONSOLE_ERROR.PROMO_TEMPLATE_NOT_FOUND,
      CONSOLE_ERROR.PROMO_CUSTOMER_NOT_FOUND,
      CONSOLE_ERROR.PROMO_TEMPLATE_STOPPED,
      ERROR.COUPON_RUN_OUT,
    ],
  },
} as const;
