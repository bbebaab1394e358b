'use client';

import type { AdminCallData, AdminCallPath, AdminCallRequest } from '@storefront/contracts/admin';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { staffCall } from '../console-api';

const KEY = {
  articles: ['console', 'content', 'articles'],
  article: (id: string) => ['console', 'content', 'article', id],
  anyArticle: ['console', 'content', 'article'],
  banners: ['console', 'content', 'banners'],
  banner: (id: string) => ['console', 'content', 'banner', id],
  faq: ['console', 'content', 'faq'],
  pages: ['console', 'content', 'pages'],
  page: (key: string) => ['console', 'content', 'page', key],
} as const;

/** One staff query; an editor's must not be read again while a draft is typed over it. */
function useStaffQuery<P extends AdminCallPath>(
  key: QueryKey,
  path: P,
  body: AdminCallRequest<P>,
  editor = false,
) {
  return useQuery({
    queryKey: key,
    queryFn: () => staffCall(path, body),
    retry: false,
    refetchOnWindowFocus: !editor,
  });
}

export const useArticles = () => useStaffQuery(KEY.articles, 'content/articles', {});
export const useArticle = (id: string) => useStaffQuery(KEY.article(id), 'content/article', { id }, true);
export const useBanners = () => useStaffQuery(KEY.banners, 'content/banners', {});
export const useBanner = (id: string) => useStaffQuery(KEY.banner(id), 'content/banner', { id }, true);
export const useFaq = () => useStaffQuery(KEY.faq, 'content/faq', {}, true);
export const usePages = () => useStaffQuery(KEY.pages, 'content/pages', {});
export const usePage = (key: AdminCallRequest<'content/page'>['key']) =>
  useStaffQuery(KEY.page(key), 'content/page', { key }, true);

/**
 * A content change: its answer becomes what the editor shows, and the lists that show it are
 * read again (an article's list shows its banner, a banner's list its article).
 */
export function useContentChange<P extends AdminCallPath>(path: P) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCallRequest<P>) => staffCall(path, body),
    onSuccess: (data: AdminCallData<P>) => {
      const answer = data as { id?: string; key?: string; topics?: unknown; list?: unknown };
      if (path === 'content/createArticle' || path === 'content/saveArticle') {
        client.setQueryData(KEY.article(answer.id!), data);
      } else if (path === 'content/createBanner' || path === 'content/saveBanner') {
        client.setQueryData(KEY.banner(answer.id!), data);
        // The article's editor shows its banner: read again (its draft is kept, its revision unchanged).
        void client.invalidateQueries({ queryKey: KEY.anyArticle });
      } else if (path === 'content/savePage') {
        client.setQueryData(KEY.page(answer.key!), data);
        void client.invalidateQueries({ queryKey: KEY.pages });
      } else if (answer.topics) {
        client.setQueryData(KEY.faq, data);
      } else if (path === 'content/reorderBanners') {
        client.setQueryData(KEY.banners, data);
      }
      if (path.includes('Article') || path.includes('Banner')) {
        void client.invalidateQueries({ queryKey: KEY.articles });
        void client.invalidateQueries({ queryKey: KEY.banners });
      }
    },
  });
}

/** After a refused save over an older revision: the other person's version, read again. */
export function useReload() {
  const client = useQueryClient();
  return (key: QueryKey) => client.refetchQueries({ queryKey: key });
}

export { KEY as CONTENT_KEYS };
