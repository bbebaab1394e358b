import { ERROR } from '@storefront/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENT } from '../../demo/agent.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { staffCall, totpCode } from '../../testing/staff.ts';
import { agents, staffAuditLog } from './tables.ts';

// Issue 26, item 5: the demo's agent, whose password the README publishes, is live only until the
// store's first owner is set up with the setup link; Staff marks it as the demo's.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (path: string, body: unknown = {}, token?: string) => staffCall(t, path, body, { token });

describe('the demo agent', () => {
  it('is disabled, its sessions ended, when the first owner is set up; the audit log and Staff say so', async () => {
    const demo = await call('agent/login', { email: DEMO_AGENT.email, password: DEMO_AGENT.password });
    expect(demo.code).toBe(1);
    expect((await call('agent/me', {}, demo.data.token)).code).toBe(1);

    const link = await t.services.staff.setupLinkIfNoOwner('en');
    const token = new URL(link!).searchParams.get('token')!;
    const secret = (await call('staff/openSetup', { token })).data.enrolment.secret as string;
    const code = totpCode(secret);
    const setup = await call('staff/completeSetup', {
      token,
      email: 'first@demo.test',
      name: 'First',
      password: 'first-owner-password',
      code,
    });
    expect(setup.code).toBe(1);

    expect((await call('agent/me', {}, demo.data.token)).code).toBe(ERROR.NOT_AN_AGENT);
    expect((await call('agent/login', { email: DEMO_AGENT.email, password: DEMO_AGENT.password })).code).toBe(
      ERROR.NOT_AN_AGENT,
    );
    const [row] = await t.database.db.select().from(agents).where(eq(agents.email, DEMO_AGENT.email));
    expect(row).toMatchObject({ disabled: true, demo: true });
    const [entry] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'staff.disable'), eq(staffAuditLog.targetId, row!.id)));
    expect(entry).toMatchObject({
      actorId: null,
      before: { disabled: false },
      after: { disabled: true, sessionsEnded: 1, demo: true },
    });

    const list = await call('staff/list', {}, setup.data.session.token);
    expect(
      list.data.list.find((member: { email: string }) => member.email === DEMO_AGENT.email),
    ).toMatchObject({
      demo: true,
      disabled: true,
    });
    expect(list.data.list.find((member: { email: string }) => member.email === 'first@demo.test').demo).toBe(
      false,
    );
  });
});
