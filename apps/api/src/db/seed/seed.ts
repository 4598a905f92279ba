import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { reasonTypes } from '@courier/contracts';
import { hashPassword } from '../../lib/password-hash';
import type { Db } from '../database';
import { clients, users } from '../schema/clients-users';
import { faqs, staticPages, videos } from '../schema/content';
import { areas, governorates } from '../schema/geo';
import { paymentWays } from '../schema/missions';
import { branches, captains } from '../schema/ops';
import { reasons } from '../schema/reasons';
import { seedClientExtras } from './demo-client-extras';
import { seedDemoMissions } from './demo-missions';
import { seedDemoStock } from './demo-stock';
import { seedDemoOrders } from './demo-orders';
import { demoStaff, seedDemoStaff } from './demo-staff';
import { seedDemoCaptains } from './demo-captains';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoChats } from './demo-chats';
import { seedDemoHandIns } from './demo-hand-ins';
import { branches as branchData } from './data/branches';
import { captains as captainData } from './data/captains';
import { faqs as faqData } from './data/faqs';
import { delayReasons, terminationReasons } from './data/reasons';
import { governorates as governorateData } from './data/governorates';
import { paymentWays as paymentWayData } from './data/payment-ways';
import { terms } from './data/terms';
import { videos as videoData } from './data/videos';

/**
 * Demo data (docs/architecture.md): the reference lists and the demo accounts, all with password Demo#2026.
 * Idempotent: existing rows (by their natural keys) are left alone, so running it twice changes nothing.
 */
export const demoPassword = 'Demo#2026';

export interface DemoAccount {
  email: string;
  who: string;
}

/** Printed by the server at start outside production. */
export const demoAccounts: DemoAccount[] = [
  { email: 'merchant@demo.test', who: 'main client (admin), has stock' },
  { email: 'employee@demo.test', who: "sub-user of the merchant's client (public)" },
  { email: 'company@demo.test', who: 'main client with a company (adminCompany)' },
  { email: 'frozen@demo.test', who: 'suspended client (is_freezed)' },
  { email: 'newbie@demo.test', who: 'first login: must set a password; restored account' },
  { email: 'deleted@demo.test', who: 'deleted client: login shows its phones' },
];

/** Every demo login, clients then staff (the /ops console), as printed at start. */
export const demoLogins: DemoAccount[] = [
  ...demoAccounts,
  ...demoStaff.map(({ email, who }) => ({ email, who })),
];

/** Serialises concurrent seeders (several instances starting on one PostgreSQL). */
const seedLockId = 727_002;

export interface SeedOptions {
  /** A precomputed hash of the demo password (scrypt is slow on purpose; hash once, reuse). */
  passwordHash?: string;
}

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  const passwordHash = options.passwordHash ?? (await hashPassword(demoPassword));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockId})`);
    await seedReferenceData(tx as unknown as Db);
    await seedDemoAccounts(tx as unknown as Db, passwordHash);
    await seedDemoStaff(tx as unknown as Db, passwordHash);
    await seedDemoOrders(tx as unknown as Db);
    await seedDemoMissions(tx as unknown as Db);
    await seedDemoNotifications(tx as unknown as Db);
    await seedDemoChats(tx as unknown as Db);
    await seedDemoStock(tx as unknown as Db);
    await seedDemoHandIns(tx as unknown as Db);
    await seedDemoCaptains(tx as unknown as Db, passwordHash);
  });
}

export async function hasClients(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: clients.id }).from(clients).limit(1);
  return row !== undefined;
}

export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(governorates)
    .values(
      governorateData.map(({ nameAr, nameEn, dialCode, aliases }) => ({
        nameAr,
        nameEn,
        dialCode,
        aliases: aliases ?? [],
      })),
    )
    // Aliases grow as the matcher learns spellings; a re-seed brings existing rows up to date.
    .onConflictDoUpdate({ target: governorates.nameEn, set: { aliases: sql`excluded.aliases` } });
  const governorateIds = new Map(
    (await db.select({ id: governorates.id, nameEn: governorates.nameEn }).from(governorates)).map((g) => [
      g.nameEn,
      g.id,
    ]),
  );
  const idOf = (map: Map<string, number>, name: string, what: string) => {
    const id = map.get(name);
    if (id === undefined) throw new Error(`seed data: unknown ${what} "${name}"`);
    return id;
  };

  await db
    .insert(areas)
    .values(
      governorateData.flatMap((g) =>
        g.areas.map((a) => ({
          governorateId: idOf(governorateIds, g.nameEn, 'governorate'),
          nameAr: a.nameAr,
          nameEn: a.nameEn,
          aliases: a.aliases ?? [],
        })),
      ),
    )
    .onConflictDoUpdate({
      target: [areas.governorateId, areas.nameEn],
      set: { aliases: sql`excluded.aliases` },
    });

  await db
    .insert(reasons)
    .values([
      ...delayReasons.map((r, sortOrder) => ({
        type: reasonTypes.order_delay,
        nameAr: r.nameAr,
        nameEn: r.nameEn,
        sortOrder,
      })),
      ...terminationReasons.map((r, sortOrder) => ({
        type: reasonTypes.mission_termination,
        nameAr: r.nameAr,
        nameEn: r.nameEn,
        sortOrder,
        needsNote: r.needsNote ?? false,
      })),
    ])
    .onConflictDoNothing();

  await db
    .insert(branches)
    .values(
      branchData.map((b) => ({
        governorateId: idOf(governorateIds, b.governorateNameEn, 'governorate'),
        nameAr: b.nameAr,
        nameEn: b.nameEn,
        phone: b.phone,
        address: b.address,
      })),
    )
    .onConflictDoNothing();
  const branchIds = new Map(
    (await db.select({ id: branches.id, nameEn: branches.nameEn }).from(branches)).map((b) => [
      b.nameEn,
      b.id,
    ]),
  );
  // Each branch serves its own governorate (the captains desk adds more, decision 058).
  await db.execute(
    sql`insert into branch_governorates (branch_id, governorate_id)
        select id, governorate_id from branches on conflict do nothing`,
  );

  await db
    .insert(captains)
    .values(
      captainData.map((c, i) => ({
        branchId: idOf(branchIds, c.branchNameEn, 'branch'),
        name: c.name,
        phone: c.phone,
        // Invented, deterministic 14-digit national ids; every third captain drives a van.
        nationalId: `2${String(85_0101 + i * 37).padStart(6, '0')}0${String(1_000_000 + i * 7919).slice(-6)}`,
        vehicle: i % 3 === 2 ? 'سيارة فان' : 'دراجة نارية',
      })),
    )
    .onConflictDoNothing();

  // FAQs have no natural key: insert them only into an empty table.
  const [anyFaq] = await db.select({ id: faqs.id }).from(faqs).limit(1);
  if (!anyFaq) await db.insert(faqs).values(faqData.map((f, sortOrder) => ({ ...f, sortOrder })));

  await db
    .insert(videos)
    .values(videoData.map((v, sortOrder) => ({ ...v, sortOrder })))
    .onConflictDoNothing();
  // Rows seeded before they named their screen get it now (idempotent).
  for (const v of videoData.filter((v) => v.screen))
    await db.update(videos).set({ screen: v.screen }).where(eq(videos.url, v.url));
  for (const f of faqData.filter((f) => f.screen))
    await db.update(faqs).set({ screen: f.screen }).where(eq(faqs.questionEn, f.questionEn));

  await db
    .insert(paymentWays)
    .values(paymentWayData.map((p, sortOrder) => ({ ...p, sortOrder })))
    .onConflictDoNothing();

  // The terms are page 1 (spec §7 `GET pages/1`); the identity then continues after it.
  await db
    .insert(staticPages)
    .values({ id: 1, slug: 'terms', ...terms })
    .onConflictDoNothing();
  await db.execute(
    sql`select setval(pg_get_serial_sequence('static_pages', 'id'), (select coalesce(max(id), 1) from static_pages))`,
  );
}

interface DemoClient {
  name: string;
  phone1: string;
  phone2?: string;
  address: string;
  governorate: string;
  branch: string;
  isFreezed?: boolean;
  hasCompany?: boolean;
  haveStock?: boolean;
  restored?: boolean;
  availableSurveys?: boolean;
  deleted?: boolean;
  companySettings?: Record<string, unknown>;
  users: Array<{
    email: string;
    name: string;
    phone: string;
    isMain: boolean;
    mustSetPassword?: boolean;
    walkthroughDone?: boolean;
  }>;
}

const demoClients: DemoClient[] = [
  {
    name: 'متجر النور للإلكترونيات',
    phone1: '01001234567',
    address: '12 شارع عباس العقاد، مدينة نصر',
    governorate: 'Cairo',
    branch: 'Nasr City branch',
    haveStock: true,
    availableSurveys: true,
    users: [
      { email: 'merchant@demo.test', name: 'أحمد سالم', phone: '01001234567', isMain: true },
      { email: 'employee@demo.test', name: 'منى عادل', phone: '01101234567', isMain: false },
    ],
  },
  {
    name: 'شركة الريادة للتجارة',
    phone1: '01201234567',
    phone2: '0223456789',
    address: '5 شارع الثورة، مصر الجديدة',
    governorate: 'Cairo',
    branch: 'Heliopolis branch',
    hasCompany: true,
    companySettings: { name: 'شركة الريادة للتجارة', logo_url: null, print_company_name: true },
    users: [{ email: 'company@demo.test', name: 'خالد يوسف', phone: '01201234567', isMain: true }],
  },
  {
    name: 'بوتيك الياسمين',
    phone1: '01501234567',
    address: '30 طريق الحرية، سموحة',
    governorate: 'Alexandria',
    branch: 'Smouha branch',
    isFreezed: true,
    users: [{ email: 'frozen@demo.test', name: 'سارة محمود', phone: '01501234567', isMain: true }],
  },
  {
    name: 'مكتبة الفجر',
    phone1: '01011112222',
    address: '8 شارع الجمهورية، وسط البلد',
    governorate: 'Cairo',
    branch: 'Nasr City branch',
    restored: true,
    users: [
      {
        email: 'newbie@demo.test',
        name: 'عمر حسن',
        phone: '01011112222',
        isMain: true,
        mustSetPassword: true,
        walkthroughDone: false,
      },
    ],
  },
  {
    name: 'متجر مغلق',
    phone1: '01009876543',
    phone2: '0225551234',
    address: '1 شارع التحرير، الدقي',
    governorate: 'Giza',
    branch: 'Nasr City branch',
    deleted: true,
    users: [{ email: 'deleted@demo.test', name: 'حساب محذوف', phone: '01009876543', isMain: true }],
  },
];

const randomToken = () => randomBytes(24).toString('base64url');

/** The demo clients and users; a client whose users already exist is skipped. */
export async function seedDemoAccounts(db: Db, passwordHash: string): Promise<void> {
  const existing = new Set(
    (
      await db
        .select({ email: users.email })
        .from(users)
        .where(
          inArray(
            users.email,
            demoClients.flatMap((c) => c.users.map((u) => u.email)),
          ),
        )
    ).map((u) => u.email),
  );
  // One after the other: the seed runs in one transaction, on one connection (node-postgres
  // deprecates overlapping queries on a client).
  const geo = await db.select({ id: governorates.id, nameEn: governorates.nameEn }).from(governorates);
  const branchRows = await db.select({ id: branches.id, nameEn: branches.nameEn }).from(branches);
  const governorateIds = new Map(geo.map((g) => [g.nameEn, g.id]));
  const branchIds = new Map(branchRows.map((b) => [b.nameEn, b.id]));

  for (const demo of demoClients) {
    if (demo.users.some((u) => existing.has(u.email))) continue;
    const [client] = await db
      .insert(clients)
      .values({
        name: demo.name,
        phone1: demo.phone1,
        phone2: demo.phone2 ?? null,
        address: demo.address,
        isFreezed: demo.isFreezed ?? false,
        hasCompany: demo.hasCompany ?? false,
        haveStock: demo.haveStock ?? false,
        restored: demo.restored ?? false,
        availableSurveys: demo.availableSurveys ?? false,
        deletedAt: demo.deleted ? sql`now()` : null,
        apiToken: randomToken(),
        companySettings: demo.companySettings ?? {},
        governmentId: governorateIds.get(demo.governorate) ?? null,
        responsibleBranchId: branchIds.get(demo.branch) ?? null,
      })
      .returning({ id: clients.id });
    if (!client) throw new Error('client insert returned no row');
    await db.insert(users).values(
      demo.users.map((u) => ({
        clientId: client.id,
        name: u.name,
        email: u.email,
        phone: u.phone,
        passwordHash,
        isMain: u.isMain,
        mustSetPassword: u.mustSetPassword ?? false,
        walkthroughDone: u.walkthroughDone ?? true,
        idToken: randomToken(),
      })),
    );
    await seedClientExtras(db, client.id, { hasCompany: demo.hasCompany ?? false });
  }
}
