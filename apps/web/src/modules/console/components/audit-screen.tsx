'use client';

import {
  AUDIT_ACTIONS,
  SIGN_IN_ACTIONS,
  type AuditAction,
  type AuditEntry,
} from '@storefront/contracts/staff';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Refused, useAudit, useStaffList } from '../console-api';
import { useCurrencyRules } from '../prices/prices-api';
import { auditLines, type AuditReading, type Words } from './audit-lines';
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

/** The action filter's choice that stands for every sign-in action (SIGN_IN_ACTIONS). */
const SIGN_INS = 'signIns';

/** Entries of a sign-in attempt nobody had finished: no one signed in made them. */
const ATTEMPTS: readonly AuditAction[] = ['staff.signInFailed', 'staff.codeFailed'];

/**
 * Owners: the audit log, filtered by staff member, action (or all sign-ins at once) and dates,
 * newest first, a page at a time.
 */
export function AuditScreen() {
  const t = useTranslations('console');
  const actionLabel = useActionLabel();
  const id = useId();
  const staff = useStaffList();
  const [filter, setFilter] = useState<{
    staffId?: string;
    action?: AuditAction;
    actions?: AuditAction[];
    from?: number;
    to?: number;
  }>({});
  const audit = useAudit({ ...filter, limit: 50 });
  const reading = useReading(new Map(staff.data?.list.map((member) => [member.staffId, member.email])));
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
      <form
        role="search"
        aria-label={t('search')}
        className={styles.filters}
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const action = String(form.get('action') || '') || undefined;
          setFilter({
            staffId: String(form.get('staffId') || '') || undefined,
            ...(action === SIGN_INS
              ? { actions: [...SIGN_IN_ACTIONS] }
              : { action: action as AuditAction | undefined }),
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
            <option value={SIGN_INS}>{t('filterSignIns')}</option>
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
          <AuditRow key={entry.id} entry={entry} reading={reading} />
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

/**
 * What a change other than to a staff member was about: by name where the API gives one (a SKU, a
 * code batch), else as recorded (`region:SGP`, `product:<slug>`).
 */
const subjectOf = (entry: AuditEntry) =>
  entry.targetLabel ?? (entry.targetId?.includes(':') ? entry.targetId : undefined);

/** What reading the entries needs: the console's words, the reader's zone, the store's currencies. */
function useReading(emails: ReadonlyMap<string, string>): AuditReading {
  const words = useTranslations() as unknown as Words;
  const locale = useLocale();
  const format = useFormatter();
  const rules = useCurrencyRules();
  const currencies = new Map(rules.data?.list.map((currency) => [currency.code, currency]));
  return {
    words,
    locale,
    date: (at) => format.dateTime(at, { dateStyle: 'medium', timeStyle: 'short' }),
    currencies,
    emails,
  };
}

function AuditRow({ entry, reading }: { entry: AuditEntry; reading: AuditReading }) {
  const t = useTranslations('console');
  const actionLabel = useActionLabel();
  const format = useFormatter();
  const lines = auditLines(entry, reading);
  const after = entry.after ?? {};
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
        <dd>{entry.actorEmail ?? (ATTEMPTS.includes(entry.action) ? t('notSignedIn') : t('system'))}</dd>
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
          {lines.length === 0 ? (
            '—'
          ) : (
            <ul className={styles.changes}>
              {lines.map((line, index) => (
                <li key={index}>
                  {line.label !== undefined && <span className={styles.muted}>{line.label}:</span>}{' '}
                  {line.before !== undefined && <>{line.before} → </>}
                  {line.value}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </li>
  );
}
