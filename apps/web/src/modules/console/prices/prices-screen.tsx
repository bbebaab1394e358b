'use client';

import type { PriceCurrency, PriceGrid, PriceSku } from '@storefront/contracts/console-prices';
import { formatAmount } from '@storefront/contracts/money';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Refused, useMe } from '../console-api';
import shared from '../components/console.module.css';
import { Refusal } from '../components/problem';
import { usePriceGrid, usePriceProducts } from './prices-api';
import { RatesSection } from './rates-section';
import { SaleWindow } from './sale-window';
import { SkuPriceForm, type SaveNotice } from './sku-price-form';
import { USD } from './usd';
import styles from './prices.module.css';

/** Owners and operators: a product's prices by currency, a SKU's prices edited; owners set the rates. */
export function PricesScreen() {
  const me = useMe(true);
  const [productId, setProductId] = useState<string>();
  const grid = usePriceGrid(productId);
  return (
    <>
      <ProductPicker chosen={productId} onPick={setProductId} />
      <Refusal error={grid.error} />
      {grid.data && <GridView grid={grid.data} />}
      <RatesSection owner={me.data?.role === 'owner'} />
    </>
  );
}

function ProductPicker({ chosen, onPick }: { chosen: string | undefined; onPick: (id: string) => void }) {
  const t = useTranslations('consolePrices');
  const id = useId();
  const products = usePriceProducts();
  const [search, setSearch] = useState('');
  if (products.error instanceof Refused || !products.data) return <Refusal error={products.error} />;
  const needle = search.trim().toLowerCase();
  const shown = products.data.list.filter(
    (item) => !needle || item.name.toLowerCase().includes(needle) || item.productId.includes(needle),
  );
  return (
    <div className={styles.picker} role="search">
      <div className={shared.field}>
        <label htmlFor={id}>{t('search')}</label>
        <input id={id} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      <ul className={styles.products} aria-label={t('products')}>
        {shown.map((item) => (
          <li key={item.productId}>
            <button
              type="button"
              aria-pressed={item.productId === chosen}
              onClick={() => onPick(item.productId)}
            >
              {item.name}
              <span className={shared.muted}>
                {' '}
                · {t('skuCount', { count: item.skuCount })}
                {!item.enabled && ` · ${t('hidden')}`}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {shown.length === 0 && <p className={shared.muted}>{t('noMatch')}</p>}
    </div>
  );
}

function GridView({ grid }: { grid: PriceGrid }) {
  const t = useTranslations('consolePrices');
  const [editing, setEditing] = useState<string>();
  const [notice, setNotice] = useState<SaveNotice>();
  return (
    <section aria-label={t('gridOf', { name: grid.name })}>
      <h3>{t('gridOf', { name: grid.name })}</h3>
      {grid.skus.length === 0 && <p className={shared.muted}>{t('noSkus')}</p>}
      <ul className={styles.skus}>
        {grid.skus.map((sku) => (
          <li key={sku.skuId} className={styles.sku} aria-label={sku.name}>
            <SkuCard
              sku={sku}
              currencies={grid.currencies}
              editing={editing === sku.skuId}
              onEdit={() => {
                setNotice(undefined);
                setEditing(editing === sku.skuId ? undefined : sku.skuId);
              }}
            />
            {editing === sku.skuId && (
              // A save (this one or another's) gives a new revision: the form starts again from it.
              <SkuPriceForm key={sku.revision} sku={sku} currencies={grid.currencies} onNotice={setNotice} />
            )}
            {editing === sku.skuId && notice && (
              <p
                className={notice.problem ? shared.problem : shared.muted}
                role={notice.problem ? 'alert' : 'status'}
              >
                {notice.text}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function SkuCard({
  sku,
  currencies,
  editing,
  onEdit,
}: {
  sku: PriceSku;
  currencies: PriceCurrency[];
  editing: boolean;
  onEdit: () => void;
}) {
  const t = useTranslations('consolePrices');
  const locale = useLocale();
  const byCode = new Map(currencies.map((currency) => [currency.code, currency]));
  return (
    <>
      <div className={styles.head}>
        <strong>{sku.name}</strong>
        <span className={shared.muted}>
          {t('base', { price: formatAmount(sku.basePrice, USD, locale) })}
          {!sku.enabled && ` · ${t('hidden')}`}
        </span>
        <button type="button" className="button button-quiet" aria-expanded={editing} onClick={onEdit}>
          {editing ? t('close') : t('edit')}
        </button>
      </div>
      <SaleWindow
        startsAt={sku.saleStartsAt}
        endsAt={sku.saleEndsAt}
        hasSale={sku.cells.some((c) => c.salePrice !== null)}
      />
      <ul className={styles.cells} aria-label={t('nowByCurrency')}>
        {sku.cells.map((cell) => {
          const currency = byCode.get(cell.currency)!;
          const money = (amount: number) => formatAmount(amount, currency, locale);
          return (
            <li key={cell.currency} className={styles.cell} aria-label={cell.currency}>
              <span className={styles.code}>
                {cell.currency}{' '}
                <span className={shared.muted}>{cell.explicit ? t('explicit') : t('derived')}</span>
              </span>
              {cell.now ? (
                <span>
                  <strong>{money(cell.now.price)}</strong>{' '}
                  {cell.now.originalPrice !== null && (
                    <s aria-label={t('was', { price: money(cell.now.originalPrice) })}>
                      {money(cell.now.originalPrice)}
                    </s>
                  )}
                  {cell.now.onSale && <span className={styles.badge}>{t('onSale')}</span>}
                </span>
              ) : (
                <span className={shared.muted}>{t('notSold')}</span>
              )}
              {cell.salePrice !== null &&
                !cell.now?.onSale &&
                cell.price !== null &&
                cell.salePrice < cell.price && (
                  <span className={shared.muted}>{t('salePriceIs', { price: money(cell.salePrice) })}</span>
                )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
