import type { RouteName } from '@/lib/routes';

/** The four navigation entries of spec section 2, in order, with their text keys under `nav`. */
export const NAV_ITEMS = [
  { route: 'home', label: 'home' },
  { route: 'news', label: 'news' },
  { route: 'chat', label: 'messages' },
  { route: 'myAccount', label: 'personal' },
] as const satisfies readonly { route: RouteName; label: string }[];
