'use client';

import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@storefront/contracts/staff';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Refused, useAudit, useStaffList } from '../console-api';
import styles from './console.module.css';

const actionKey = (action: AuditAction) =>
  `action_${action.replace('staff.', '') as AuditAction extends `staff.${infer Name}` ? Name : never}` as const;

/** Owners: the audit log, filtered by staff member, action and dates, newest first, a page at a time. */
export function AuditScreen() {
  const t = useTranslations('console');
  const id = useId();
  const staff = useStaffList();
  const [filter, setFilter] = useState<{
    staffId?: string;
    action?: AuditAction;
    from?: number;
    to?: number;
  }>({});
  const audit = useAudit({ ...filter, limit: 50 });
  const day = (value: string, end = false) =>
    value ? new Date(`${value}T00:00:00`).getTime() + (end ? 24 * 60 * 60 * 1000 : 0) : undefined;
  if (audit.error instanceof Refused) {
    return (
      <p className={styles.problem} role="alert">
        {audit.error.message}
      </p>
    );
  }
  const entries = audit.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <>
      <h2>{t('audit')}</h2>
      <form
        className={styles.filters}
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          setFilter({
            staffId: String(form.get('staffId') || '') || undefined,
            action: (String(form.get('action') || '') || undefined) as AuditAction | undefined,
            from: day(String(form.get('from') ?? '')),
            to: day(String(form.get('to') ?? ''), true),
          });
        }}
      >
        <div>
          <label htmlFor={`${id}-staff`}>{t('filterStaff')}</label>
          <select id={`${id}-staff`} name="staffId" defaultValue="">
            <option value="">{t('anyone')}</option>
            {staff.data?.list.map((member) => (
              <option key={member.staffId} value={member.staffId}>
                {member.name} ({member.email})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-action`}>{t('filterAction')}</label>
          <select id={`${id}-action`} name="action" defaultValue="">
            <option value="">{t('anyAction')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(actionKey(action))}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-from`}>{t('from')}</label>
          <input id={`${id}-from`} name="from" type="date" />
        </div>
        <div>
          <label htmlFor={`${id}-to`}>{t('to')}</label>
          <input id={`${id}-to`} name="to" type="date" />
        </div>
        <button type="submit" className="button">
          {t('search')}
        </button>
      </form>
      {audit.data && entries.length === 0 && <p>{t('noEntries')}</p>}
      <ul className={styles.list} aria-label={t('audit')}>
        {entries.map((entry) => (
          <AuditRow key={entry.id} entry={entry} />
        ))}
      </ul>
      {audit.hasNextPage && (
        <button type="button" className="button" onClick={() => void audit.fetchNextPage()}>
          {t('more')}
        </button>
      )}
    </>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const t = useTranslations('console');
  const format = useFormatter();
  const values = (side: Record<string, unknown> | null) => (side ? JSON.stringify(side) : '—');
  return (
    <li className={styles.row}>
      <dl>
        <dt>{t('when')}</dt>
        <dd>
          <time dateTime={new Date(entry.at).toISOString()}>
            {format.dateTime(entry.at, { dateStyle: 'medium', timeStyle: 'medium' })}
          </time>
        </dd>
      </dl>
      <dl>
        <dt>{t('who')}</dt>
        <dd>{entry.actorEmail ?? t('system')}</dd>
      </dl>
      <dl>
        <dt>{t('what')}</dt>
        <dd>{t(actionKey(entry.action))}</dd>
      </dl>
      <dl>
        <dt>{t('about')}</dt>
        <dd>{entry.targetEmail ?? (entry.after?.email as string | undefined) ?? '—'}</dd>
      </dl>
      <dl>
        <dt>{t('address')}</dt>
        <dd>{entry.ip ?? '—'}</dd>
      </dl>
      <dl>
        <dt>{t('change')}</dt>
        <dd className={styles.change}>
          {values(entry.before)} → {values(entry.after)}
        </dd>
      </dl>
    </li>
  );
}
