import { inArray } from 'drizzle-orm';
import type { StaffRole } from '@courier/contracts';
import type { Db } from '../database';
import { staff } from '../schema/staff';

/** The demo staff of the /ops console (password Demo#2026, like the demo clients). */
export const demoStaff: Array<{ email: string; name: string; role: StaffRole; who: string }> = [
  { email: 'ops@demo.test', name: 'Operations Desk', role: 'ops', who: 'staff: operations (/ops)' },
  { email: 'support@demo.test', name: 'Help Desk', role: 'support', who: 'staff: help desk (/ops)' },
  { email: 'admin@demo.test', name: 'Staff Admin', role: 'admin', who: 'staff: admin (/ops)' },
];

/** Idempotent: staff that already exist (by email) are left alone. */
export async function seedDemoStaff(db: Db, passwordHash: string): Promise<void> {
  const existing = new Set(
    (
      await db
        .select({ email: staff.email })
        .from(staff)
        .where(
          inArray(
            staff.email,
            demoStaff.map((s) => s.email),
          ),
        )
    ).map((r) => r.email),
  );
  const missing = demoStaff.filter((s) => !existing.has(s.email));
  if (missing.length === 0) return;
  await db
    .insert(staff)
    .values(missing.map(({ email, name, role }) => ({ email, name, role, passwordHash })));
}
