import 'server-only';
import type { SiteInfo, YandexTagInfo } from '@storefront/contracts/content';
import type { BaseInfo } from '@storefront/contracts/system';
import { cache } from 'react';
import { callApi } from './server';

/** Regions and languages for the header and Settings; undefined when the API cannot answer. */
export const getBaseInfo = cache(async (lang: string): Promise<BaseInfo | undefined> => {
  const answer = await callApi('system/baseInfo', {}, lang);
  return answer.ok ? answer.data : undefined;
});

/** Theme data and the support contacts for the head, footer and help centre. */
export const getSiteInfo = cache(async (lang: string): Promise<SiteInfo | undefined> => {
  const answer = await callApi('system/siteInfo', {}, lang);
  return answer.ok ? answer.data : undefined;
});

/** The Yandex Metrica counter, when the site settings name one. */
export const getYandexTag = cache(async (lang: string): Promise<YandexTagInfo['tagId']> => {
  const answer = await callApi('system/yandexTagInfo', {}, lang);
  return answer.ok ? answer.data.tagId : null;
});

/** The store's name from its settings; empty while the API cannot answer (the mark stands alone). */
export function storeNameOf(site: SiteInfo | undefined): string {
  return site?.storeName ?? '';
}
