'use client';

import type { AdminCallData } from '@storefront/contracts/admin';
import type { StockFileFields, StockImportFields } from '@storefront/contracts/console-stock';
import { SUCCESS_CODE } from '@storefront/contracts/envelope';
import { useQuery } from '@tanstack/react-query';
import { consoleHeaders } from '../../agent/admin-api';
import { Refused, staffCall } from '../console-api';

export const stockKeys = {
  products: ['console', 'stock', 'products'] as const,
  overview: (skuId: string) => ['console', 'stock', 'overview', skuId] as const,
};

/** The products sold as codes, with their SKUs' figures. */
export function useStockProducts() {
  return useQuery({
    queryKey: stockKeys.products,
    queryFn: () => staffCall('stock/products', {}),
    retry: false,
  });
}

/**
 * A SKU's figures, threshold and batches; asked again every half second while `following` (an
 * import under way), so its batch's progress moves.
 */
export function useStockOverview(skuId: string | undefined, following: boolean) {
  return useQuery({
    queryKey: stockKeys.overview(skuId ?? ''),
    queryFn: () => staffCall('stock/overview', { skuId: skuId! }),
    enabled: Boolean(skuId),
    refetchInterval: following ? 500 : false,
    retry: false,
  });
}

type CodeFileCall = 'stock/preview' | 'stock/import';

/**
 * A preview or an import of codes: the paste or the chosen file is sent as it is, as the body (the
 * store reads it as it arrives, never whole), the other fields in the query string. A refusal is
 * thrown as Refused, in the staff member's language.
 */
export async function sendCodes<P extends CodeFileCall>(
  path: P,
  fields: P extends 'stock/import' ? StockImportFields : StockFileFields,
  codes: Blob | string,
): Promise<AdminCallData<P>> {
  const query = new URLSearchParams(
    Object.entries(fields).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  );
  const response = await fetch(`/api/admin/${path}?${query}`, {
    method: 'POST',
    headers: { ...consoleHeaders(), 'content-type': 'text/plain; charset=utf-8' },
    body: codes,
  });
  const answer = (await response.json()) as { code: number; msg: string; data: AdminCallData<P> };
  if (answer.code !== SUCCESS_CODE) throw new Refused(answer.code, answer.msg);
  return answer.data;
}

/** A currency's minor units (2 for USD, 0 for JPY), as the browser knows them. */
export function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** Offers a text (or a file the browser holds) as a download, made in the browser (nothing is kept once it is saved). */
export function download(fileName: string, text: BlobPart, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
