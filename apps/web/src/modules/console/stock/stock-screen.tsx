'use client';

import type { StockFigures, StockOverview, StockProduct } from '@storefront/contracts/console-stock';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Refused, staffCall, useMe } from '../console-api';
import shared from '../components/console.module.css';
import { Refusal } from '../components/problem';
import { BatchList } from './batch-list';
import { ImportPanel } from './import-panel';
import { stockKeys, useStockOverview, useStockProducts } from './stock-api';
import styles from './stock.module.css';

/**
 * Owners and operators: a code product's SKU, its stock (for sale, held, sold, voided), its
 * low-stock alert, an import of pasted or uploaded codes, and its batches to void or export.
 */
export function StockScreen() {
  const t = useTranslations('consoleStock');
  // Only owners export codes: the shell has already asked who is signed in.
  const owner = useMe(true).data?.role === 'owner';
  const id = useId();
  const products = useStockProducts();
  const [choice, setChoice] = useState<{ slug?: string; skuId?: string }>({});
  const [importing, setImporting] = useState(false);
  const list = products.data?.list ?? [];
  const product = list.find((item) => item.slug === choice.slug) ?? list[0];
  const sku = product?.skus.find((item) => item.skuId === choice.skuId) ?? product?.skus[0];
  const overview = useStockOverview(sku?.skuId, importing);
  if (products.error instanceof Refused || !products.data) return <Refusal error={products.error} />;
  return (
    <>
      {!product ? (
        <p>{t('noProducts')}</p>
      ) : (
        <>
          <div className={styles.pickers}>
            <div className={shared.field}>
              <label htmlFor={`${id}-product`}>{t('product')}</label>
              <select
                id={`${id}-product`}
                value={product.slug}
                disabled={importing}
                onChange={(event) => setChoice({ slug: event.target.value })}
              >
                {list.map((item) => (
                  <option key={item.slug} value={item.slug}>
                    {item.name}
                  </option>
                ))}
              </select>
            </div>
            <div className={shared.field}>
              <label htmlFor={`${id}-sku`}>{t('sku')}</label>
              <select
                id={`${id}-sku`}
                value={sku?.skuId ?? ''}
                disabled={importing}
                onChange={(event) => setChoice({ slug: product.slug, skuId: event.target.value })}
              >
                {product.skus.map((item) => (
                  <option key={item.skuId} value={item.skuId}>
                    {item.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <SkuTable
            skus={product.skus}
            chosen={sku?.skuId}
            disabled={importing}
            onChoose={(skuId) => setChoice({ slug: product.slug, skuId })}
          />
          {sku && overview.data?.skuId === sku.skuId && (
            <>
              <Figures figures={overview.data.figures} />
              <ThresholdForm key={sku.skuId} overview={overview.data} />
              <ImportPanel
                key={`import-${sku.skuId}`}
                skuId={sku.skuId}
                batches={overview.data.batches}
                onImporting={setImporting}
              />
              <BatchList batches={overview.data.batches} skuId={sku.skuId} owner={owner} />
            </>
          )}
        </>
      )}
    </>
  );
}

const FIGURE_NAMES = ['free', 'held', 'sold', 'voided'] as const;

/** Every SKU of the product with its figures; a SKU's name chooses it. */
function SkuTable({
  skus,
  chosen,
  disabled,
  onChoose,
}: {
  skus: StockProduct['skus'];
  chosen: string | undefined;
  disabled: boolean;
  onChoose: (skuId: string) => void;
}) {
  const t = useTranslations('consoleStock');
  return (
    <table className={styles.skus}>
      <caption>{t('skuTable')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('sku')}</th>
          {FIGURE_NAMES.map((name) => (
            <th key={name} scope="col">
              {t(`figure_${name}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {skus.map((item) => (
          <tr key={item.skuId} aria-current={item.skuId === chosen ? 'true' : undefined}>
            <th scope="row">
              <button type="button" disabled={disabled} onClick={() => onChoose(item.skuId)}>
                {item.name}
              </button>
            </th>
            {FIGURE_NAMES.map((name) => (
              <td key={name}>{item.figures[name]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Figures({ figures }: { figures: StockFigures }) {
  const t = useTranslations('consoleStock');
  return (
    <section aria-labelledby="stock-figures" className={styles.section}>
      <h3 id="stock-figures">
        {t('figures')} {figures.free === 0 && <span className={styles.soldOut}>{t('soldOut')}</span>}
      </h3>
      <dl className={styles.figures}>
        {FIGURE_NAMES.map((name) => (
          <div key={name}>
            <dt>{t(`figure_${name}`)}</dt>
            <dd data-figure={name}>{figures[name]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The low-stock alert: operators and owners are mailed once when codes for sale fall below it. */
function ThresholdForm({ overview }: { overview: StockOverview }) {
  const t = useTranslations('consoleStock');
  const id = useId();
  const client = useQueryClient();
  const [value, setValue] = useState(String(overview.threshold?.threshold ?? ''));
  const [enabled, setEnabled] = useState(overview.threshold?.enabled ?? true);
  const [notice, setNotice] = useState<{ text: string; problem: boolean }>();
  const [busy, setBusy] = useState(false);
  const save = async (threshold: { threshold: number; enabled: boolean } | null) => {
    setBusy(true);
    try {
      const next = await staffCall('stock/threshold', { skuId: overview.skuId, threshold });
      client.setQueryData(stockKeys.overview(overview.skuId), next);
      setNotice({ text: threshold ? t('thresholdSaved') : t('thresholdRemoved'), problem: false });
      if (!threshold) setValue('');
    } catch (error) {
      setNotice({ text: error instanceof Refused ? error.message : t('failed'), problem: true });
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const threshold = Number(value);
    if (!Number.isInteger(threshold) || threshold < 1) {
      setNotice({ text: t('thresholdInvalid'), problem: true });
      return;
    }
    void save({ threshold, enabled });
  };
  return (
    <section aria-labelledby={`${id}-title`} className={styles.section}>
      <h3 id={`${id}-title`}>{t('threshold')}</h3>
      <p className={shared.muted}>{t('thresholdHint')}</p>
      <form className={styles.inline} onSubmit={submit}>
        <div className={shared.field}>
          <label htmlFor={`${id}-value`}>{t('thresholdValue')}</label>
          <input
            id={`${id}-value`}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        <label className={styles.check}>
          <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
          {t('thresholdEnabled')}
        </label>
        <div className={shared.actions}>
          <button type="submit" className="button" disabled={busy}>
            {t('save')}
          </button>
          {overview.threshold && (
            <button
              type="button"
              className="button button-quiet"
              disabled={busy}
              onClick={() => void save(null)}
            >
              {t('thresholdRemove')}
            </button>
          )}
        </div>
      </form>
      {notice && (
        <p
          className={notice.problem ? shared.problem : shared.muted}
          role={notice.problem ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
    </section>
  );
}
