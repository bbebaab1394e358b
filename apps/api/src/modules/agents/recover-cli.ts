// `npm run staff:recover -w apps/api -- --email a@b.c [--reset-totp]`: the way back for a staff member
// locked out of the console (docs/security.md). Forgets their wrong passwords and TOTP codes from
// every source; prints ten new recovery codes once (the old ones stop working), or with --reset-totp
// takes TOTP off so that they enrol again at their next sign-in. Written to the audit log as done
// from the command line. A forgotten password is `npm run staff:create` with the same e-mail.
import { parseArgs } from 'node:util';
import { Email } from '@storefront/contracts';
import { pino } from 'pino';
import { databaseOptions, loadConfig } from '../../config.ts';
import { openStoreDatabase } from '../../platform/db/store-database.ts';
import { createRateLimiter } from '../../platform/rate-limit.ts';
import { recoverStaff } from './recovery.ts';
import { createAgentService } from './service.ts';

const { values } = parseArgs({
  options: { email: { type: 'string' }, 'reset-totp': { type: 'boolean', default: false } },
});
const email = Email.safeParse(values.email);
if (!email.success) {
  console.error('Usage: npm run staff:recover -w apps/api -- --email <e-mail> [--reset-totp]');
  process.exit(2);
}

const config = loadConfig();
// The same database, migrated, and the same role as the API's (as `npm run staff:create`).
const database = await openStoreDatabase({
  ...databaseOptions(config),
  logger: pino({ level: 'warn' }),
});
let found;
try {
  const { db } = database;
  const limiter = createRateLimiter(db);
  const staff = createAgentService({ db, limiter, config });
  found = await recoverStaff(
    { db, limiter, config, staff },
    { email: email.data, resetTotp: values['reset-totp'] },
  );
} finally {
  await database.close();
  await database.embedded?.stop();
}
if (!found) {
  console.error(`No staff member has the e-mail ${email.data}.`);
  process.exit(1);
}
console.log(`${found.email}: ${found.countersCleared} failure counters cleared.`);
if (found.totpReset) {
  console.log('Two-factor is off: sign in at /console with the password and enrol a new TOTP code.');
} else if (found.recoveryCodes.length > 0) {
  console.log('New recovery codes (shown once; the old ones no longer work). Use one at the TOTP step:');
  for (const code of found.recoveryCodes) console.log(`  ${code}`);
} else {
  console.log('Sign in at /console with the password.');
}
if (found.disabled) console.log('This member is disabled: an owner enables them on the Staff screen.');
