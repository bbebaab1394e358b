// `npm run outbox -w apps/api [count]`: prints the latest messages of the developer's outbox
// (mail kept because SMTP_URL is not set), newest first, with their links and codes.
import path from 'node:path';
import { pino } from 'pino';
import { loadConfig } from './config.ts';
import { connectDatabase } from './platform/db/client.ts';
import { ensureDatabase, startEmbeddedPostgres } from './platform/db/embedded.ts';
import { migrateDatabase } from './platform/db/migrate.ts';
import { latestOutbox } from './platform/mail/outbox.ts';

const config = loadConfig();
const count = Math.max(1, Number(process.argv[2]) || 5);
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
  // As the API does at start: a database the API has not yet migrated gets the outbox table.
  await migrateDatabase(database);
  const messages = await latestOutbox(database.db, count);
  if (messages.length === 0) console.log('The outbox is empty.');
  for (const m of messages) {
    console.log(`── ${m.createdAt.toISOString()}  to ${m.to}\n   ${m.subject}\n`);
    console.log(`${m.text.replace(/^/gm, '   ')}\n`);
  }
} finally {
  await database.close();
  await embedded?.stop();
}
