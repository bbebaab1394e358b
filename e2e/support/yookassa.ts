import { startFakeYookassa } from '../../apps/api/src/testing/fake-yookassa';

/** The fake YooKassa's port and shop, as scripts/e2e-server.mjs names them to the store. */
export const YOOKASSA_PORT = Number(process.env.E2E_YOOKASSA_PORT ?? 2529);
export const YOOKASSA_SHOP = { shopId: 'e2e-shop', secretKey: 'test_e2e_yookassa_secret' };

/** Stands in for YooKassa during the suite; its notifications go to the store's webhook. */
export async function startYookassa(publicUrl: string): Promise<() => Promise<void>> {
  const fake = await startFakeYookassa({
    ...YOOKASSA_SHOP,
    port: YOOKASSA_PORT,
    webhookUrl: `${publicUrl}/api/hooks/yookassa`,
  });
  return () => fake.close();
}
