// `npm run outbox -w apps/api [count]`: prints the latest messages of the developer's outbox
// (mail kept because SMTP_URL is not set), newest first, with their links and codes.
import { pino } from 'pino';
import { databaseOptions, loadConfig } from './config.ts';
import { openStoreDatabase } from './platform/db/store-database.ts';
import { latestOutbox } from './platform/mail/outbox.ts';

const config = loadConfig();
const count = Math.max(1, Number(process.argv[2]) || 5);
// The same database, migrated, and the same role as the API's (DATABASE_URL, else the embedded server,
// started if it is not running).
const database = await openStoreDatabase({
  ...databaseOptions(config),
  logger: pino({ level: 'warn' }),
});
try {
  const messages = await latestOutbox(database.db, count);
  if (messages.length === 0) console.log('The outbox is empty.');
  for (const m of messages) {
    console.log(`── ${m.createdAt.toISOString()}  to ${m.to}\n   ${m.subject}\n`);
    console.log(`${m.text.replace(/^/gm, '   ')}\n`);
  }
} finally {
  await database.close();
  await database.embedded?.stop();
}
