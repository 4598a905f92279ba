import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/database';
import { clients, users } from '../../src/db/schema/clients-users';
import { demoPasswordHash } from './database';

type ClientRow = typeof clients.$inferInsert;
type UserRow = typeof users.$inferInsert;

let sequence = 0;

/** A client with its main user (password Demo#2026 unless given a hash); any column can be overridden. */
export async function createAccount(
  db: Db,
  overrides: { client?: Partial<ClientRow>; user?: Partial<UserRow> } = {},
): Promise<{ clientId: number; userId: number; email: string }> {
  sequence += 1;
  const [client] = await db
    .insert(clients)
    .values({
      name: `Test client ${sequence}`,
      phone1: '01000000000',
      apiToken: randomBytes(24).toString('base64url'),
      ...overrides.client,
    })
    .returning({ id: clients.id });
  const user = await createUser(db, client!.id, { isMain: true, ...overrides.user });
  return { clientId: client!.id, ...user };
}

/** A user of an existing client (a sub-user unless isMain is given). */
export async function createUser(
  db: Db,
  clientId: number,
  overrides: Partial<UserRow> = {},
): Promise<{ userId: number; email: string }> {
  sequence += 1;
  const [row] = await db
    .insert(users)
    .values({
      clientId,
      name: `Test user ${sequence}`,
      email: `user${sequence}-${randomBytes(3).toString('hex')}@test.example`,
      phone: '01012345678',
      passwordHash: await demoPasswordHash(),
      isMain: false,
      mustSetPassword: false,
      walkthroughDone: true,
      idToken: randomBytes(24).toString('base64url'),
      ...overrides,
    })
    .returning({ userId: users.id, email: users.email });
  return row!;
}

export async function userIdOf(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
