'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * One client for the tab, shared by every island that fetches through it, so two parts of a page
 * asking for the same data share one request, and a page returned to shows its last answer at once
 * while it asks again (orders and coupons change under it). Failures are already shown by callApi
 * (a toast, spec section 8), so nothing retries on its own.
 */
const client = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** Wraps the client components that fetch with queries; only the pages that have them load it. */
export function StoreQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
