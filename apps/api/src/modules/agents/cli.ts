// `npm run agent:create -w apps/api -- --email a@b.c --name "Sam" --password …`: makes a
// customer-service agent (or resets the name and password of the one with that e-mail). The
// password may come from AGENT_PASSWORD instead, to keep it out of the shell's history.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Email } from '@storefront/contracts';
import { pino } from 'pino';
import { loadConfig } from '../../config.ts';
import { connectDatabase } from '../../platform/db/client.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../../platform/db/embedded.ts';
import { migrateDatabase } from '../../platform/db/migrate.ts';
import { createRateLimiter } from '../../platform/rate-limit.ts';
import { createAgentService } from './service.ts';

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
});
const email = Email.safeParse(values.email);
const password = values.password ?? process.env.AGENT_PASSWORD;
if (!email.success || !values.name?.trim() || !password || password.length < 10) {
  console.error(
    'Usage: npm run agent:create -w apps/api -- --email <e-mail> --name <name> --password <10+ characters>',
  );
  process.exit(2);
}

const config = loadConfig();
// The same database the API uses: DATABASE_URL, else the embedded server (started if it is not running).
const embedded = config.databaseUrl
  ? undefined
  : await startEmbeddedPostgres({
      dir: path.join(config.dataDir, 'pg'),
      port: config.embeddedPgPort,
      logger: pino({ level: 'warn' }),
    });
if (embedded) await ensureDatabase(embedded.url('postgres'), 'storefront');
const database = connectDatabase(config.databaseUrl ?? embedded!.url('storefront'));
try {
  await migrateDatabase(database);
  const agents = createAgentService({
    db: database.db,
    limiter: createRateLimiter(database.db),
    rateLimits: config.rateLimits,
  });
  const agent = await agents.upsert({
    email: email.data,
    name: values.name.trim(),
    password,
  });
  console.log(`Agent ${agent.email} (${agent.name}) can sign in to the agent console.`);
} finally {
  await database.close();
  await embedded?.stop();
}
