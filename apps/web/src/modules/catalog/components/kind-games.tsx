'use client';

import type { KindList, ProductCard, ProductKind } from '@storefront/contracts/catalog';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { moreGames } from '@/lib/api/catalog-browser';
import { useLangPrefix } from '@/lib/i18n/lang-prefix';
import { GameGrid } from './game-grid';
import styles from './kind-games.module.css';

/**
 * A kind's games: the first page as the server rendered it, then the next page at each "Show more",
 * asked by the cursor of the page before, so a game added meanwhile never shows twice.
 */
export function KindGames({ kind, first }: { kind: ProductKind; first: KindList }) {
  const t = useTranslations('catalog');
  const locale = useLocale();
  const prefix = useLangPrefix();
  const [games, setGames] = useState<ProductCard[]>(first.list);
  const [cursor, setCursor] = useState(first.nextCursor);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  async function showMore() {
    if (cursor === null) return;
    setState('loading');
    const page = await moreGames(kind, cursor);
    if (!page) {
      setState('failed');
      return;
    }
    setGames((shown) => [...shown, ...page.list]);
    setCursor(page.nextCursor);
    setState('idle');
  }

  const price = {
    currency: first.currency,
    locale,
    from: (amount: string) => t('from', { price: amount }),
  };
  return (
    <>
      <GameGrid games={games} prefix={prefix} price={price} eager />
      {cursor !== null && (
        <div className={styles.more}>
          <button
            type="button"
            className="button"
            onClick={showMore}
            disabled={state === 'loading'}
            aria-busy={state === 'loading'}
          >
            {state === 'loading' ? t('loadingMore') : t('showMore')}
          </button>
          {state === 'failed' && (
            <p role="alert" className={styles.failed}>
              {t('moreFailed')}
            </p>
          )}
        </div>
      )}
    </>
  );
}
