import type { WebCallData, WebCallPath } from '@storefront/contracts/calls';
import type { ApiAnswer } from './request';

/** Thrown for a call that failed: callApi has shown the customer its message already. */
export class CallFailed extends Error {
  override name = 'CallFailed';
}

/** A call's data for a query: the answer's data, or a CallFailed the query reports as its error. */
export async function dataOf<P extends WebCallPath>(answer: Promise<ApiAnswer<P>>): Promise<WebCallData<P>> {
  const settled = await answer;
  if (!settled.ok) throw new CallFailed(settled.msg);
  return settled.data;
}
