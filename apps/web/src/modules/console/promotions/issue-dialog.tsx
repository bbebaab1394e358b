'use client';

import { CONSOLE_ERROR } from '@storefront/contracts/console-errors';
import { MAX_ISSUE_REASON_CHARS, type ConsoleTemplate } from '@storefront/contracts/console-promotions';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/modules/common/components/confirm-dialog';
import { Refused } from '../console-api';
import { Problem } from '../components/problem';
import { usePromotionChange } from './promotions-api';
import { templateState } from './template-draft';
import styles from './promotions.module.css';

/**
 * Issues one template's coupon to one customer, found by e-mail or id, with a reason for the audit
 * log. The dialog's action id goes with every press, so a second press (or a retry after a lost
 * answer) issues nothing more; a new dialog is a new action.
 */
export function IssueDialog({
  templates,
  initial,
  onClose,
  onIssued,
}: {
  templates: ConsoleTemplate[];
  /** The template the dialog opens with. */
  initial: ConsoleTemplate | undefined;
  onClose: () => void;
  onIssued: (notice: string) => void;
}) {
  const t = useTranslations('consolePromotions');
  const format = useFormatter();
  const id = useId();
  const issue = usePromotionChange('promotions/issue');
  const [now] = useState(() => Date.now());
  const issuing = templates.filter((template) => templateState(template, now) === 'issuing');
  const [actionId] = useState(() => crypto.randomUUID());
  const [picked, setPicked] = useState(initial?.id);
  // The lists are read again after every change: a template that stopped issuing meanwhile is no
  // longer offered, and what the select shows is what is sent.
  const templateId = issuing.some((template) => template.id === picked) ? picked! : (issuing[0]?.id ?? '');
  const [customer, setCustomer] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field: 'customer' | 'reason' | 'template'; text: string }>();

  async function confirm() {
    setProblem(undefined);
    if (!customer.trim()) return setProblem({ field: 'customer', text: t('customerRequired') });
    if (!reason.trim()) return setProblem({ field: 'reason', text: t('reasonRequired') });
    try {
      const issued = await issue.mutateAsync({
        actionId,
        templateId,
        customer: customer.trim(),
        reason: reason.trim(),
      });
      const until = format.dateTime(issued.validUntil, { dateStyle: 'medium' });
      onIssued(
        issued.issuedNow
          ? t('issuedNotice', { email: issued.email, date: until })
          : t('alreadyIssuedNotice', { email: issued.email }),
      );
    } catch (error) {
      if (!(error instanceof Refused)) return;
      setProblem({
        field: error.code === CONSOLE_ERROR.PROMO_CUSTOMER_NOT_FOUND ? 'customer' : 'template',
        text: error.message,
      });
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('issueTitle')}
      description={t('issueText')}
      closeLabel={t('cancel')}
      confirmLabel={t('issueConfirm')}
      cancelLabel={t('cancel')}
      busy={issue.isPending}
      confirmDisabled={!templateId}
      className={styles.dialog}
      onConfirm={() => void confirm()}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-template`}>{t('template')}</label>
        <select id={`${id}-template`} value={templateId} onChange={(event) => setPicked(event.target.value)}>
          {issuing.length === 0 && <option value="">{t('noneIssuing')}</option>}
          {issuing.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name} · {t(`kind_${template.kind}`)}
            </option>
          ))}
        </select>
        {problem?.field === 'template' && <Problem text={problem.text} />}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-customer`}>{t('customer')}</label>
        <input
          id={`${id}-customer`}
          value={customer}
          autoComplete="off"
          aria-invalid={problem?.field === 'customer' ? true : undefined}
          onChange={(event) => setCustomer(event.target.value)}
        />
        {problem?.field === 'customer' ? (
          <Problem text={problem.text} />
        ) : (
          <p className={styles.muted}>{t('customerHint')}</p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-reason`}>{t('reason')}</label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={MAX_ISSUE_REASON_CHARS}
          value={reason}
          aria-invalid={problem?.field === 'reason' ? true : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {problem?.field === 'reason' ? (
          <Problem text={problem.text} />
        ) : (
          <p className={styles.muted}>{t('reasonHint')}</p>
        )}
      </div>
    </ConfirmDialog>
  );
}
