import type { DeliveryPromise, ProductDetail } from '@storefront/contracts/catalog';
import type { OrderPreview } from '@storefront/contracts/orders';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PurchaseForm } from '@/modules/checkout/components/purchase-form';
import { GameImage } from '../components/game-image';
import { RememberViewed } from '../components/remember-viewed';
import styles from './game.module.css';

/** Spec section 1's promise for each kind of delivery. */
const DELIVERY = {
  topup: 'deliveryTopUp',
  recharge: 'deliveryStream',
  code: 'deliveryCode',
} as const satisfies Record<DeliveryPromise, string>;

interface GameTemplateProps {
  game: ProductDetail;
  /** The purchase form's first quote (lib/api/catalog getFirstQuote). */
  quote?: OrderPreview;
  /** No signed-in customer, as the cookies tell: the form asks for a receipt e-mail. */
  guest: boolean;
}

/**
 * A game's purchase page: its denominations, the account they go to, and Buy. Not async, so the
 * console's preview renders the very same page from a draft, before it is saved.
 */
export function GameView({ game, quote, guest, children }: GameTemplateProps & { children?: ReactNode }) {
  const t = useTranslations('game');
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

      <PurchaseForm game={game} quote={quote} guest={guest} />
      {children}
    </article>
  );
}

/** The storefront's game page: the view, remembered among the customer's recently viewed games. */
export function GameTemplate(props: GameTemplateProps) {
  const { game } = props;
  return (
    <GameView {...props}>
      <RememberViewed id={game.id} name={game.name} imageUrl={game.imageUrl} />
    </GameView>
  );
}
