/** Whether a player id names a player of the game, as the supplier answered. */
export type PlayerCheck =
  | { state: 'found'; characterName: string }
  | { state: 'notFound' }
  /** The supplier did not answer: the top-up's own call checks the id again at delivery. */
  | { state: 'unavailable' };

/** What orders need of the players module (its service satisfies this). */
export interface OrderPlayers {
  check(input: {
    productSlug: string;
    playerId: string;
    serverId?: string | undefined;
  }): Promise<PlayerCheck>;
}
