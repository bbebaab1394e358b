import { OWNER_ONLY, type Lang } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { webText } from '../../platform/i18n/web-messages.ts';
import type { JobSender } from '../../platform/jobs.ts';
import type { Limit, RateLimiter } from '../../platform/rate-limit.ts';
import { alertOperators } from './alerts.ts';
import { agents } from './tables.ts';

/** One alert an hour for a staff member's address, however long the guessing goes on. */
const ALERTED: Limit = { name: 'staff-password-alert', limit: Number.MAX_SAFE_INTEGER, windowSeconds: 3600 };

/**
 * What owners are told about sign-ins: that a staff member's password is being guessed from many
 * sources (past the hour's ceiling). Nobody is refused for it, so someone must hear of it.
 */
export function createSignInAlerts({
  db,
  jobs,
  limiter,
  lang,
  consoleUrl,
}: {
  db: Db;
  jobs: JobSender;
  limiter: RateLimiter;
  /** The store's default language: staff members' own languages are not known. */
  lang: () => Lang;
  /** The console's audit log, linked from the mail. */
  consoleUrl: () => string;
}) {
  return {
    /** A wrong password past the ceiling for `email`: the owners are mailed if it is a staff member's. */
    async passwordCeiling(email: string, ceiling: number): Promise<void> {
      const [member] = await db.select({ id: agents.id }).from(agents).where(eq(agents.email, email));
      if (!member || (await limiter.count(ALERTED, email)) !== 1) return;
      const language = lang();
      const says = (name: string) => webText(`console.${name}`, language, { email, count: ceiling }) ?? name;
      await db.transaction((tx) =>
        alertOperators(
          tx,
          jobs,
          {
            lang: language,
            subject: says('signInAlert_subject'),
            parts: [
              {
                text: says('signInAlert_intro'),
                links: [{ text: says('signInAlert_action'), href: consoleUrl() }],
              },
            ],
          },
          OWNER_ONLY,
        ),
      );
    },
  };
}

export type SignInAlerts = ReturnType<typeof createSignInAlerts>;
