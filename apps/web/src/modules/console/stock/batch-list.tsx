'use client';

import type { CodeBatch } from '@storefront/contracts/console-stock';
import { useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/modules/common/components/confirm-dialog';
import { Refused, staffCall } from '../console-api';
import shared from '../components/console.module.css';
import { Problem } from '../components/problem';
import { download, minorDigits, stockKeys } from './stock-api';
import styles from './stock.module.css';

/** A SKU's batches, newest first: where they came from, their counts, and void / export. */
export function BatchList({
  batches,
  skuId,
  owner,
}: {
  batches: CodeBatch[];
  skuId: string;
  owner: boolean;
}) {
  const t = useTranslations('consoleStock');
  const format = useFormatter();
  const id = useId();
  const [notice, setNotice] = useState<{ text: string; problem: boolean }>();
  const status = (batch: CodeBatch) => (batch.voidedAt ? t('status_voided') : t(`status_${batch.status}`));
  return (
    <section aria-labelledby={`${id}-title`} className={styles.section}>
      <h3 id={`${id}-title`}>{t('batches')}</h3>
      {notice && (
        <p
          className={notice.problem ? shared.problem : shared.muted}
          role={notice.problem ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      {batches.length === 0 ? (
        <p className={shared.muted}>{t('noBatches')}</p>
      ) : (
        <ul className={styles.batches}>
          {batches.map((batch) => (
            <li key={batch.batchId} className={styles.batch} data-batch={batch.name}>
              <div className={styles.batchHead}>
                <strong>{batch.name}</strong>
                <span className={batch.voidedAt || batch.status === 'failed' ? styles.flag : styles.badge}>
                  {status(batch)}
                </span>
              </div>
              <dl className={styles.batchFacts}>
                <div>
                  <dt>{t('supplier')}</dt>
                  <dd>{batch.supplier}</dd>
                </div>
                <div>
                  <dt>{t('costPerCode')}</dt>
                  <dd>
                    {format.number(batch.costPerCode / 10 ** minorDigits(batch.costCurrency), {
                      style: 'currency',
                      currency: batch.costCurrency,
                    })}
                  </dd>
                </div>
                <div>
                  <dt>{t('counts')}</dt>
                  <dd>
                    {t('countsValue', {
                      added: batch.added,
                      repeated: batch.repeatedInFile,
                      already: batch.alreadyHad,
                    })}
                  </dd>
                </div>
                <div>
                  <dt>{t('unsold')}</dt>
                  <dd>{batch.unsold}</dd>
                </div>
                <div>
                  <dt>{t('importedAt')}</dt>
                  <dd>
                    {format.dateTime(batch.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                    {batch.createdBy ? ` · ${batch.createdBy}` : ''}
                  </dd>
                </div>
                {batch.voidedAt && (
                  <div>
                    <dt>{t('voidedAt')}</dt>
                    <dd>
                      {format.dateTime(batch.voidedAt, { dateStyle: 'medium', timeStyle: 'short' })}
                      {batch.voidedBy ? ` · ${batch.voidedBy}` : ''}
                    </dd>
                  </div>
                )}
              </dl>
              {batch.status !== 'importing' && (
                <div className={shared.actions}>
                  {!batch.voidedAt && batch.unsold > 0 && (
                    <VoidBatch batch={batch} skuId={skuId} onNotice={setNotice} />
                  )}
                  {owner && batch.unsold > 0 && <ExportBatch batch={batch} onNotice={setNotice} />}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type Notice = (notice: { text: string; problem: boolean }) => void;

function VoidBatch({ batch, skuId, onNotice }: { batch: CodeBatch; skuId: string; onNotice: Notice }) {
  const t = useTranslations('consoleStock');
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const voided = await staffCall('stock/void', { batchId: batch.batchId });
      onNotice({ text: t('voided', { count: voided.voided, name: batch.name }), problem: false });
    } catch (error) {
      onNotice({ text: error instanceof Refused ? error.message : t('failed'), problem: true });
    } finally {
      setBusy(false);
      setOpen(false);
      void client.invalidateQueries({ queryKey: stockKeys.overview(skuId) });
      void client.invalidateQueries({ queryKey: stockKeys.products });
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={{ label: t('void'), className: 'button button-quiet' }}
      title={t('voidTitle', { name: batch.name })}
      description={t('voidText', { count: batch.unsold })}
      closeLabel={t('close')}
      confirmLabel={t('voidConfirm')}
      cancelLabel={t('cancel')}
      danger
      busy={busy}
      onConfirm={() => void confirm()}
    />
  );
}

/** Owners: the batch's unsold codes as a CSV file, after a fresh code from their authenticator app. */
function ExportBatch({ batch, onNotice }: { batch: CodeBatch; onNotice: Notice }) {
  const t = useTranslations('consoleStock');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!/^\d{6}$/.test(code.trim())) return setProblem(t('totpInvalid'));
    setBusy(true);
    try {
      const file = await staffCall('stock/export', { batchId: batch.batchId, code: code.trim() });
      download(file.fileName, file.csv);
      onNotice({ text: t('exported', { count: file.count }), problem: false });
      setOpen(false);
    } catch (error) {
      setProblem(error instanceof Refused ? error.message : t('failed'));
    } finally {
      setBusy(false);
      setCode('');
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setProblem(undefined);
      }}
      trigger={{ label: t('export'), className: 'button button-quiet' }}
      title={t('exportTitle', { name: batch.name })}
      description={t('exportText', { count: batch.unsold })}
      closeLabel={t('close')}
      confirmLabel={t('exportConfirm')}
      cancelLabel={t('cancel')}
      busy={busy}
      className={styles.form}
      onConfirm={() => void submit()}
    >
      <p className={shared.muted}>{t('exportApostrophe')}</p>
      <div className={shared.field}>
        <label htmlFor={`${id}-code`}>{t('totp')}</label>
        <input
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <Problem text={problem} />
      </div>
    </ConfirmDialog>
  );
}
