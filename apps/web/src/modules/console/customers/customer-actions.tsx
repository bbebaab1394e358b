'use client';

import {
  MAX_CUSTOMER_REASON_CHARS,
  type ConsoleCustomer,
  type CustomerStanding,
} from '@storefront/contracts/console-customers';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/modules/common/components/confirm-dialog';
import { Refused } from '../console-api';
import shared from '../components/console.module.css';
import { Problem } from '../components/problem';
import { useCustomerChange, type CustomerChange } from './customers-api';
import styles from './customers.module.css';

type Action = 'disable' | 'enable' | 'signOut';

/**
 * Disable or enable the account, or sign the customer out everywhere: each asks why (for the audit
 * log) and is confirmed first. What became of it is said under the buttons.
 */
export function CustomerActions({ customer, sessions }: { customer: ConsoleCustomer; sessions: number }) {
  const t = useTranslations('consoleCustomers');
  const [open, setOpen] = useState<Action>();
  const [notice, setNotice] = useState<string>();
  const done = (action: Action, standing: CustomerStanding) => {
    setOpen(undefined);
    const count = standing.sessionsEnded;
    if (action === 'disable') setNotice(t('disabledDone', { count }));
    else if (action === 'enable') setNotice(t('enabledDone'));
    else setNotice(count > 0 ? t('signedOutDone', { count }) : t('nothingToEnd'));
  };
  if (customer.erased) return <p className={shared.muted}>{t('erased')}</p>;
  const button = (action: Action, label: string, disabled = false) => (
    <button
      type="button"
      className="button button-quiet"
      disabled={disabled}
      onClick={() => {
        setNotice(undefined);
        setOpen(action);
      }}
    >
      {label}
    </button>
  );
  return (
    <section className={styles.actions} aria-label={t('actions')}>
      <div className={shared.actions}>
        {customer.disabled ? button('enable', t('enable')) : button('disable', t('disable'))}
        {button('signOut', t('signOut'), customer.disabled || sessions === 0)}
      </div>
      {notice && <p role="status">{notice}</p>}
      {open && (
        <ReasonDialog
          action={open}
          who={customer.email ?? customer.customerId}
          customerId={customer.customerId}
          onClose={() => setOpen(undefined)}
          onDone={(standing) => done(open, standing)}
        />
      )}
    </section>
  );
}

const PATHS: Record<Action, CustomerChange> = {
  disable: 'customers/disable',
  enable: 'customers/enable',
  signOut: 'customers/signOut',
};

function ReasonDialog({
  action,
  who,
  customerId,
  onClose,
  onDone,
}: {
  action: Action;
  who: string;
  customerId: string;
  onClose: () => void;
  onDone: (standing: CustomerStanding) => void;
}) {
  const t = useTranslations('consoleCustomers');
  const id = useId();
  const change = useCustomerChange(PATHS[action]);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const confirm = async () => {
    if (!reason.trim()) return setProblem(t('reasonRequired'));
    setProblem(undefined);
    try {
      onDone(await change.mutateAsync({ customerId, reason: reason.trim() }));
    } catch (error) {
      setProblem(error instanceof Refused ? error.message : t('failed'));
    }
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t(`${action}Title`, { who })}
      description={t(`${action}Text`)}
      closeLabel={t('close')}
      confirmLabel={t(`${action}Confirm`)}
      cancelLabel={t('cancel')}
      danger={action !== 'enable'}
      busy={change.isPending}
      className={styles.dialog}
      onConfirm={() => void confirm()}
    >
      <div className={shared.field}>
        <label htmlFor={`${id}-reason`}>{t('reason')}</label>
        <textarea
          id={`${id}-reason`}
          className={styles.reason}
          rows={3}
          maxLength={MAX_CUSTOMER_REASON_CHARS}
          value={reason}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-reason-hint`}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={`${id}-reason-hint`} className={shared.muted}>
          {t('reasonHint')}
        </p>
        <Problem text={problem} />
      </div>
    </ConfirmDialog>
  );
}
