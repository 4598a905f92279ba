import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, moment, timestamps } from './columns';
import { governorates } from './geo';
import { branches } from './ops';

/** A business client (merchant). Every client-owned row elsewhere carries client_id (docs/architecture.md). */
export const clients = pgTable(
  'clients',
  {
    id: id(),
    name: text('name').notNull(),
    phone1: text('phone1'),
    phone2: text('phone2'),
    address: text('address'),
    /** Suspended (spec §1): may still log in; features restrict what it may do. */
    isFreezed: boolean('is_freezed').notNull().default(false),
    hasCompany: boolean('has_company').notNull().default(false),
    haveStock: boolean('have_stock').notNull().default(false),
    /** The account was restored after a deletion; the portal shows a confirmation once (spec §4). */
    restored: boolean('restored').notNull().default(false),
    availableSurveys: boolean('available_surveys').notNull().default(false),
    deletedAt: moment('deleted_at'),
    /** The merchant API token (spec §3 Client API settings); shown to the main account at login. */
    apiToken: text('api_token'),
    companySettings: jsonb('company_settings').$type<Record<string, unknown>>().notNull().default({}),
    responsibleBranchId: integer('responsible_branch_id').references(() => branches.id),
    governmentId: integer('government_id').references(() => governorates.id),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('clients_api_token_unique').on(t.apiToken),
    index('clients_responsible_branch_id_idx').on(t.responsibleBranchId),
    index('clients_government_id_idx').on(t.governmentId),
  ],
);

/** A person who logs in: the client's main account (is_main) or one of its sub-users. */
export const users = pgTable(
  'users',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Stored lower-case (the check below) so the unique index is case-insensitive in effect. */
    email: text('email').notNull(),
    phone: text('phone'),
    /** `scrypt$N$r$p$salt$hash` (see lib/password-hash.ts). */
    passwordHash: text('password_hash').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    subClient: boolean('sub_client').notNull().default(false),
    /** True until the user sets their own password; the API answers it as is_first_login = 0. */
    mustSetPassword: boolean('must_set_password').notNull().default(true),
    walkthroughDone: boolean('walkthrough_done').notNull().default(false),
    disabledAt: moment('disabled_at'),
    supportSystemUserId: text('support_system_user_id'),
    idToken: text('id_token').notNull(),
    /** A sub-user may log in from anywhere (spec §3 client_attend_from_every_where); otherwise near its location. */
    attendFromEverywhere: boolean('client_attend_from_every_where').notNull().default(true),
    clientLocationId: integer('client_location_id').references(() => clientLocations.id, {
      onDelete: 'set null',
    }),
    /** The location's name as the sub-user form shows it (spec §3 Sub-user region). */
    region: text('region'),
    /** Metres around the location within which the sub-user may log in. */
    radius: doublePrecision('radius'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_client_id_idx').on(t.clientId),
    index('users_client_location_id_idx')
      .on(t.clientLocationId)
      .where(sql`${t.clientLocationId} is not null`),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * A client's pickup location (spec §3 Client location): where its sub-users attend from. Kept here, beside
 * users, because users point at it (schema files must not import each other in a cycle).
 */
export const clientLocations = pgTable(
  'client_locations',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    region: text('region').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Metres. */
    radius: doublePrecision('radius').notNull(),
    ...timestamps(),
  },
  (t) => [index('client_locations_client_id_idx').on(t.clientId, t.id)],
);
