import { ROUTE, ROUTE_SEGMENTS } from '../routes';

const GAME = /^[A-Za-z0-9-]+$/;

/**
 * The game a prefixed page path shows: `/{prefix}/gameBuy/{game}` or the short `/{prefix}/{game}`
 * (spec section 2); undefined for any other page.
 */
export function gameOfPath(pathname: string, enabled: readonly string[]): string | undefined {
  const [prefix, first, second, ...rest] = pathname.split('/').filter(Boolean);
  if (!prefix || !enabled.includes(prefix) || !first || rest.length > 0) return undefined;
  if (second === undefined) return GAME.test(first) && !ROUTE_SEGMENTS.has(first) ? first : undefined;
  return first === ROUTE.gameBuy && GAME.test(second) ? second : undefined;
}
