import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../platform/db/client.ts';
import { newId } from '../platform/ids.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { agents } from '../modules/agents/tables.ts';

/**
 * The demo store's agent (README): for trying the agent console; only with DEMO_DATA=true, and only
 * until the store's first owner is set up, which disables it.
 */
export const DEMO_AGENT = {
  email: 'agent@storefront.test',
  name: 'Alex (support)',
  password: 'agent-demo-7',
};

export async function loadAgentDemoData(db: Db | Tx): Promise<void> {
  const [found] = await db.select({ id: agents.id }).from(agents).where(eq(agents.email, DEMO_AGENT.email));
  if (found) return;
  await db
    .insert(agents)
    .values({
      id: newId('agt'),
      email: DEMO_AGENT.email,
      name: DEMO_AGENT.name,
      passwordHash: await hashPassword(DEMO_AGENT.password),
      // Its password is published: Staff marks it, and the first owner's setup disables it.
      demo: true,
    })
    .onConflictDoNothing();
}
