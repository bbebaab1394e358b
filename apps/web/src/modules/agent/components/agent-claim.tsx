'use client';

import type { AgentClaim as AgentClaimData, ClaimMoveRequest } from '@storefront/contracts/claims';
import { CLAIM_MOVES, MAX_CLAIM_REASON_CHARS } from '@storefront/contracts/constants';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/modules/common/components/confirm-dialog';
import { callAdmin } from '../admin-api';
import styles from './agent.module.css';

type Move = ClaimMoveRequest['to'];

/**
 * One claim as an agent sees it: what the customer wrote and attached, the order (its codes by their
 * last four characters only, never a whole code) and the moves its state allows, each confirmed.
 */
export function AgentClaim({
  claim,
  onChanged,
}: {
  claim: AgentClaimData;
  onChanged: (claim: AgentClaimData) => void;
}) {
  const t = useTranslations('agent');
  const tc = useTranslations('claims');
  const to = useTranslations('orders');
  const format = useFormatter();
  const time = (epoch: number) => format.dateTime(epoch, { dateStyle: 'medium', timeStyle: 'short' });
  const { order } = claim;

  return (
    <article className={styles.detail}>
      <header className={styles.claimHead}>
        <h2 className={styles.title}>{t('claimOn', { orderNo: claim.orderNo })}</h2>
        <span className={styles.status} data-claim={claim.state}>
          {tc(`state_${claim.state}`)}
        </span>
      </header>
      <dl className={styles.facts}>
        <dt>{t('claimKind')}</dt>
        <dd>{tc(`kind_${claim.kind}`)}</dd>
        <dt>{t('product')}</dt>
        <dd>
          {order.productName} · {order.skuName} × {order.quantity}
        </dd>
        <dt>{t('orderStatus')}</dt>
        <dd>{to(`status_${order.status}`)}</dd>
        {order.completedAt !== null && (
          <>
            <dt>{t('completedAt')}</dt>
            <dd>{time(order.completedAt)}</dd>
          </>
        )}
        {order.playerId && (
          <>
            <dt>{t('playerId')}</dt>
            <dd>{order.playerId}</dd>
          </>
        )}
        {claim.customerEmail && (
          <>
            <dt>{t('customerEmail')}</dt>
            <dd>{claim.customerEmail}</dd>
          </>
        )}
      </dl>
      {order.codes.length > 0 && (
        <section aria-label={t('codesLastFour')}>
          <h3 className={styles.subTitle}>{t('codesLastFour')}</h3>
          <ul className={styles.codes}>
            {order.codes.map((code) => (
              <li key={code.id} data-replaced={code.replaced ? 'true' : undefined}>
                <code>…{code.lastFour}</code>
                {code.replaced && <span className={styles.muted}> ({t('codeReplaced')})</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section>
        <h3 className={styles.subTitle}>{t('claimDescription')}</h3>
        <p className={styles.claimText}>{claim.description}</p>
        {claim.images.length > 0 && (
          <ul className={styles.claimImages} aria-label={t('screenshots')}>
            {claim.images.map((image, index) => (
              <li key={image.key}>
                <a href={image.url} target="_blank" rel="noreferrer">
                  {/* eslint-disable-next-line @next/next/no-img-element -- a signed, expiring URL */}
                  <img src={image.url} alt={`${t('screenshots')} ${index + 1}`} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ol className={styles.claimEvents}>
        {claim.events.map((event) => (
          <li key={`${event.state}-${event.at}`}>
            <strong>{tc(`state_${event.state}`)}</strong> · {time(event.at)}
          </li>
        ))}
      </ol>
      {claim.state === 'declined' && claim.declineReason && (
        <blockquote className={styles.claimText}>{claim.declineReason}</blockquote>
      )}
      {CLAIM_MOVES[claim.state].length > 0 && (
        <div className={styles.actions}>
          {CLAIM_MOVES[claim.state].map((move) => (
            <ClaimMove key={move} claim={claim} move={move} onMoved={onChanged} />
          ))}
        </div>
      )}
    </article>
  );
}

function ClaimMove({
  claim,
  move,
  onMoved,
}: {
  claim: AgentClaimData;
  move: Move;
  onMoved: (claim: AgentClaimData) => void;
}) {
  const t = useTranslations('agent');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const code = claim.order.codeProduct;
  const label = {
    checking: t('moveChecking'),
    replaced: code ? t('moveReplacedCode') : t('moveReplacedTopup'),
    refunded: t('moveRefunded'),
    declined: t('moveDeclined'),
  }[move];
  const text = {
    checking: t('confirmChecking'),
    replaced: code ? t('confirmReplacedCode') : t('confirmReplacedTopup'),
    refunded: t('confirmRefunded'),
    declined: t('confirmDeclined'),
  }[move];
  const needsReason = move === 'declined';

  const confirm = async () => {
    if (needsReason && !reason.trim()) return;
    setBusy(true);
    const answer = await callAdmin('claim/move', {
      id: claim.id,
      to: move,
      ...(needsReason ? { reason: reason.trim() } : {}),
    });
    setBusy(false);
    // A refusal is a toast (callAdmin); the dialog stays open to try again or cancel.
    if (!answer.ok) return;
    setOpen(false);
    setReason('');
    onMoved(answer.data);
  };

  const danger = move === 'refunded' || move === 'declined';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={{
        label,
        className: move === 'replaced' ? 'button' : `button button-quiet ${danger ? styles.dangerQuiet : ''}`,
      }}
      title={`${label}?`}
      description={text}
      closeLabel={t('close')}
      confirmLabel={t('confirm')}
      cancelLabel={t('cancel')}
      danger={danger}
      busy={busy}
      className={styles.reply}
      confirmDisabled={needsReason && !reason.trim()}
      onConfirm={() => void confirm()}
    >
      {needsReason && (
        <>
          <label htmlFor={`${id}-reason`}>{t('declineReason')}</label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            required
            maxLength={MAX_CLAIM_REASON_CHARS}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </>
      )}
    </ConfirmDialog>
  );
}
