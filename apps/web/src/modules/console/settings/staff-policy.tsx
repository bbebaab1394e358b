'use client';

import type { StaffPolicy } from '@storefront/contracts/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Refused, staffCall } from '../console-api';
import { Problem } from '../components/problem';
import styles from '../content/content.module.css';

const POLICY_QUERY = ['console', 'staffPolicy'] as const;

/**
 * Owners: the store's rule for staff sign-in. With TOTP required of agents, an agent without it
 * enrols at the next sign-in, and the password-only sign-in refuses them. Saved on its own (it is
 * the staff module's, not the site's settings), and written to the audit log.
 */
export function StaffPolicyPanel() {
  const t = useTranslations('consoleSettings');
  const id = useId();
  const client = useQueryClient();
  const policy = useQuery({
    queryKey: POLICY_QUERY,
    queryFn: () => staffCall('staff/policy', {}),
    retry: false,
  });
  const save = useMutation({
    mutationFn: (next: StaffPolicy) => staffCall('staff/savePolicy', next),
    onSuccess: (saved) => client.setQueryData(POLICY_QUERY, saved),
  });
  const [status, setStatus] = useState<string>();
  const [problem, setProblem] = useState<string>();
  if (!policy.data) return null;
  return (
    <section className={styles.group} aria-labelledby={`${id}-policy`}>
      <h3 id={`${id}-policy`}>{t('staffPolicy')}</h3>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={policy.data.agentTotpRequired}
          disabled={save.isPending}
          onChange={(event) => {
            const agentTotpRequired = event.target.checked;
            save.mutateAsync({ agentTotpRequired }).then(
              () => {
                setProblem(undefined);
                setStatus(t(agentTotpRequired ? 'agentTotpOn' : 'agentTotpOff'));
              },
              (error: unknown) => setProblem(error instanceof Refused ? error.message : t('policyFailed')),
            );
          }}
        />{' '}
        {t('agentTotpRequired')}
      </label>
      <p className={styles.muted}>{t('agentTotpRequiredHint')}</p>
      {status && <p role="status">{status}</p>}
      <Problem text={problem} />
    </section>
  );
}
