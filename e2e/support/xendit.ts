import { startFakeXendit } from '../../apps/api/src/testing/fake-xendit';

/** The fake Xendit's port and account, as scripts/e2e-server.mjs names them to the store. */
export const XENDIT_PORT = Number(process.env.E2E_XENDIT_PORT ?? 2530);
export const XENDIT_ACCOUNT = {
  secretKey: 'xnd_development_e2e',
  callbackToken: 'e2e-xendit-callback-token',
};

/** Stands in for Xendit during the suite; its callbacks go to the store's webhook. */
export async function startXendit(publicUrl: string): Promise<() => Promise<void>> {
  const fake = await startFakeXendit({
    ...XENDIT_ACCOUNT,
    port: XENDIT_PORT,
    callbackUrl: `${publicUrl}/api/hooks/xendit`,
  });
  return () => fake.close();
}
