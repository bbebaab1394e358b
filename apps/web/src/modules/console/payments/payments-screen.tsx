'use client';

import { CONSOLE_ERROR } from '@storefront/contracts/console-errors';
import type { ConsolePaymentMethod, PaymentRegionView } from '@storefront/contracts/console-payments';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { methodKey } from '@/modules/checkout/method-name';
import { Refused, staffCall } from '../console-api';
import shared from '../components/console.module.css';
import { MoveButtons } from '../components/move-buttons';
import { Refusal } from '../components/problem';
import { draftOf, feesChanged, fixedFee, rateBp, type FeeDraft } from './fee-draft';
import { usePaymentRegion } from './payments-api';
import styles from './payments.module.css';

/** Owners: per region, which payment methods are offered and in which order, and each method's fees. */
export function PaymentsScreen() {
  const t = useTranslations('consolePayments');
  const pickerId = useId();
  const [region, setRegion] = useState<string>();
  const [notice, setNotice] = useState<{ text: string; problem: boolean }>();
  const view = usePaymentRegion(region);
  if (view.error instanceof Refused || !view.data) return <Refusal error={view.error} />;
  const { data } = view;
  // A save (this one or another owner's) gives new revisions: the form starts again from them.
  const revisions = data.methods.map((method) => method.revision).join('.');
  return (
    <>
      <div className={styles.picker}>
        <label htmlFor={pickerId}>{t('region')}</label>
        <select
          id={pickerId}
          value={data.region}
          onChange={(event) => {
            setNotice(undefined);
            setRegion(event.target.value);
          }}
        >
          {data.regions.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name} ({item.currency})
            </option>
          ))}
        </select>
      </div>
      <p className={shared.muted}>{t('feesNote')}</p>
      <RegionForm
        key={`${data.region}:${data.revision}:${revisions}`}
        view={data}
        notice={notice}
        onNotice={setNotice}
      />
    </>
  );
}

type Problems = Record<string, { rate?: boolean; fixed?: string[] }>;

function RegionForm({
  view,
  notice,
  onNotice,
}: {
  view: PaymentRegionView;
  notice: { text: string; problem: boolean } | undefined;
  onNotice: (notice: { text: string; problem: boolean } | undefined) => void;
}) {
  const t = useTranslations('consolePayments');
  const queries = useQueryClient();
  const [order, setOrder] = useState(() => view.methods.map((method) => method.id));
  const [enabled, setEnabled] = useState(
    () => new Map(view.methods.map((method) => [method.id, method.enabled])),
  );
  const [drafts, setDrafts] = useState(
    () => new Map(view.methods.map((method) => [method.id, draftOf(method)])),
  );
  const [problems, setProblems] = useState<Problems>({});
  const [saving, setSaving] = useState(false);
  const byId = new Map(view.methods.map((method) => [method.id, method]));
  const currency = view.regions.find((item) => item.code === view.region)?.currency;

  const move = (index: number, by: -1 | 1) =>
    setOrder((ids) => {
      const next = [...ids];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });

  /** Each method's typed fees checked; the problems are kept on their fields. */
  function check(): boolean {
    const found: Problems = {};
    for (const [id, draft] of drafts) {
      const rate = rateBp(draft.rate) === undefined;
      const fixed = Object.entries(draft.fixed)
        .filter(([, text]) => fixedFee(text) === undefined)
        .map(([code]) => code);
      if (rate || fixed.length > 0) found[id] = { rate, fixed };
    }
    setProblems(found);
    return Object.keys(found).length === 0;
  }

  async function save() {
    onNotice(undefined);
    if (!check()) return;
    setSaving(true);
    try {
      const listChanged =
        order.some((id, index) => view.methods[index]?.id !== id) ||
        view.methods.some((method) => enabled.get(method.id) !== method.enabled);
      if (listChanged) {
        await staffCall('paymentMethods/saveRegion', {
          region: view.region,
          revision: view.revision,
          methods: order.map((id) => ({ id, enabled: enabled.get(id) ?? false })),
        });
      }
      for (const method of view.methods) {
        const draft = drafts.get(method.id)!;
        if (!feesChanged(method, draft)) continue;
        await staffCall('paymentMethods/saveFees', {
          methodId: method.id,
          revision: method.revision,
          feeRateBp: rateBp(draft.rate)!,
          fixedFees: method.fixedFees.map(({ currency: code }) => ({
            currency: code,
            fee: fixedFee(draft.fixed[code] ?? '')!,
          })),
        });
      }
      onNotice({ text: t('saved'), problem: false });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      // Someone saved meanwhile: what they saved is shown (the list is read again), with why.
      onNotice({
        text:
          error.code === CONSOLE_ERROR.STAFF_STALE_SAVE
            ? `${error.message} ${t('staleHint')}`
            : error.message,
        problem: true,
      });
    } finally {
      setSaving(false);
      await queries.invalidateQueries({ queryKey: ['console', 'payments'] });
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      noValidate
    >
      <ol className={styles.methods} aria-label={t('methodsOf', { region: view.region })}>
        {order.map((id, index) => (
          <MethodRow
            key={id}
            method={byId.get(id)!}
            position={index}
            last={index === order.length - 1}
            currency={currency}
            enabled={enabled.get(id) ?? false}
            draft={drafts.get(id)!}
            problems={problems[id]}
            onMove={(by) => move(index, by)}
            onEnabled={(value) => setEnabled((map) => new Map(map).set(id, value))}
            onDraft={(draft) => setDrafts((map) => new Map(map).set(id, draft))}
          />
        ))}
      </ol>
      <div className={styles.save}>
        <button type="submit" className="button" disabled={saving}>
          {t('save')}
        </button>
        {notice && (
          <p
            className={notice.problem ? shared.problem : shared.muted}
            role={notice.problem ? 'alert' : 'status'}
          >
            {notice.text}
          </p>
        )}
      </div>
    </form>
  );
}

function MethodRow({
  method,
  position,
  last,
  currency,
  enabled,
  draft,
  problems,
  onMove,
  onEnabled,
  onDraft,
}: {
  method: ConsolePaymentMethod;
  position: number;
  last: boolean;
  currency: string | undefined;
  enabled: boolean;
  draft: FeeDraft;
  problems: Problems[string] | undefined;
  onMove: (by: -1 | 1) => void;
  onEnabled: (enabled: boolean) => void;
  onDraft: (draft: FeeDraft) => void;
}) {
  const t = useTranslations('consolePayments');
  const names = useTranslations('checkout');
  const id = useId();
  const name = names(methodKey(method.id));
  // The region's own currency first: the fee its customers pay.
  const fees = [...method.fixedFees].sort(
    (a, b) => Number(b.currency === currency) - Number(a.currency === currency),
  );
  return (
    <li className={styles.method} aria-label={name}>
      <div className={styles.head}>
        <strong>
          {position + 1}. {name}
        </strong>
        <span className={shared.muted}>
          {t(`provider_${method.provider}`)} ·{' '}
          <span className={method.configured ? undefined : shared.problem}>
            {method.configured ? t('configured') : t('notConfigured')}
          </span>
        </span>
      </div>
      <div className={shared.actions}>
        <MoveButtons
          up={{ label: t('moveUpNamed', { name }), text: t('moveUp'), disabled: position === 0 }}
          down={{ label: t('moveDownNamed', { name }), text: t('moveDown'), disabled: last }}
          onMove={onMove}
        />
        <label className={styles.check}>
          <input type="checkbox" checked={enabled} onChange={(event) => onEnabled(event.target.checked)} />
          {t('offered')}
        </label>
      </div>
      <div className={styles.fees}>
        <FeeInput
          id={`${id}-rate`}
          label={t('feeRate')}
          value={draft.rate}
          problem={problems?.rate ? t('feeRateInvalid') : undefined}
          inputMode="decimal"
          onChange={(rate) => onDraft({ ...draft, rate })}
        />
        {fees.map(({ currency: code }) => (
          <FeeInput
            key={code}
            id={`${id}-${code}`}
            label={t('fixedFee', { currency: code })}
            value={draft.fixed[code] ?? ''}
            problem={problems?.fixed?.includes(code) ? t('fixedFeeInvalid') : undefined}
            inputMode="numeric"
            onChange={(text) => onDraft({ ...draft, fixed: { ...draft.fixed, [code]: text } })}
          />
        ))}
      </div>
    </li>
  );
}

function FeeInput({
  id,
  label,
  value,
  problem,
  inputMode,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  problem: string | undefined;
  inputMode: 'decimal' | 'numeric';
  onChange: (value: string) => void;
}) {
  return (
    <div className={shared.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        inputMode={inputMode}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && (
        <p id={`${id}-problem`} className={shared.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
