import { ERROR, type Agent, type AgentLogin } from '@storefront/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { RateLimitConfig } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { hashPassword, verifyPassword } from '../auth/index.ts';
import { passwordGuard, type PasswordAttempt } from '../auth/index.ts';
import { hashToken, newToken } from '../auth/index.ts';
import { agents, agentSessions } from './tables.ts';

/** An agent's shift, not a customer's month: sessions end after 12 hours. */
const AGENT_SESSION_MS = 12 * 60 * 60 * 1000;

type AgentRow = typeof agents.$inferSelect;

export type AgentService = ReturnType<typeof createAgentService>;

/** The agent behind a token, and the session it belongs to. */
export type SignedInAgent = Agent & { sessionId: string };

function view(row: AgentRow): Agent {
  return { agentId: row.id, email: row.email, name: row.name };
}

/** Customer-service agents: accounts apart from customers, their sign-in and the role check. */
export function createAgentService({
  db,
  limiter,
  rateLimits,
}: {
  db: Db;
  limiter: RateLimiter;
  rateLimits: RateLimitConfig;
}) {
  // The customers' password limits, plus a growing delay and a warning for a run of failures.
  const guardPassword = passwordGuard(limiter, rateLimits, { who: 'agent', watchRuns: true });

  return {
    /**
     * -1002 for an unknown e-mail or wrong password (alike, and as slow), -1330 for a disabled
     * agent, -1106 over the sign-in limits.
     */
    async login(attempt: PasswordAttempt, password: string): Promise<AgentLogin> {
      const row = await guardPassword(attempt, async () => {
        const [found] = await db.select().from(agents).where(eq(agents.email, attempt.email));
        return (await verifyPassword(found?.passwordHash, password)) ? found : undefined;
      });
      if (row.disabled) throw new DomainError(ERROR.NOT_AN_AGENT);
      const token = newToken();
      const expiresAt = new Date(Date.now() + AGENT_SESSION_MS);
      await db
        .insert(agentSessions)
        .values({ id: newId('ags'), tokenHash: hashToken(token), agentId: row.id, expiresAt });
      return { token, tokenExpireTime: expiresAt.getTime(), agent: view(row) };
    },

    /** The agent behind a token, else -1330: a customer's token, none, or an ended session. */
    async authenticate(token: string | undefined): Promise<SignedInAgent> {
      if (!token) throw new DomainError(ERROR.NOT_AN_AGENT);
      const [row] = await db
        .select({ agent: agents, sessionId: agentSessions.id })
        .from(agentSessions)
        .innerJoin(agents, eq(agents.id, agentSessions.agentId))
        .where(and(eq(agentSessions.tokenHash, hashToken(token)), gt(agentSessions.expiresAt, sql`now()`)));
      if (!row || row.agent.disabled) throw new DomainError(ERROR.NOT_AN_AGENT);
      return { ...view(row.agent), sessionId: row.sessionId };
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await db.delete(agentSessions).where(eq(agentSessions.tokenHash, hashToken(token)));
    },

    /** Makes an agent account, or sets the name and password of the one with this e-mail. */
    async upsert(input: { email: string; name: string; password: string }): Promise<Agent> {
      const passwordHash = await hashPassword(input.password);
      const [row] = await db
        .insert(agents)
        .values({ id: newId('agt'), email: input.email, name: input.name, passwordHash })
        .onConflictDoUpdate({
          target: agents.email,
          set: { name: input.name, passwordHash, disabled: false },
        })
        .returning();
      return view(row!);
    },
  };
}
