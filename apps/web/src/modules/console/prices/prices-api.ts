'use client';

import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../console-api';

export function usePriceProducts() {
  return useQuery({
    queryKey: ['console', 'prices', 'products'],
    queryFn: () => staffCall('prices/products', {}),
    retry: false,
  });
}

/** A product's price grid; read again after every save (this one or another's). */
export function usePriceGrid(productId: string | undefined) {
  return useQuery({
    queryKey: ['console', 'prices', 'grid', productId ?? ''],
    queryFn: () => staffCall('prices/grid', { productId: productId! }),
    enabled: productId !== undefined,
    retry: false,
  });
}

export function useCurrencyRules() {
  return useQuery({
    queryKey: ['console', 'prices', 'rates'],
    queryFn: () => staffCall('prices/rates', {}),
    retry: false,
  });
}
