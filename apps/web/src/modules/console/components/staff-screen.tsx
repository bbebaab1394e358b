'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CONSOLE_ERROR } from '@storefront/contracts/console-errors';
import {
  InviteRequest,
  STAFF_ROLES,
  type Invitation,
  type StaffListItem,
  type StaffRole,
} from '@storefront/contracts/staff';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { keepRefusal } from '@/lib/forms/refusal';
import { ConfirmDialog } from '@/modules/common/components/confirm-dialog';
import { FormProblem } from '@/modules/common/components/form-problem';
import { Refused, useMe, useStaffChange, useStaffList } from '../console-api';
import styles from './console.module.css';
import { Field } from './field';
import { Problem, Refusal } from './problem';

/**
 * Owners: every staff member with their role, 2FA and last activity; invite, change, disable, end
 * sessions; pending invitations withdrawn, sent again, or (to the owner role) confirmed by another owner.
 */
export function StaffScreen() {
  const t = useTranslations('console');
  const list = useStaffList();
  if (list.error instanceof Refused || !list.data) return <Refusal error={list.error} />;
  return (
    <>
      <ul className={styles.list} aria-label={t('staff')}>
        {list.data.list.map((member) => (
          <StaffRow key={member.staffId} member={member} />
        ))}
      </ul>
      <InviteForm />
      {list.data.invitations.length > 0 && (
        <>
          <h3>{t('pendingInvitations')}</h3>
          <ul className={styles.list} aria-label={t('pendingInvitations')}>
            {list.data.invitations.map((invitation) => (
              <PendingInvitation key={invitation.invitationId} invitation={invitation} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function Time({ at }: { at: number }) {
  const format = useFormatter();
  return (
    <time dateTime={new Date(at).toISOString()}>
      {format.dateTime(at, { dateStyle: 'medium', timeStyle: 'short' })}
    </time>
  );
}

/** A pending invitation: its address, role and end; withdraw, send again, or confirm another owner's. */
function PendingInvitation({ invitation }: { invitation: Invitation }) {
  const t = useTranslations('console');
  const me = useMe(true);
  const withdraw = useStaffChange('staff/withdrawInvitation');
  const resend = useStaffChange('staff/resendInvitation');
  const confirm = useStaffChange('staff/confirmInvitation');
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const [withdrawing, setWithdrawing] = useState(false);
  const { invitationId, email } = invitation;
  const run = (work: Promise<unknown>, said: string) =>
    work.then(
      () => {
        setProblem(undefined);
        setDone(said);
      },
      (error: unknown) => setProblem(error instanceof Refused ? error.message : undefined),
    );
  // The inviter cannot confirm their own: the point is a second owner's eyes.
  const mayConfirm = invitation.awaitingConfirmation && me.data && me.data.email !== invitation.invitedBy;
  return (
    <li className={styles.invitation} aria-label={email}>
      <span>{email}</span>
      <span>{t(`role_${invitation.role}`)}</span>
      <span>
        {t('expires')}: <Time at={invitation.expiresAt} />
      </span>
      <div className={styles.actions}>
        {mayConfirm && (
          <button
            type="button"
            className="button"
            onClick={() =>
              void run(confirm.mutateAsync({ invitationId }), t('invitationConfirmed', { email }))
            }
          >
            {t('confirmInvitation')}
          </button>
        )}
        <button
          type="button"
          className="button button-quiet"
          onClick={() => void run(resend.mutateAsync({ invitationId }), t('invitationResent', { email }))}
        >
          {t('resendInvitation')}
        </button>
        <button type="button" className="button button-quiet" onClick={() => setWithdrawing(true)}>
          {t('withdrawInvitation')}
        </button>
      </div>
      {invitation.awaitingConfirmation && (
        <span className={styles.badge}>{t('awaitingConfirmation', { email: invitation.invitedBy })}</span>
      )}
      {done && <p role="status">{done}</p>}
      <Problem text={problem} />
      <ConfirmDialog
        open={withdrawing}
        onOpenChange={setWithdrawing}
        title={t('confirmWithdraw', { email })}
        description={t('confirmWithdrawHint')}
        closeLabel={t('cancel')}
        confirmLabel={t('withdrawInvitation')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          setWithdrawing(false);
          void run(withdraw.mutateAsync({ invitationId }), t('invitationWithdrawn', { email }));
        }}
      />
    </li>
  );
}

function StaffRow({ member }: { member: StaffListItem }) {
  const t = useTranslations('console');
  const id = useId();
  const setRole = useStaffChange('staff/setRole');
  const setDisabled = useStaffChange('staff/setDisabled');
  const endSessions = useStaffChange('staff/endSessions');
  const [problem, setProblem] = useState<string>();
  // A new role or disabling waits here until confirmed: a slip of the list or a tap takes nobody's access.
  const [pending, setPending] = useState<{ role: StaffRole } | { disable: true }>();
  const run = (work: Promise<unknown>) =>
    work.then(
      () => setProblem(undefined),
      (error: unknown) => setProblem(error instanceof Refused ? error.message : undefined),
    );
  const confirm = () => {
    if (!pending) return;
    setPending(undefined);
    void run(
      'role' in pending
        ? setRole.mutateAsync({ staffId: member.staffId, role: pending.role })
        : setDisabled.mutateAsync({ staffId: member.staffId, disabled: true }),
    );
  };
  return (
    <li className={styles.member} aria-label={member.email}>
      <div className={styles.identity}>
        <strong>
          {member.name} {member.demo && <span className={styles.badge}>{t('demoBadge')}</span>}
        </strong>
        <span className={styles.muted}>{member.email}</span>
        {member.demo && <span className={styles.muted}>{t('demoHint')}</span>}
      </div>
      <div className={styles.cell}>
        <label htmlFor={`${id}-role`}>{t('role')}</label>
        <select
          id={`${id}-role`}
          value={pending && 'role' in pending ? pending.role : member.role}
          onChange={(event) => setPending({ role: event.target.value as StaffRole })}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`role_${role}`)}
            </option>
          ))}
        </select>
      </div>
      <dl className={styles.cell}>
        <dt>{t('twoFactor')}</dt>
        <dd>{member.totpEnabled ? t('on') : t('off')}</dd>
      </dl>
      <dl className={styles.cell}>
        <dt>{t('lastActive')}</dt>
        <dd>{member.lastActiveAt ? <Time at={member.lastActiveAt} /> : t('never')}</dd>
      </dl>
      <dl className={styles.cell}>
        <dt>{t('status')}</dt>
        <dd>
          {member.disabled ? t('disabled') : t('active')} · {t('sessions')}: {member.activeSessions}
        </dd>
      </dl>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button-quiet"
          onClick={() =>
            member.disabled
              ? void run(setDisabled.mutateAsync({ staffId: member.staffId, disabled: false }))
              : setPending({ disable: true })
          }
        >
          {member.disabled ? t('enable') : t('disable')}
        </button>
        <button
          type="button"
          className="button button-quiet"
          disabled={member.activeSessions === 0}
          onClick={() => void run(endSessions.mutateAsync({ staffId: member.staffId }))}
        >
          {t('endSessions')}
        </button>
      </div>
      <Problem text={problem} />
      <ConfirmDialog
        open={pending !== undefined}
        onOpenChange={(open) => !open && setPending(undefined)}
        title={
          pending && 'role' in pending
            ? t('confirmRole', { name: member.name, role: t(`role_${pending.role}`) })
            : t('confirmDisable', { name: member.name })
        }
        description={member.email}
        closeLabel={t('cancel')}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        onConfirm={confirm}
      />
    </li>
  );
}

function InviteForm() {
  const t = useTranslations('console');
  const v = useTranslations('validation');
  const id = useId();
  const invite = useStaffChange('staff/invite');
  const [sent, setSent] = useState<string>();
  const form = useForm({
    resolver: zodResolver(InviteRequest),
    defaultValues: { email: '', role: 'operator' as StaffRole },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const invitation = await invite.mutateAsync(values);
      setSent(invitation.email);
      form.reset();
    } catch (error) {
      if (error instanceof Refused)
        keepRefusal(form.setError, error, { [CONSOLE_ERROR.STAFF_EMAIL_IN_USE]: 'email' });
    }
  });
  return (
    <form className={styles.panel} onSubmit={(event) => void submit(event)} noValidate>
      <h3>{t('inviteTitle')}</h3>
      <Field form={form} name="email" label={t('email')} invalid={v('emailInvalid')} type="email" />
      <div className={styles.field}>
        <label htmlFor={`${id}-role`}>{t('role')}</label>
        <select id={`${id}-role`} {...form.register('role')}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`role_${role}`)}
            </option>
          ))}
        </select>
      </div>
      <FormProblem errors={form.formState.errors} />
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {t('invite')}
      </button>
      {sent && <p role="status">{t('invited', { email: sent })}</p>}
    </form>
  );
}
