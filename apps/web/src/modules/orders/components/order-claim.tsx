'use client';

import type { Claim, ClaimState } from '@storefront/contracts/claims';
import {
  CLAIM_DAYS,
  ERROR,
  MAX_CLAIM_CHARS,
  MAX_CLAIM_IMAGES,
  MIN_CLAIM_CHARS,
  OPEN_CLAIM_STATES,
} from '@storefront/contracts/constants';
import type { FileRef } from '@storefront/contracts/files';
import type { OrderDetail } from '@storefront/contracts/orders';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { callApi } from '@/lib/api/browser';
import { useOrderClaim } from '@/lib/api/claims';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { keepRefusal, refusalText } from '@/lib/forms/refusal';
import { FormProblem } from '@/modules/common/components/form-problem';
import { Screenshots } from '@/modules/support/feedback/screenshots';
import type { ClaimErrorKey, ClaimValues } from './claim-resolver';
import styles from './order-claim.module.css';

/** A claim's steps until it is settled, each shown in its timeline. */
const OPEN: readonly ClaimState[] = OPEN_CLAIM_STATES;

/**
 * "I did not receive it": on a completed order, within CLAIM_DAYS of delivery, the customer reports
 * that the top-up did not arrive or the code does not work; then the claim's timeline. After the
 * deadline the page says so instead of offering the form.
 */
export function OrderClaim({
  order,
  version,
  onSettled,
}: {
  order: OrderDetail;
  /** The order's live status: a change asks for the claim again. */
  version: string;
  /** The claim was settled (new codes, a refund): the order is read again. */
  onSettled: () => void;
}) {
  const t = useTranslations('claims');
  const format = useFormatter();
  const headingId = useId();
  const { data, replace } = useOrderClaim(order.orderNo, version);
  const [writing, setWriting] = useState(false);

  // A claim seen settling on this page (the customer reloaded it or came back) brings the new code.
  const state = data?.claim?.state;
  const seen = useRef(state);
  useEffect(() => {
    if (seen.current && state && seen.current !== state && !OPEN.includes(state)) onSettled();
    seen.current = state;
  }, [state, onSettled]);

  if (!data || (!data.claim && order.status !== 'completed')) return null;
  const deadline =
    data.deadline === null
      ? null
      : format.dateTime(data.deadline, { dateStyle: 'medium', timeStyle: 'short' });
  const open = data.claim !== null && OPEN.includes(data.claim.state);
  // A completed order with no open claim that cannot be claimed is past its deadline.
  const passed = order.status === 'completed' && data.deadline !== null && !data.canClaim && !open;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {data.claim ? t('stateTitle') : t('title')}
      </h2>
      {data.claim && <ClaimTimeline claim={data.claim} codeProduct={order.product.delivery === 'code'} />}
      {data.canClaim &&
        (writing ? (
          <ClaimForm
            orderNo={order.orderNo}
            onCancel={() => setWriting(false)}
            onSent={(claim) => {
              setWriting(false);
              replace({ ...data, claim, canClaim: false });
            }}
          />
        ) : (
          <>
            <p className={styles.hint}>{t('intro', { deadline: deadline ?? '', days: CLAIM_DAYS })}</p>
            <button type="button" className="button button-quiet" onClick={() => setWriting(true)}>
              {t('open')}
            </button>
          </>
        ))}
      {passed && deadline && (
        <p className={styles.hint} role="note">
          {t('deadlinePassed', { deadline, days: CLAIM_DAYS })}
        </p>
      )}
    </section>
  );
}

/** The claim's steps so far, the current one marked, and what the customer wrote. */
function ClaimTimeline({ claim, codeProduct }: { claim: Claim; codeProduct: boolean }) {
  const t = useTranslations('claims');
  const format = useFormatter();
  const at = new Map(claim.events.map((event) => [event.state, event.at]));
  const settled = OPEN.includes(claim.state) ? undefined : claim.state;
  const steps: ClaimState[] = [...OPEN, settled ?? 'replaced'];
  const stateText =
    claim.state === 'replaced'
      ? codeProduct
        ? t('stateText_replaced_code')
        : t('stateText_replaced_topup')
      : t(`stateText_${claim.state}`);
  return (
    <div className={styles.claim}>
      <ol className={styles.timeline}>
        {steps.map((step) => {
          const when = at.get(step);
          const current = step === claim.state;
          return (
            <li
              key={step}
              className={styles.step}
              data-done={when === undefined ? undefined : 'true'}
              data-state={step}
              aria-current={current ? 'step' : undefined}
            >
              <span className={styles.stepName}>
                {/* Until it is settled, the last step may yet be a replacement, a refund or a refusal. */}
                {step === 'replaced' && !settled ? t('state_decision') : t(`state_${step}`)}
              </span>
              {when !== undefined && (
                <span className={styles.stepTime}>
                  {format.dateTime(when, { dateStyle: 'short', timeStyle: 'short' })}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <div className={styles.status} role="status" data-state={claim.state}>
        <p>{stateText}</p>
        {claim.state === 'declined' && claim.declineReason && (
          <blockquote className={styles.reason}>{claim.declineReason}</blockquote>
        )}
      </div>
      <details className={styles.wrote}>
        <summary>{t('yourClaim')}</summary>
        <p>
          <strong>{t(`kind_${claim.kind}`)}</strong>
        </p>
        <p className={styles.description}>{claim.description}</p>
        {claim.images.length > 0 && (
          <ul className={styles.thumbs}>
            {claim.images.map((image, index) => (
              <li key={image.key}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a signed, expiring URL */}
                <img src={image.url} alt={`${index + 1}`} />
              </li>
            ))}
          </ul>
        )}
      </details>
    </div>
  );
}

function ClaimForm({
  orderNo,
  onCancel,
  onSent,
}: {
  orderNo: string;
  onCancel: () => void;
  onSent: (claim: Claim) => void;
}) {
  const t = useTranslations('claims');
  const id = useId();
  const [images, setImages] = useState<FileRef[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ClaimValues>({
    resolver: useMemo(
      () => lazyResolver(() => import('./claim-resolver').then((module) => module.claimResolver())),
      [],
    ),
    defaultValues: { kind: '', description: '' },
  });

  const send = handleSubmit(async (values) => {
    if (!values.kind) return;
    const answer = await callApi(
      'claim/create',
      {
        orderNo,
        kind: values.kind,
        description: values.description,
        images: images.map((image) => image.key),
      },
      { quiet: true },
    );
    if (!answer.ok) {
      keepRefusal(setError, answer, {
        [ERROR.FIELD_INVALID]: 'description',
        [ERROR.FIELD_REQUIRED]: 'description',
      });
      return;
    }
    onSent(answer.data);
  });

  const problem = (name: keyof ClaimValues) => {
    const error = errors[name];
    if (!error) return null;
    const text =
      refusalText(error) ?? t(error.message as ClaimErrorKey, { min: MIN_CLAIM_CHARS, max: MAX_CLAIM_CHARS });
    return (
      <p id={`${id}-${name}-error`} className={styles.error} role="alert">
        {text}
      </p>
    );
  };

  return (
    <form className={styles.form} onSubmit={(event) => void send(event)} noValidate>
      <fieldset
        className={styles.kinds}
        aria-invalid={errors.kind ? true : undefined}
        aria-describedby={errors.kind ? `${id}-kind-error` : undefined}
      >
        <legend className={styles.label}>{t('kindLabel')}</legend>
        {(['codeNotWorking', 'notReceived'] as const).map((kind) => (
          <label key={kind} className={styles.kind}>
            <input type="radio" value={kind} {...register('kind')} />
            {t(`kind_${kind}`)}
          </label>
        ))}
        {problem('kind')}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-description`} className={styles.label}>
          {t('description')}
        </label>
        <textarea
          id={`${id}-description`}
          rows={4}
          maxLength={MAX_CLAIM_CHARS}
          placeholder={t('descriptionHint', { min: MIN_CLAIM_CHARS })}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${id}-description-error` : undefined}
          {...register('description')}
        />
        {problem('description')}
      </div>
      <Screenshots value={images} onChange={setImages} max={MAX_CLAIM_IMAGES} />
      <FormProblem errors={errors} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? t('sending') : t('send')}
        </button>
        <button type="button" className="button button-quiet" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
