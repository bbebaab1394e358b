import { DEMO_OFFICE_ADDRESS, DEMO_SITE_SETTINGS } from '../site.ts';

/**
 * Who sells, as the demo site's settings name them (the store's name "Starlit", its legal line
 * "© 2026 Starlit Digital Pte. Ltd."; a test keeps them in step): the policies name no one else.
 */
export const SELLER = {
  store: 'Starlit',
  company: 'Starlit Digital Pte. Ltd.',
  address: DEMO_OFFICE_ADDRESS,
  email: DEMO_SITE_SETTINGS.supportEmail,
  messenger: DEMO_SITE_SETTINGS.messengerName,
} as const;
