import type { Lang, TemplateAmount } from '@storefront/contracts';

/**
 * What the audit log keeps of templates and activities, one field a value, so that a save records
 * only what it changed (agents' auditChanges): texts by language (`texts.ru.name`), amounts by
 * currency, moments as ISO text (the log's reader shows them in their own time zone).
 */
type Texts = Partial<Record<Lang, string>>;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function byLanguage(texts: Texts, field: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts)
      .filter(([, text]) => text)
      .map(([lang, text]) => [`texts.${lang}.${field}`, text!]),
  );
}

export function templateAudit(template: {
  kind: string;
  names: Texts;
  discountType: string;
  percentOff: number | null;
  amounts: TemplateAmount[];
  scope: string;
  scopeValue: string | null;
  validDays: number;
  issueBudget: number | null;
  useBudget: number | null;
  issuableFrom: number | null;
  issuableUntil: number | null;
  enabled: boolean;
}): Record<string, unknown> {
  return {
    couponKind: template.kind,
    ...byLanguage(template.names, 'name'),
    discountType: template.discountType,
    percentOff: template.percentOff,
    amounts: Object.fromEntries(
      template.amounts.map(({ currency, amountOff, maxDiscount, minSpend }) => [
        currency,
        { amountOff, maxDiscount, minSpend },
      ]),
    ),
    scope: template.scope,
    scopeValue: template.scopeValue,
    validDays: template.validDays,
    issueBudget: template.issueBudget,
    useBudget: template.useBudget,
    issuableFrom: iso(template.issuableFrom),
    issuableUntil: iso(template.issuableUntil),
    enabled: template.enabled,
  };
}

export function activityAudit(activity: {
  templateId: string;
  titles: Texts;
  descriptions: Texts;
  startsAt: number;
  endsAt: number;
  articleId: string | null;
  enabled: boolean;
}): Record<string, unknown> {
  return {
    template: activity.templateId,
    ...byLanguage(activity.titles, 'title'),
    ...byLanguage(activity.descriptions, 'description'),
    startsAt: iso(activity.startsAt),
    endsAt: iso(activity.endsAt),
    article: activity.articleId,
    enabled: activity.enabled,
  };
}
