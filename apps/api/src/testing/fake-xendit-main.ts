import { startFakeXendit } from './fake-xendit.ts';

/**
 * The fake Xendit as a process of its own, for a benchmark that runs the store in place of its
 * sandbox: FAKE_XENDIT_PORT, the account's XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN, and the
 * store's webhook as FAKE_XENDIT_CALLBACK_URL. Says "listening <url>" once it takes calls.
 */
const fake = await startFakeXendit({
  port: Number(process.env.FAKE_XENDIT_PORT ?? 0),
  secretKey: process.env.XENDIT_SECRET_KEY!,
  callbackToken: process.env.XENDIT_CALLBACK_TOKEN!,
  callbackUrl: process.env.FAKE_XENDIT_CALLBACK_URL,
});
console.log(`listening ${fake.url}`);
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
