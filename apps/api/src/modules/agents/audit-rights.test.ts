import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { adminCall, signedInStaff } from '../../testing/staff.ts';
import { staffAuditLog } from './tables.ts';

// The audit log is append-only because the API's own database role cannot make it otherwise: it
// owns no table (so it cannot alter one or switch off the trigger of migration 0024) and holds only
// INSERT and SELECT on the log. Test apps connect as that role, as the store does.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const asTheApi = (statement: SQL) => t.database.app.db.execute(statement);
// Refused for want of rights (42501), not by the trigger, which would say "append-only".
const noRight = {
  cause: { code: '42501', message: expect.stringMatching(/^(permission denied|must be owner)/) },
};

describe("the API's database role", () => {
  it('may not switch off, drop or get round the audit log trigger', async () => {
    await signedInStaff(t, 'agent');
    const refused = [
      sql`ALTER TABLE staff_audit_log DISABLE TRIGGER ALL`,
      sql`ALTER TABLE staff_audit_log DISABLE TRIGGER staff_audit_log_no_change`,
      sql`DROP TRIGGER staff_audit_log_no_change ON staff_audit_log`,
      sql`DROP TABLE staff_audit_log`,
      sql`TRUNCATE staff_audit_log`,
      sql`UPDATE staff_audit_log SET action = 'staff.enable'`,
      sql`DELETE FROM staff_audit_log`,
    ];
    for (const statement of refused) await expect(asTheApi(statement)).rejects.toMatchObject(noRight);
    expect((await t.database.db.select().from(staffAuditLog)).length).toBeGreaterThan(0);
  });

  it('is no superuser, owns nothing, and is what the API and its job workers connect as', async () => {
    const { rows } = await asTheApi(sql`
      SELECT r.rolsuper AS superuser, r.rolcreaterole AS "createRole",
             (SELECT count(*)::int FROM pg_class WHERE relowner = r.oid) AS "ownsTables",
             (SELECT count(*)::int FROM pg_namespace WHERE nspowner = r.oid) AS "ownsSchemas",
             (SELECT array_agg(DISTINCT usename::text) FROM pg_stat_activity
               WHERE datname = current_database() AND application_name = 'storefront-jobs') AS "jobRoles",
             current_user AS name
      FROM pg_roles r WHERE r.rolname = current_user`);
    const role = rows[0]!;
    expect(role).toMatchObject({ superuser: false, createRole: false, ownsTables: 0, ownsSchemas: 0 });
    expect(role.jobRoles).toEqual([role.name]);
  });

  it('still writes the audit entry of a staff change', async () => {
    const owner = await signedInStaff(t, 'owner');
    const email = `invited.${Date.now().toString(36)}@staff.test`;
    expect((await adminCall(t, 'staff/invite', { email, role: 'agent' }, owner.token)).code).toBe(1);
    const entries = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'staff.invite'));
    expect(entries.map((entry) => entry.after?.email)).toContain(email);
  });
});
