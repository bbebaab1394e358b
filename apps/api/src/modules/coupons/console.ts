import {
  CONSOLE_ERROR,
  ERROR,
  FALLBACK_LANG,
  type ActivityList,
  type ConsoleActivity,
  type ConsoleTemplate,
  type CreateActivityRequest,
  type CreateTemplateRequest,
  type IssueCouponRequest,
  type IssuedCoupon,
  type Lang,
  type PromotionArticle,
  type QuoteCurrency,
  type SaveActivityRequest,
  type SaveTemplateRequest,
  type TemplateAmount,
  type TemplateList,
} from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { auditChanges, recordAudit, type Actor } from '../agents/index.ts';
import { catalogueTargetName } from '../catalog/index.ts';
import { issueCoupon, issuesNow } from './budget.ts';
import { activityAudit, templateAudit } from './console-audit.ts';

type NewTemplate = z.output<typeof CreateTemplateRequest>;
type TemplateSave = z.output<typeof SaveTemplateRequest>;
type NewActivity = z.output<typeof CreateActivityRequest>;
type ActivitySave = z.output<typeof SaveActivityRequest>;
type IssueInput = z.output<typeof IssueCouponRequest>;
type Texts = Partial<Record<Lang, string>>;

interface TemplateRow extends Record<string, unknown> {
  id: string;
  kind: ConsoleTemplate['kind'];
  names: Texts;
  discount_type: 'percent' | 'fixed';
  percent_off: number | null;
  scope: ConsoleTemplate['scope'];
  scope_value: string | null;
  valid_days: number;
  issue_budget: number | null;
  issued_count: number;
  use_budget: number | null;
  used_count: number;
  issuable_from: Date | null;
  issuable_until: Date | null;
  enabled: boolean;
  revision: number;
  created_at: Date;
  amounts: TemplateAmount[] | null;
  issues_now: boolean;
  terms_locked: boolean;
  programme_current: boolean;
}

interface ActivityRow extends Record<string, unknown> {
  id: string;
  template_id: string;
  template_names: Texts;
  titles: Texts;
  descriptions: Texts;
  starts_at: Date;
  ends_at: Date;
  article_id: string | null;
  enabled: boolean;
  revision: number;
  claimed: number;
}

const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());
const textIn = (texts: Texts, lang: Lang) => texts[lang] || texts[FALLBACK_LANG] || '';

/** Texts without the empty ones (they fall back to English); English itself is required. */
function ownTexts(texts: Texts, field: string): Texts {
  const kept = Object.fromEntries(Object.entries(texts).filter(([, text]) => text)) as Texts;
  if (!kept[FALLBACK_LANG]) throw new DomainError(CONSOLE_ERROR.PROMO_ENGLISH_REQUIRED, { field });
  return kept;
}

/** An activity's description is recorded by its length: the screen shows it whole. */
const isLongText = (name: string) => name.endsWith('.description');

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

export type PromotionsConsole = ReturnType<typeof createPromotionsConsole>;

/**
 * The console's promotions (issue 15): coupon templates with their budgets, coupon activities and
 * coupons issued by hand. Every write checks, changes and records its audit entry in one
 * transaction; a template's row is locked while it is saved, so no coupon is issued from terms
 * that are changing.
 */
export function createPromotionsConsole({
  db,
  promotionArticles,
}: {
  db: Db;
  /** Content's promotion articles, in the reader's language: an activity is shown by one of them. */
  promotionArticles: (lang: Lang) => Promise<PromotionArticle[]>;
}) {
  async function templateRows(tx: Db | Tx, where: ReturnType<typeof sql>, lock = false) {
    const { rows } = await tx.execute<TemplateRow>(sql`
      SELECT t.id, t.kind, t.names, t.discount_type, t.percent_off, t.scope, t.scope_value, t.valid_days,
        t.issue_budget, t.issued_count, t.use_budget, t.used_count, t.issuable_from, t.issuable_until,
        t.enabled, t.revision, t.created_at,
        (SELECT json_agg(json_build_object('currency', a.currency_code, 'amountOff', a.amount_off,
            'maxDiscount', a.max_discount, 'minSpend', a.min_spend) ORDER BY a.currency_code)
          FROM coupon_template_amounts a WHERE a.template_id = t.id) AS amounts,
        ${issuesNow} AS issues_now,
        t.issued_count > 0 OR EXISTS (SELECT 1 FROM coupons c WHERE c.template_id = t.id) AS terms_locked,
        t.kind <> 'campaign' AND t.id = (SELECT p.id FROM coupon_templates p
          WHERE p.kind = t.kind AND p.enabled
            AND (p.issuable_from IS NULL OR p.issuable_from <= now())
            AND (p.issuable_until IS NULL OR now() < p.issuable_until)
          ORDER BY p.created_at DESC, p.id DESC LIMIT 1) AS programme_current
      FROM coupon_templates t WHERE ${where}
      ORDER BY t.created_at DESC, t.id DESC
      ${lock ? sql`FOR UPDATE OF t` : sql``}`);
    return rows;
  }

  async function templateView(row: TemplateRow, lang: Lang): Promise<ConsoleTemplate> {
    const target =
      row.scope === 'game' || row.scope === 'sku'
        ? { kind: row.scope === 'game' ? ('product' as const) : ('sku' as const), id: row.scope_value! }
        : null;
    return {
      id: row.id,
      kind: row.kind,
      name: textIn(row.names, lang),
      names: row.names,
      discountType: row.discount_type,
      percentOff: row.percent_off,
      amounts: row.amounts ?? [],
      scope: row.scope,
      scopeValue: row.scope_value,
      scopeName: target ? await catalogueTargetName(db, target, lang) : row.scope_value,
      validDays: row.valid_days,
      issueBudget: row.issue_budget,
      issuedCount: row.issued_count,
      useBudget: row.use_budget,
      usedCount: row.used_count,
      issuableFrom: time(row.issuable_from),
      issuableUntil: time(row.issuable_until),
      enabled: row.enabled,
      issuing: row.issues_now && (row.issue_budget === null || row.issued_count < row.issue_budget),
      termsLocked: row.terms_locked,
      programmeCurrent: row.programme_current === true,
      revision: row.revision,
      createdAt: time(row.created_at)!,
    };
  }

  async function template(tx: Db | Tx, id: string, lang: Lang): Promise<ConsoleTemplate> {
    const [row] = await templateRows(tx, sql`t.id = ${id}`);
    if (!row) throw new DomainError(CONSOLE_ERROR.PROMO_TEMPLATE_NOT_FOUND);
    return templateView(row, lang);
  }

  async function currencies(tx: Db | Tx): Promise<QuoteCurrency[]> {
    const { rows } = await tx.execute<QuoteCurrency>(
      sql`SELECT code, minor_units AS "minorUnits", symbol FROM currencies ORDER BY code`,
    );
    return rows;
  }

  /** -1420 for a currency the store lacks or named twice; -1421 for a scope naming nothing. */
  async function checkTerms(tx: Tx, terms: NewTemplate | TemplateSave): Promise<void> {
    const codes = terms.amounts.map((amount) => amount.currency);
    const known = new Set((await currencies(tx)).map((currency) => currency.code));
    if (new Set(codes).size !== codes.length || codes.some((code) => !known.has(code))) {
      throw new DomainError(CONSOLE_ERROR.PROMO_CURRENCY_UNKNOWN, { field: 'amounts' });
    }
    if (terms.scope === 'game' || terms.scope === 'sku') {
      const target = { kind: terms.scope === 'game' ? ('product' as const) : ('sku' as const) };
      const name = await catalogueTargetName(tx, { ...target, id: terms.scopeValue! }, FALLBACK_LANG);
      if (name === null) throw new DomainError(CONSOLE_ERROR.PROMO_SCOPE_UNKNOWN, { field: 'scopeValue' });
    }
  }

  async function writeAmounts(tx: Tx, templateId: string, amounts: TemplateAmount[]): Promise<void> {
    await tx.execute(sql`DELETE FROM coupon_template_amounts WHERE template_id = ${templateId}`);
    for (const amount of amounts) {
      await tx.execute(sql`
        INSERT INTO coupon_template_amounts (template_id, currency_code, amount_off, max_discount, min_spend)
        VALUES (${templateId}, ${amount.currency}, ${amount.amountOff}, ${amount.maxDiscount}, ${amount.minSpend})`);
    }
  }

  const sorted = (amounts: TemplateAmount[]) =>
    [...amounts].sort((a, b) => (a.currency < b.currency ? -1 : 1));

  const at = (ms: number | null) => (ms === null ? null : new Date(ms));

  async function activityRows(tx: Db | Tx, where: ReturnType<typeof sql>, lock = false) {
    const { rows } = await tx.execute<ActivityRow>(sql`
      SELECT act.id, act.template_id, t.names AS template_names, act.titles, act.descriptions,
        act.starts_at, act.ends_at, act.article_id, act.enabled, act.revision,
        (SELECT count(*)::int FROM coupons c WHERE c.source = 'activity:' || act.id) AS claimed
      FROM coupon_activities act JOIN coupon_templates t ON t.id = act.template_id
      WHERE ${where}
      ORDER BY act.ends_at DESC, act.id
      ${lock ? sql`FOR UPDATE OF act` : sql``}`);
    return rows;
  }

  function activityView(row: ActivityRow, lang: Lang, articles: PromotionArticle[]): ConsoleActivity {
    return {
      id: row.id,
      templateId: row.template_id,
      templateName: textIn(row.template_names, lang),
      title: textIn(row.titles, lang),
      titles: row.titles,
      descriptions: row.descriptions,
      startsAt: time(row.starts_at)!,
      endsAt: time(row.ends_at)!,
      articleId: row.article_id,
      articleTitle: articles.find((article) => article.id === row.article_id)?.title ?? null,
      enabled: row.enabled,
      claimed: row.claimed,
      revision: row.revision,
    };
  }

  async function activity(tx: Db | Tx, id: string, lang: Lang): Promise<ConsoleActivity> {
    const [row] = await activityRows(tx, sql`act.id = ${id}`);
    if (!row) throw new DomainError(CONSOLE_ERROR.PROMO_ACTIVITY_NOT_FOUND);
    return activityView(row, lang, await promotionArticles(lang));
  }

  /** An activity gives a promotion template's coupons (-1415 for any other) and names a promotion article. */
  async function checkActivity(
    tx: Tx,
    input: NewActivity | ActivitySave,
    lang: Lang,
    before?: ActivityRow,
  ): Promise<void> {
    const { rows } = await tx.execute(
      sql`SELECT 1 FROM coupon_templates WHERE id = ${input.templateId} AND kind = 'campaign'`,
    );
    if (rows.length === 0) {
      throw new DomainError(CONSOLE_ERROR.PROMO_TEMPLATE_NOT_FOUND, { field: 'templateId' });
    }
    // An article named before stays, even if it is no longer published.
    if (input.articleId !== null && input.articleId !== before?.article_id) {
      const articles = await promotionArticles(lang);
      if (!articles.some((article) => article.id === input.articleId)) {
        throw new DomainError(ERROR.CONTENT_NOT_FOUND, { field: 'articleId' });
      }
    }
  }

  return {
    async templates(lang: Lang): Promise<TemplateList> {
      const rows = await templateRows(db, sql`true`);
      return {
        list: await Promise.all(rows.map((row) => templateView(row, lang))),
        currencies: await currencies(db),
      };
    },

    template: (lang: Lang, id: string) => template(db, id, lang),

    async createTemplate(actor: Actor, lang: Lang, input: NewTemplate): Promise<ConsoleTemplate> {
      const names = ownTexts(input.names, 'names');
      const id = newId('cpt');
      await db.transaction(async (tx) => {
        await checkTerms(tx, input);
        await tx.execute(sql`
          INSERT INTO coupon_templates (id, kind, names, discount_type, percent_off, scope, scope_value,
            valid_days, issue_budget, use_budget, issuable_from, issuable_until, enabled)
          VALUES (${id}, ${input.kind}, ${JSON.stringify(names)}::jsonb, ${input.discountType},
            ${input.percentOff}, ${input.scope}, ${input.scopeValue}, ${input.validDays}, ${input.issueBudget},
            ${input.useBudget}, ${at(input.issuableFrom)}, ${at(input.issuableUntil)}, ${input.enabled})`);
        await writeAmounts(tx, id, input.amounts);
        const after = templateAudit({ ...input, names });
        await recordAudit(tx, actor, {
          action: 'couponTemplate.create',
          subject: `couponTemplate:${id}`,
          after,
        });
      });
      return template(db, id, lang);
    },

    /**
     * Saves a template as loaded at `revision`. Once it has issued a coupon its terms stay (-1419);
     * a budget may not fall below what is already issued or used (-1422).
     */
    async saveTemplate(actor: Actor, lang: Lang, input: TemplateSave): Promise<ConsoleTemplate> {
      const names = ownTexts(input.names, 'names');
      await db.transaction(async (tx) => {
        const [row] = await templateRows(tx, sql`t.id = ${input.id}`, true);
        if (!row) throw new DomainError(CONSOLE_ERROR.PROMO_TEMPLATE_NOT_FOUND);
        if (row.revision !== input.revision) throw new DomainError(CONSOLE_ERROR.STAFF_STALE_SAVE);
        await checkTerms(tx, input);
        const stored = await templateView(row, lang);
        const before = templateAudit({ ...stored, kind: row.kind });
        const after = templateAudit({ ...input, names, kind: row.kind });
        const diff = auditChanges(before, after);
        if (!diff.changed) return;
        const terms = ['discountType', 'percentOff', 'amounts', 'scope', 'scopeValue', 'validDays'];
        const termsChanged = terms.some((name) => name in diff.after);
        if (termsChanged && row.terms_locked) {
          throw new DomainError(CONSOLE_ERROR.PROMO_TERMS_LOCKED);
        }
        if (input.issueBudget !== null && input.issueBudget < row.issued_count) {
          throw new DomainError(CONSOLE_ERROR.PROMO_BUDGET_BELOW_COUNT, { field: 'issueBudget' });
        }
        if (input.useBudget !== null && input.useBudget < row.used_count) {
          throw new DomainError(CONSOLE_ERROR.PROMO_BUDGET_BELOW_COUNT, { field: 'useBudget' });
        }
        await tx.execute(sql`
          UPDATE coupon_templates SET names = ${JSON.stringify(names)}::jsonb,
            discount_type = ${input.discountType}, percent_off = ${input.percentOff}, scope = ${input.scope},
            scope_value = ${input.scopeValue}, valid_days = ${input.validDays},
            issue_budget = ${input.issueBudget}, use_budget = ${input.useBudget},
            issuable_from = ${at(input.issuableFrom)}, issuable_until = ${at(input.issuableUntil)},
            enabled = ${input.enabled}, revision = revision + 1, updated_at = now()
          WHERE id = ${row.id}`);
        if ('amounts' in diff.after) await writeAmounts(tx, row.id, sorted(input.amounts));
        await recordAudit(tx, actor, {
          action: 'couponTemplate.update',
          subject: `couponTemplate:${row.id}`,
          before: diff.before,
          after: diff.after,
        });
      });
      return template(db, input.id, lang);
    },

    /** Starts or stops a template's issuing; not a revision (an open editor loses nothing by it). */
    async setTemplateEnabled(actor: Actor, lang: Lang, id: string, enabled: boolean) {
      await db.transaction(async (tx) => {
        const [row] = await templateRows(tx, sql`t.id = ${id}`, true);
        if (!row) throw new DomainError(CONSOLE_ERROR.PROMO_TEMPLATE_NOT_FOUND);
        if (row.enabled === enabled) return;
        await tx.execute(
          sql`UPDATE coupon_templates SET enabled = ${enabled}, revision = revision + 1, updated_at = now()
            WHERE id = ${id}`,
        );
        await recordAudit(tx, actor, {
          action: 'couponTemplate.update',
          subject: `couponTemplate:${id}`,
          before: { enabled: row.enabled },
          after: { enabled },
        });
      });
      return template(db, id, lang);
    },

    async activities(lang: Lang): Promise<ActivityList> {
      const [rows, articles] = await Promise.all([activityRows(db, sql`true`), promotionArticles(lang)]);
      return { list: rows.map((row) => activityView(row, lang, articles)), articles };
    },

    async createActivity(actor: Actor, lang: Lang, input: NewActivity): Promise<ConsoleActivity> {
      const titles = ownTexts(input.titles, 'titles');
      const descriptions = Object.fromEntries(Object.entries(input.descriptions).filter(([, text]) => text));
      try {
        await db.transaction(async (tx) => {
          await checkActivity(tx, input, lang);
          await tx.execute(sql`
            INSERT INTO coupon_activities (id, template_id, titles, descriptions, starts_at, ends_at, article_id, enabled)
            VALUES (${input.id}, ${input.templateId}, ${JSON.stringify(titles)}::jsonb,
              ${JSON.stringify(descriptions)}::jsonb, ${at(input.startsAt)}, ${at(input.endsAt)},
              ${input.articleId}, ${input.enabled})`);
          await recordAudit(tx, actor, {
            action: 'couponActivity.create',
            subject: `couponActivity:${input.id}`,
            after: auditChanges({}, activityAudit({ ...input, titles, descriptions }), isLongText).after,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new DomainError(CONSOLE_ERROR.PROMO_ACTIVITY_ID_TAKEN, { field: 'id' });
        }
        throw error;
      }
      return activity(db, input.id, lang);
    },

    async saveActivity(actor: Actor, lang: Lang, input: ActivitySave): Promise<ConsoleActivity> {
      const titles = ownTexts(input.titles, 'titles');
      const descriptions = Object.fromEntries(Object.entries(input.descriptions).filter(([, text]) => text));
      await db.transaction(async (tx) => {
        const [row] = await activityRows(tx, sql`act.id = ${input.id}`, true);
        if (!row) throw new DomainError(CONSOLE_ERROR.PROMO_ACTIVITY_NOT_FOUND);
        if (row.revision !== input.revision) throw new DomainError(CONSOLE_ERROR.STAFF_STALE_SAVE);
        await checkActivity(tx, input, lang, row);
        const diff = auditChanges(
          activityAudit({
            templateId: row.template_id,
            titles: row.titles,
            descriptions: row.descriptions,
            startsAt: time(row.starts_at)!,
            endsAt: time(row.ends_at)!,
            articleId: row.article_id,
            enabled: row.enabled,
          }),
          activityAudit({ ...input, titles, descriptions }),
          isLongText,
        );
        if (!diff.changed) return;
        await tx.execute(sql`
          UPDATE coupon_activities SET template_id = ${input.templateId}, titles = ${JSON.stringify(titles)}::jsonb,
            descriptions = ${JSON.stringify(descriptions)}::jsonb, starts_at = ${at(input.startsAt)},
            ends_at = ${at(input.endsAt)}, article_id = ${input.articleId}, enabled = ${input.enabled},
            revision = revision + 1
          WHERE id = ${row.id}`);
        await recordAudit(tx, actor, {
          action: 'couponActivity.update',
          subject: `couponActivity:${row.id}`,
          before: diff.before,
          after: diff.after,
        });
      });
      return activity(db, input.id, lang);
    },

    /**
     * A coupon for one registered customer, with the reason in the audit log. The action id is the
     * coupon's source (`staff:<actionId>`), so pressing twice issues it once and counts once.
     */
    async issue(actor: Actor, input: IssueInput): Promise<IssuedCoupon> {
      const byEmail = input.customer.includes('@');
      const { rows } = await db.execute<{ id: string; email: string }>(sql`
        SELECT id, email FROM customers
        WHERE kind = 'registered' AND email IS NOT NULL
          AND ${byEmail ? sql`email = ${input.customer.toLowerCase()}` : sql`id = ${input.customer}`}`);
      const customer = rows[0];
      if (!customer) throw new DomainError(CONSOLE_ERROR.PROMO_CUSTOMER_NOT_FOUND, { field: 'customer' });
      return db.transaction(async (tx) => {
        const outcome = await issueCoupon(tx, {
          customerId: customer.id,
          templateId: input.templateId,
          source: `staff:${input.actionId}`,
        });
        if ('refused' in outcome) {
          throw new DomainError(
            {
              missing: CONSOLE_ERROR.PROMO_TEMPLATE_NOT_FOUND,
              stopped: CONSOLE_ERROR.PROMO_TEMPLATE_STOPPED,
              runOut: ERROR.COUPON_RUN_OUT,
            }[outcome.refused],
          );
        }
        const coupon = 'issued' in outcome ? outcome.issued : outcome.already;
        if ('issued' in outcome) {
          await recordAudit(tx, actor, {
            action: 'coupon.issue',
            subject: `customer:${customer.id}`,
            after: { template: input.templateId, coupon: coupon.id, reason: input.reason },
          });
        }
        return {
          couponId: coupon.id,
          customerId: customer.id,
          email: customer.email,
          validUntil: coupon.validUntil.getTime(),
          issuedNow: 'issued' in outcome,
        };
      });
    },
  };
}
