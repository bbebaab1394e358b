import type { DeliveryPromise, ProductDetail } from '@storefront/contracts/catalog';
import { getLocale, getTranslations } from 'next-intl/server';
import { GameImage } from '../components/game-image';
import { PurchaseFields } from '../components/purchase-fields';
import { RememberViewed } from '../components/remember-viewed';
import { SkuOptions } from '../components/sku-options';
import styles from './game.module.css';

/** Spec section 1's promise for each kind of delivery. */
const DELIVERY = {
  topup: 'deliveryTopUp',
  recharge: 'deliveryStream',
  code: 'deliveryCode',
} as const satisfies Record<DeliveryPromise, string>;

/** A game's purchase page: its denominations and the account they go to; the checkout comes later. */
export async function GameTemplate({ game }: { game: ProductDetail }) {
  const [t, locale] = await Promise.all([getTranslations('game'), getLocale()]);
  return (
    <article className={`container ${styles.page}`} aria-labelledby="game-title">
      <header className={styles.head}>
        <GameImage src={game.imageUrl} size={96} eager />
        <div className={styles.headText}>
          <h1 id="game-title" className={styles.title}>
            {game.name}
          </h1>
          <p className={styles.delivery}>{t(DELIVERY[game.delivery])}</p>
        </div>
      </header>
      {game.description && <p className={styles.description}>{game.description}</p>}

      <form className={styles.form} aria-label={t('formLabel')}>
        {!game.availableInRegion && <p className={styles.warning}>{t('notInRegion')}</p>}
        {game.skus.length > 0 ? (
          <SkuOptions
            skus={game.skus}
            currency={game.currency}
            locale={locale}
            legend={t('chooseAmount')}
            unavailable={t('unavailable')}
            originalLabel={t('originalPrice')}
          />
        ) : (
          <p className={styles.note}>{t('noSkus')}</p>
        )}
        <PurchaseFields fields={game.inputFields} />
        <div className={styles.buy}>
          {/* Checkout is its own issue: until it lands the button says so rather than pretend. */}
          <button type="button" className="button" disabled aria-describedby="buy-note">
            {t('buy')}
          </button>
          <p id="buy-note" className={styles.note}>
            {t('buySoon')}
          </p>
        </div>
      </form>
      <RememberViewed id={game.id} name={game.name} imageUrl={game.imageUrl} />
    </article>
  );
}
