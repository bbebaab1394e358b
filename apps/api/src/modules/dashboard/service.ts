import type { DashboardPeriod, DashboardSummary, Lang, LowStockSku } from '@storefront/contracts';
import type { Db } from '../../platform/db/client.ts';
import { createDashboardFigures } from './figures.ts';
import type { StuckOrdersService } from './stuck.ts';

/** The console's home: the period's figures, and what is stuck and low now. */
export function createDashboard({
  db,
  stuck,
  lowStock,
}: {
  db: Db;
  stuck: StuckOrdersService;
  /** The code stock's SKUs below their threshold (fulfilment). */
  lowStock: (lang: Lang) => Promise<LowStockSku[]>;
}) {
  const figures = createDashboardFigures(db);
  return {
    async summary(
      input: { period: DashboardPeriod; timeZone: string },
      lang: Lang,
      now = new Date(),
    ): Promise<DashboardSummary> {
      const [period, stuckNow, low] = await Promise.all([
        figures(input.period, input.timeZone, lang, now),
        stuck.list(now),
        lowStock(lang),
      ]);
      return { ...period, stuck: stuckNow, lowStock: low };
    },
  };
}

export type Dashboard = ReturnType<typeof createDashboard>;
