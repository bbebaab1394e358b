import { KIND_PAGES, kindOfSegment, ROUTE, ROUTE_SEGMENTS } from './routes';

const NAME = /^[A-Za-z0-9_-]+$/;

/** The API call that says whether the thing a page shows exists. */
export type PageLookup =
  | { path: 'product/detail'; body: { id: string } }
  | { path: 'article/get'; body: { id: string } }
  | { path: 'faq/getByClient'; body: { id: string } }
  | { path: 'product/listByKind'; body: { kind: string } };

/**
 * Pages that show one thing named in their URL: a game (`/{prefix}/gameBuy/{game}` and the short
 * `/{prefix}/{game}` of spec section 2), an article (`/{prefix}/news/{id}`), a help entry
 * (`/{prefix}/helpDetail?id=`), a kind's games (`/{prefix}/games/{kind}`). Undefined for every other page.
 */
export function pageLookup(
  pathname: string,
  search: string,
  enabled: readonly string[],
): PageLookup | undefined {
  const [prefix, first, second, ...rest] = pathname.split('/').filter(Boolean);
  if (!prefix || !enabled.includes(prefix) || !first || rest.length > 0) return undefined;
  if (second === undefined) {
    if (first === ROUTE.helpDetail) {
      return { path: 'faq/getByClient', body: { id: new URLSearchParams(search).get('id') ?? '' } };
    }
    return NAME.test(first) && !ROUTE_SEGMENTS.has(first)
      ? { path: 'product/detail', body: { id: first } }
      : undefined;
  }
  if (!NAME.test(second)) return undefined;
  if (first === ROUTE.gameBuy) return { path: 'product/detail', body: { id: second } };
  if (first === ROUTE.news) return { path: 'article/get', body: { id: second } };
  // A word that names no kind (the API's own `game_card` included) is asked as none: the API refuses
  // it (-1101), so the page is a 404.
  if (first === KIND_PAGES)
    return { path: 'product/listByKind', body: { kind: kindOfSegment(second) ?? '' } };
  return undefined;
}
