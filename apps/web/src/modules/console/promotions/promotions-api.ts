'use client';

import type { AdminCallRequest } from '@storefront/contracts/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../console-api';

const TEMPLATES = ['console', 'promotions', 'templates'] as const;
const ACTIVITIES = ['console', 'promotions', 'activities'] as const;

export function useTemplates() {
  return useQuery({
    queryKey: TEMPLATES,
    queryFn: () => staffCall('promotions/templates', {}),
    retry: false,
  });
}

export function useActivities() {
  return useQuery({
    queryKey: ACTIVITIES,
    queryFn: () => staffCall('promotions/activities', {}),
    retry: false,
  });
}

/** A product's SKUs, for a scope of one SKU; nothing until a product is picked. */
export function useProductSkus(slug: string) {
  return useQuery({
    queryKey: ['console', 'promotions', 'skus', slug],
    queryFn: () => staffCall('catalogue/get', { slug }),
    enabled: slug !== '',
    retry: false,
  });
}

type Change =
  | 'promotions/createTemplate'
  | 'promotions/saveTemplate'
  | 'promotions/setTemplateEnabled'
  | 'promotions/createActivity'
  | 'promotions/saveActivity'
  | 'promotions/issue';

/** A promotions change, then both lists again (an issue moves a template's counts, an activity its claims). */
export function usePromotionChange<P extends Change>(path: P) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCallRequest<P>) => staffCall(path, body),
    onSettled: () => client.invalidateQueries({ queryKey: ['console', 'promotions'] }),
  });
}
