import type { Metadata } from 'next';
import { GamePage, gameMetadata, type GameParams } from '@/modules/catalog/templates/game-page';

export function generateMetadata({ params }: { params: GameParams }): Promise<Metadata> {
  return gameMetadata(params);
}

export default function GameBuyPage({ params }: { params: GameParams }) {
  return <GamePage params={params} />;
}
