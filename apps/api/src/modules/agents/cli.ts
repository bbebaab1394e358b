// `npm run staff:create -w apps/api -- --email a@b.c --name "Sam" --role owner --password …`: makes a
// staff member (owner, operator or agent; agent when no role is given), or resets the name and password
// (and the role, when given) of the one with that e-mail. `npm run agent:create` is the same command.
// The password may come from STAFF_PASSWORD (or AGENT_PASSWORD) instead, to keep it out of the shell's
// history. Owners and operators enrol TOTP at their first sign-in to the console.
import { parseArgs } from 'node:util';
import { Email, StaffRole } from '@storefront/contracts';
import { pino } from 'pino';
import { databaseOptions, loadConfig } from '../../config.ts';
import { openStoreDatabase } from '../../platform/db/store-database.ts';
import { createRateLimiter } from '../../platform/rate-limit.ts';
import { createAgentService } from './service.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string' },
  },
});
const email = Email.safeParse(values.email);
const role = values.role === undefined ? undefined : StaffRole.safeParse(values.role);
const password = values.password ?? process.env.STAFF_PASSWORD ?? process.env.AGENT_PASSWORD;
if (!email.success || !values.name?.trim() || !password || password.length < 10 || role?.success === false) {
  console.error(
    'Usage: npm run staff:create -w apps/api -- --email <e-mail> --name <name> [--role owner|operator|agent] --password <10+ characters>',
  );
  process.exit(2);
}

const config = loadConfig();
// The same database, migrated, and the same role as the API's (DATABASE_URL, else the embedded server,
// started if it is not running).
const database = await openStoreDatabase({
  ...databaseOptions(config),
  logger: pino({ level: 'warn' }),
});
try {
  const staff = createAgentService({ db: database.db, limiter: createRateLimiter(database.db), config });
  const member = await staff.upsert({
    email: email.data,
    name: values.name.trim(),
    password,
    role: role?.data,
  });
  const as = role?.data ?? 'staff member';
  console.log(
    role?.data && role.data !== 'agent'
      ? `${member.email} (${member.name}) is ${as}: sign in at /console and enrol a TOTP code.`
      : `${member.email} (${member.name}) can sign in to the console and the agent console.`,
  );
} finally {
  await database.close();
  await database.embedded?.stop();
}
