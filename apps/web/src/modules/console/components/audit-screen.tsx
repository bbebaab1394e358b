'use client';

import {
  AUDIT_ACTIONS,
  STAFF_ROLES,
  type AuditAction,
  type AuditEntry,
  type StaffRole,
} from '@storefront/contracts/staff';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Refused, useAudit, useStaffList } from '../console-api';
import styles from './console.module.css';

/**
 * An action's words: `console.action_<name>` for the staff actions (`staff.invite`: action_invite),
 * `action_<area>_<name>` for the others (`paymentMethods.update`: action_paymentMethods_update);
 * an action the texts do not name yet reads as itself.
 */
function useActionLabel() {
  const t = useTranslations('console');
  return (action: AuditAction): string => {
    const key = `action_${action.replace(/^staff\./, '').replace('.', '_')}`;
    return t.has(key as 'action_invite') ? t(key as 'action_invite') : action;
  };
}

/** Owners: the audit log, filtered by staff member, action and dates, newest first, a page at a time. */
export function AuditScreen() {
  const t = useTranslations('console');
  const actionLabel = useActionLabel();
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
  const emails = new Map(staff.data?.list.map((member) => [member.staffId, member.email]));
  return (
    <>
      <h2>{t('audit')}</h2>
      <form
        role="search"
        aria-label={t('search')}
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
                {actionLabel(action)}
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
          <AuditRow key={entry.id} entry={entry} emails={emails} />
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

/** A value of the log as a person reads it: roles and switches in words, dates formatted, staff by e-mail. */
function useShown(emails: ReadonlyMap<string, string>) {
  const t = useTranslations('console');
  const payments = useTranslations('consolePayments');
  const format = useFormatter();
  const labels: Record<string, string> = {
    methods: payments('auditMethods'),
    feeRateBp: payments('feeRate'),
    fixedFees: payments('auditFixedFees'),
    name: t('name'),
    email: t('email'),
    role: t('role'),
    totpEnabled: t('twoFactor'),
    disabled: t('status'),
    expiresAt: t('expires'),
    sessionsEnded: t('sessions'),
    invitedBy: t('change_invitedBy'),
    via: t('change_via'),
    credentialsReset: t('change_credentialsReset'),
    recoveryCodesLeft: t('change_recoveryCodesLeft'),
  };
  const value = (name: string, raw: unknown): string => {
    if (raw === null || raw === undefined) return '—';
    if (name === 'role' && STAFF_ROLES.includes(raw as StaffRole)) return t(`role_${raw as StaffRole}`);
    if (name === 'disabled') return raw ? t('disabled') : t('active');
    if (typeof raw === 'boolean') return raw ? t('on') : t('off');
    if (name === 'expiresAt' && typeof raw === 'string' && !Number.isNaN(Date.parse(raw))) {
      return format.dateTime(Date.parse(raw), { dateStyle: 'medium', timeStyle: 'short' });
    }
    if (typeof raw === 'string') return emails.get(raw) ?? raw;
    // A payment method's fee in hundredths of a percent (250: 2.5 %), its fixed fees per currency.
    if (name === 'feeRateBp' && typeof raw === 'number') return String(raw / 100);
    if (Array.isArray(raw)) return raw.join(', ');
    if (name === 'fixedFees' && typeof raw === 'object') {
      return Object.entries(raw as Record<string, unknown>)
        .map(([currency, fee]) => `${currency} ${String(fee)}`)
        .join(', ');
    }
    return typeof raw === 'object' ? JSON.stringify(raw) : String(raw as number);
  };
  return { label: (name: string) => labels[name] ?? name, value };
}

/** What a change other than to a staff member was about, as recorded (`region:SGP`, `product:<slug>`). */
const subjectOf = (entry: AuditEntry) => (entry.targetId?.includes(':') ? entry.targetId : undefined);

/** Fields that only repeat the entry's subject or are internal references. */
const HIDDEN = new Set(['email', 'invitationId']);

function AuditRow({ entry, emails }: { entry: AuditEntry; emails: ReadonlyMap<string, string> }) {
  const t = useTranslations('console');
  const actionLabel = useActionLabel();
  const format = useFormatter();
  const shown = useShown(emails);
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (name) => !HIDDEN.has(name),
  );
  return (
    <li className={styles.entry}>
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
        <dd>{actionLabel(entry.action)}</dd>
      </dl>
      <dl>
        <dt>{t('about')}</dt>
        <dd>{entry.targetEmail ?? (after.email as string | undefined) ?? subjectOf(entry) ?? '—'}</dd>
      </dl>
      <dl>
        <dt>{t('address')}</dt>
        <dd>{entry.ip ?? '—'}</dd>
      </dl>
      <dl className={styles.wide}>
        <dt>{t('change')}</dt>
        <dd>
          {names.length === 0 ? (
            '—'
          ) : (
            <ul className={styles.changes}>
              {names.map((name) => (
                <li key={name}>
                  <span className={styles.muted}>{shown.label(name)}:</span>{' '}
                  {name in before && <>{shown.value(name, before[name])} → </>}
                  {name in after ? shown.value(name, after[name]) : '—'}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </li>
  );
}
