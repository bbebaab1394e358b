'use client';

import type { QuoteCurrency } from '@storefront/contracts/catalog';
import type { ConsoleTemplate } from '@storefront/contracts/console-promotions';
import { formatAmount } from '@storefront/contracts/money';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/modules/common/components/confirm-dialog';
import { Refused } from '../console-api';
import { Problem } from '../components/problem';
import { usePromotionChange } from './promotions-api';
import { templateState } from './template-draft';
import styles from './promotions.module.css';

/** Every template, newest first: what it gives, where it stands, and how much of its budgets is spent. */
export function TemplateList({
  templates,
  currencies,
  onEdit,
  onIssue,
}: {
  templates: ConsoleTemplate[];
  currencies: QuoteCurrency[];
  onEdit: (template: ConsoleTemplate) => void;
  onIssue: (template: ConsoleTemplate) => void;
}) {
  const t = useTranslations('consolePromotions');
  if (templates.length === 0) return <p className={styles.muted}>{t('noTemplates')}</p>;
  return (
    <ul className={styles.list} aria-label={t('templates')}>
      {templates.map((template) => (
        <TemplateItem
          key={template.id}
          template={template}
          currencies={currencies}
          onEdit={() => onEdit(template)}
          onIssue={() => onIssue(template)}
        />
      ))}
    </ul>
  );
}

function TemplateItem({
  template,
  currencies,
  onEdit,
  onIssue,
}: {
  template: ConsoleTemplate;
  currencies: QuoteCurrency[];
  onEdit: () => void;
  onIssue: () => void;
}) {
  const t = useTranslations('consolePromotions');
  const format = useFormatter();
  const locale = useLocale();
  const switching = usePromotionChange('promotions/setTemplateEnabled');
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string>();
  // The moment the list was drawn: a state is a fact about the data the list shows.
  const [now] = useState(() => Date.now());
  const state = templateState(template, now);
  const money = (amount: number, code: string) => {
    const currency = currencies.find((item) => item.code === code) ?? { code, minorUnits: 2, symbol: code };
    return formatAmount(amount, currency, locale);
  };
  const terms = template.amounts.map((amount) =>
    template.discountType === 'fixed'
      ? t('amountOffValue', { amount: money(amount.amountOff ?? 0, amount.currency) })
      : amount.maxDiscount === null
        ? t('noCapValue', { currency: amount.currency })
        : t('maxDiscountValue', { amount: money(amount.maxDiscount, amount.currency) }),
  );
  const at = (epoch: number) => format.dateTime(epoch, { dateStyle: 'medium', timeStyle: 'short' });
  const window =
    template.issuableFrom !== null && template.issuableUntil !== null
      ? t('windowFromTo', { start: at(template.issuableFrom), end: at(template.issuableUntil) })
      : template.issuableFrom !== null
        ? t('windowFrom', { start: at(template.issuableFrom) })
        : template.issuableUntil !== null
          ? t('windowUntil', { end: at(template.issuableUntil) })
          : t('windowAlways');

  async function setEnabled(enabled: boolean) {
    setProblem(undefined);
    try {
      await switching.mutateAsync({ id: template.id, enabled });
      setConfirming(false);
    } catch (error) {
      if (error instanceof Refused) setProblem(error.message);
    }
  }

  return (
    <li className={styles.item} aria-label={template.name}>
      <div className={styles.head}>
        <h3>{template.name}</h3>
        <span className={styles.badge}>{t(`kind_${template.kind}`)}</span>
        <span className={`${styles.badge} ${styles[`state_${state}`]}`}>{t(`state_${state}`)}</span>
        {template.programmeCurrent && <span className={styles.badge}>{t('programmeCurrent')}</span>}
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('discount')}</dt>
          <dd>
            {template.discountType === 'percent'
              ? `${t('percentValue', { percent: template.percentOff ?? 0 })} · `
              : ''}
            {terms.join(' · ')}
          </dd>
        </div>
        <div>
          <dt>{t('scope')}</dt>
          <dd>
            {template.scope === 'all'
              ? t('scope_all')
              : template.scope === 'category'
                ? t('scopeKindValue', { kind: template.scopeName ?? '' })
                : (template.scopeName ?? template.scopeValue)}
            {' · '}
            {t('validDaysValue', { days: template.validDays })}
          </dd>
        </div>
        <Meter label={t('issued')} count={template.issuedCount} budget={template.issueBudget} />
        <Meter label={t('used')} count={template.usedCount} budget={template.useBudget} />
        <div>
          <dt>{t('window')}</dt>
          <dd>{window}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <button type="button" className="button button-quiet" onClick={onEdit}>
          {t('edit')}
        </button>
        {template.enabled ? (
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={{ label: t('stop'), className: 'button button-quiet' }}
            title={t('stopTitle', { name: template.name })}
            description={t('stopText')}
            closeLabel={t('cancel')}
            confirmLabel={t('stop')}
            cancelLabel={t('cancel')}
            danger
            busy={switching.isPending}
            onConfirm={() => void setEnabled(false)}
          />
        ) : (
          <button
            type="button"
            className="button button-quiet"
            disabled={switching.isPending}
            onClick={() => void setEnabled(true)}
          >
            {t('start')}
          </button>
        )}
        <button
          type="button"
          className="button button-quiet"
          disabled={state !== 'issuing'}
          onClick={onIssue}
        >
          {t('issueOne')}
        </button>
      </div>
      <Problem text={problem} />
    </li>
  );
}

/** A budget's spent share as a bar, and in words: "7 / 10", or the count alone without a limit. */
function Meter({ label, count, budget }: { label: string; count: number; budget: number | null }) {
  const t = useTranslations('consolePromotions');
  return (
    <div className={styles.meter}>
      <dt>{label}</dt>
      <dd>{budget === null ? t('countNoLimit', { count }) : t('countOfBudget', { count, budget })}</dd>
      {budget !== null && (
        <dd>
          <progress value={Math.min(count, budget)} max={Math.max(budget, 1)} aria-label={label} />
        </dd>
      )}
    </div>
  );
}
