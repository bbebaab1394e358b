import { SentMailKind, type ConsoleOrderTimelineEntry } from '@storefront/contracts';
import type { Db } from '../../../platform/db/client.ts';
import { mailsAbout } from '../../../platform/mail/sent.ts';
import type { TimelineOrder } from './sources.ts';

/** The mails the store queued about the order, and when each went out: which mail, never what it said. */
export async function mailTimeline(db: Db, { orderNo }: TimelineOrder): Promise<ConsoleOrderTimelineEntry[]> {
  const rows = await mailsAbout(db, orderNo);
  return rows.flatMap(({ kind, queuedAt, sentAt }): ConsoleOrderTimelineEntry[] => {
    const known = SentMailKind.safeParse(kind);
    if (!known.success) return [];
    const mail = known.data;
    return [
      { kind: 'mail', at: queuedAt.getTime(), mail, event: 'queued' },
      ...(sentAt ? [{ kind: 'mail' as const, at: sentAt.getTime(), mail, event: 'sent' as const }] : []),
    ];
  });
}
