import type { ProductCard, QuoteCurrency } from '@storefront/contracts/catalog';
import Link from 'next/link';
import { formatAmount } from '@storefront/contracts/money';
import { gamePath } from '@/lib/routes';
import { GameImage } from './game-image';
import styles from './game-grid.module.css';

/** A tile needs no more than the recently viewed cookie keeps; a price when the API quoted one. */
type Tile = Pick<ProductCard, 'id' | 'name' | 'imageUrl'> & Partial<Pick<ProductCard, 'fromPrice'>>;

interface GameGridProps {
  games: Tile[];
  prefix: string;
  /** With it, tiles show "from" their lowest price. */
  price?: { currency: QuoteCurrency; locale: string; from: (price: string) => string };
  eager?: boolean;
}

/** Games as tiles linking to their purchase pages. */
export function GameGrid({ games, prefix, price, eager = false }: GameGridProps) {
  return (
    <ul className={styles.grid}>
      {games.map((game, index) => (
        <li key={game.id}>
          <Link className={styles.tile} href={gamePath(prefix, game.id)}>
            <GameImage src={game.imageUrl} size={56} eager={eager && index < 4} />
            <span className={styles.text}>
              <span className={styles.name}>{game.name}</span>
              {price && typeof game.fromPrice === 'number' && (
                <span className={styles.price}>
                  {price.from(formatAmount(game.fromPrice, price.currency, price.locale))}
                </span>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
