import { startFakeYookassa } from './fake-yookassa.ts';

// The fake YooKassa as a process of its own, for bench:orders (BENCH_PROVIDER=yookassa): its API on
// FAKE_YOOKASSA_PORT for the shop YOOKASSA_SHOP_ID / YOOKASSA_SECRET_KEY, its notifications to
// FAKE_YOOKASSA_WEBHOOK_URL. Says "listening" once it answers; stops on SIGTERM.
const fake = await startFakeYookassa({
  port: Number(process.env.FAKE_YOOKASSA_PORT ?? 3617),
  shopId: process.env.YOOKASSA_SHOP_ID ?? 'bench-shop',
  secretKey: process.env.YOOKASSA_SECRET_KEY ?? 'test_bench_secret',
  webhookUrl: process.env.FAKE_YOOKASSA_WEBHOOK_URL,
});
console.log(`fake YooKassa listening on ${fake.origin}`);
process.once('SIGTERM', () => void fake.close().then(() => process.exit(0)));
