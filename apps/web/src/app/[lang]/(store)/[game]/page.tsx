import type { Metadata } from 'next';
import { GamePage, gameMetadata, type GameParams } from '@/modules/catalog/templates/game-page';

// The short game page (spec section 2, /{lang}/{game} and /{game}): the same page as gameBuy.
export function generateMetadata({ params }: { params: GameParams }): Promise<Metadata> {
  return gameMetadata(params);
}

export default function ShortGamePage({ params }: { params: GameParams }) {
  return <GamePage params={params} />;
}
