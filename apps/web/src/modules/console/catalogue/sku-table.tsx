'use client';

import type { ConsoleProduct, ConsoleSku } from '@storefront/contracts/console-catalogue';
import { formatAmount } from '@storefront/contracts/money';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Refused } from '../console-api';
import { MoveButtons } from '../components/move-buttons';
import { Problem } from '../components/problem';
import { useProductChange } from './catalogue-api';
import styles from './catalogue.module.css';

const USD = { code: 'USD', minorUnits: 2, symbol: '$' };

/** A whole number of at least 1 from an input, else undefined. */
const positive = (text: string) =>
  /^\d{1,9}$/.test(text.trim()) && Number(text) > 0 ? Number(text) : undefined;
/** US dollars as typed ("19.99") in cents, else undefined. */
const cents = (text: string) =>
  /^\d{1,7}(\.\d{1,2})?$/.test(text.trim()) && Number(text) > 0 ? Math.round(Number(text) * 100) : undefined;

/**
 * A product's SKUs: face value and whether each sells, saved one by one with its revision; their
 * order; a new one with its first base price (the Prices screen sets prices afterwards).
 */
export function SkuTable({ product }: { product: ConsoleProduct }) {
  const t = useTranslations('consoleCatalogue');
  const reorder = useProductChange('catalogue/reorderSkus');
  const [problem, setProblem] = useState<string>();
  const ids = product.skus.map((sku) => sku.id);
  const move = (index: number, by: -1 | 1) => {
    const order = [...ids];
    [order[index], order[index + by]] = [order[index + by]!, order[index]!];
    reorder.mutateAsync({ slug: product.slug, skuIds: order }).then(
      () => setProblem(undefined),
      (error: unknown) => setProblem(error instanceof Refused ? error.message : undefined),
    );
  };
  return (
    <section className={styles.group} aria-labelledby="catalogue-skus">
      <h3 id="catalogue-skus">{t('skus')}</h3>
      {product.skus.length === 0 ? (
        <p className={styles.muted}>{t('noSkus')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('skus')}>
          {product.skus.map((sku, index) => (
            <SkuRow
              key={`${sku.id}:${sku.revision}`}
              sku={sku}
              product={product}
              up={index > 0 ? () => move(index, -1) : undefined}
              down={index < ids.length - 1 ? () => move(index, 1) : undefined}
            />
          ))}
        </ul>
      )}
      <Problem text={problem} className={styles.problem} />
      <NewSku slug={product.slug} />
    </section>
  );
}

function SkuRow({
  sku,
  product,
  up,
  down,
}: {
  sku: ConsoleSku;
  product: ConsoleProduct;
  up?: () => void;
  down?: () => void;
}) {
  const t = useTranslations('consoleCatalogue');
  const locale = useLocale();
  const id = useId();
  const save = useProductChange('catalogue/saveSku');
  const [face, setFace] = useState(String(sku.faceValue));
  const [enabled, setEnabled] = useState(sku.enabled);
  const [problem, setProblem] = useState<string>();
  const faceValue = positive(face);
  const changed = faceValue !== sku.faceValue || enabled !== sku.enabled;
  const submit = () => {
    if (faceValue === undefined) return setProblem(t('faceValueInvalid'));
    save.mutateAsync({ skuId: sku.id, revision: sku.revision, faceValue, enabled }).then(
      () => setProblem(undefined),
      (error: unknown) => setProblem(error instanceof Refused ? error.message : undefined),
    );
  };
  return (
    <li className={styles.sku} aria-label={t('skuLabel', { face: sku.faceValue })}>
      <div className={styles.field}>
        <label htmlFor={`${id}-face`}>{t('faceValue')}</label>
        <input
          id={`${id}-face`}
          inputMode="numeric"
          value={face}
          aria-invalid={faceValue === undefined ? true : undefined}
          onChange={(event) => setFace(event.target.value)}
        />
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        {t('skuEnabled')}
      </label>
      <dl className={styles.cell}>
        <dt>{t('basePrice')}</dt>
        <dd>{formatAmount(sku.basePrice, USD, locale)}</dd>
      </dl>
      <dl className={styles.cell}>
        <dt>{t('customerPrice', { currency: product.currency.code })}</dt>
        <dd>{sku.price === null ? '—' : formatAmount(sku.price, product.currency, locale)}</dd>
      </dl>
      <div className={styles.actions}>
        <button type="button" className="button" disabled={!changed || save.isPending} onClick={submit}>
          {t('saveSku')}
        </button>
        <MoveButtons
          up={{ label: t('moveUp', { name: sku.faceValue }), text: '↑', disabled: !up }}
          down={{ label: t('moveDown', { name: sku.faceValue }), text: '↓', disabled: !down }}
          onMove={(by) => (by < 0 ? up : down)?.()}
        />
      </div>
      <Problem text={problem} className={styles.problem} />
    </li>
  );
}

function NewSku({ slug }: { slug: string }) {
  const t = useTranslations('consoleCatalogue');
  const id = useId();
  const create = useProductChange('catalogue/createSku');
  const [face, setFace] = useState('');
  const [price, setPrice] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = () => {
    const faceValue = positive(face);
    const basePrice = cents(price);
    if (faceValue === undefined) return setProblem(t('faceValueInvalid'));
    if (basePrice === undefined) return setProblem(t('basePriceInvalid'));
    create.mutateAsync({ slug, faceValue, basePrice }).then(
      () => {
        setFace('');
        setPrice('');
        setProblem(undefined);
      },
      (error: unknown) => setProblem(error instanceof Refused ? error.message : undefined),
    );
  };
  return (
    <div className={styles.newSku}>
      <h4>{t('newSku')}</h4>
      <div className={styles.field}>
        <label htmlFor={`${id}-face`}>{t('faceValue')}</label>
        <input id={`${id}-face`} inputMode="numeric" value={face} onChange={(e) => setFace(e.target.value)} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-price`}>{t('basePriceUsd')}</label>
        <input
          id={`${id}-price`}
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
        />
        <p className={styles.muted}>{t('basePriceHint')}</p>
      </div>
      <button type="button" className="button" disabled={create.isPending} onClick={submit}>
        {t('addSku')}
      </button>
      <Problem text={problem} className={styles.problem} />
    </div>
  );
}
