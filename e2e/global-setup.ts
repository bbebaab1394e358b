import type { FullConfig } from '@playwright/test';
import { startMailCatcher } from './support/mail-catcher';
import { startOidcProvider } from './support/oidc-provider';
import { startXendit } from './support/xendit';
import { startYookassa } from './support/yookassa';

/**
 * What the store talks to outside itself, living in the runner's process for the whole run: an SMTP
 * server catching its mail, an OpenID provider standing in for Google, and fakes of YooKassa and
 * Xendit.
 */
export default async function globalSetup(config: FullConfig) {
  const publicUrl = String(config.projects[0]?.use.baseURL);
  const stops = [
    await startMailCatcher(),
    await startOidcProvider(publicUrl),
    await startYookassa(publicUrl),
    await startXendit(publicUrl),
  ];
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
