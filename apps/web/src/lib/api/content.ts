import 'server-only';
import type {
  Article,
  ArticlePage,
  FaqEntry,
  FaqList,
  PageKey,
  SitePage,
} from '@storefront/contracts/content';
import { cache } from 'react';
import { callApi } from './server';

/** A page of news and promotions; undefined when the API cannot answer. */
export async function getArticles(lang: string, pageNum: number): Promise<ArticlePage | undefined> {
  const answer = await callApi('article/pageListBy', { pageNum, pageSize: 12 }, lang);
  return answer.ok ? answer.data : undefined;
}

export const getArticle = cache(async (id: string, lang: string): Promise<Article | undefined> => {
  const answer = await callApi('article/get', { id }, lang);
  return answer.ok ? answer.data : undefined;
});

export async function getFaq(lang: string, topicId?: string): Promise<FaqList | undefined> {
  const answer = await callApi('faq/listBy', { pageNum: 1, pageSize: 50, topicId }, lang);
  return answer.ok ? answer.data : undefined;
}

export const getFaqEntry = cache(async (id: string, lang: string): Promise<FaqEntry | undefined> => {
  const answer = await callApi('faq/getByClient', { id }, lang);
  return answer.ok ? answer.data : undefined;
});

export const getSitePage = cache(async (key: PageKey, lang: string): Promise<SitePage | undefined> => {
  const answer = await callApi('page/get', { key }, lang);
  return answer.ok ? answer.data : undefined;
});
