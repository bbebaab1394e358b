'use client';

import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../console-api';

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
