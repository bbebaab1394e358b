import 'server-only';
import type { BaseInfo } from '@storefront/contracts/system';
import { cache } from 'react';
import { callApi } from './server';

/** Regions and languages for the header and Settings; undefined when the API cannot answer. */
export const getBaseInfo = cache(async (lang: string): Promise<BaseInfo | undefined> => {
  const answer = await callApi('system/baseInfo', {}, lang);
  return answer.ok ? answer.data : undefined;
});
