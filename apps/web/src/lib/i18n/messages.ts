import type { Lang } from '@storefront/contracts/locale';
import type en from '../../../messages/en.json';

export type Messages = typeof en;

/** Loads one language's texts; each file is its own chunk, so a page carries only its language. */
export async function loadMessages(lang: Lang): Promise<Messages> {
  return (await import(`../../../messages/${lang}.json`)).default as Messages;
}

/** Only the client components' texts travel with the page (catalog: a kind page's "Show more"). */
const CLIENT_SECTIONS = [
  'nav',
  'user',
  'settings',
  'auth',
  'validation',
  'account',
  'search',
  'game',
  'catalog',
  'checkout',
  'orders',
  'coupons',
  'support',
] as const satisfies readonly (keyof Messages)[];

type ClientMessages = Pick<Messages, (typeof CLIENT_SECTIONS)[number]>;

export function clientMessages(messages: Messages): ClientMessages {
  return Object.fromEntries(CLIENT_SECTIONS.map((section) => [section, messages[section]])) as ClientMessages;
}
