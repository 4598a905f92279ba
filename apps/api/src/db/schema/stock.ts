import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients, users } from './clients-users';
import { id, moment, timestamps } from './columns';

/** A client's product catalogue (spec §3 Product); only clients with have_stock use it. */
export const products = pgTable(
  'products',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    productName: text('product_name').notNull(),
    /** The SKU code, unique per client whatever its letter case. */
    codeSky: text('code_sky').notNull(),
    /** Units in stock; goes down when an order carrying the product is delivered (never below zero). */
    quantity: integer('quantity').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('products_client_code_sky_unique').on(t.clientId, sql`lower(${t.codeSky})`),
    index('products_client_id_idx').on(t.clientId, t.id),
    check('products_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);

/** A survey staff publish; clients answer it once (spec §3 Survey). */
export const surveys = pgTable('surveys', {
  id: id(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionAr: text('description_ar'),
  descriptionEn: text('description_en'),
  active: boolean('active').notNull().default(true),
  ...timestamps(),
});

export interface SurveyOption {
  id: number;
  ar: string;
  en: string;
}

export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: id(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** rating (1–5), choice (one of `options`) or text. */
    kind: text('kind').$type<'rating' | 'choice' | 'text'>().notNull(),
    questionAr: text('question_ar').notNull(),
    questionEn: text('question_en').notNull(),
    required: boolean('required').notNull().default(true),
    options: jsonb('options').$type<SurveyOption[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    index('survey_questions_survey_position_idx').on(t.surveyId, t.position),
    check('survey_questions_kind', sql`${t.kind} in ('rating', 'choice', 'text')`),
  ],
);

export interface SurveyAnswerValue {
  question_id: number;
  rating?: number;
  option_id?: number;
  text?: string;
}

/** One client's answers to one survey (once per client). */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: id(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    answers: jsonb('answers').$type<SurveyAnswerValue[]>().notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('survey_responses_survey_client_unique').on(t.surveyId, t.clientId),
    index('survey_responses_client_id_idx').on(t.clientId),
    index('survey_responses_user_id_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

/**
 * International shipments staff record (the database tracking provider). A shipment with a client is seen
 * by that client only; one without is seen by every client who knows its code.
 */
export const internationalShipments = pgTable(
  'international_shipments',
  {
    id: id(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    /** Stored upper-case. */
    code: text('code').notNull(),
    carrier: text('carrier').notNull(),
    status: text('status').notNull(),
    origin: text('origin'),
    destination: text('destination'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('international_shipments_code_unique').on(t.code),
    index('international_shipments_client_id_idx')
      .on(t.clientId)
      .where(sql`${t.clientId} is not null`),
    check('international_shipments_code_upper', sql`${t.code} = upper(${t.code})`),
  ],
);

export const internationalShipmentEvents = pgTable(
  'international_shipment_events',
  {
    id: id(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => internationalShipments.id, { onDelete: 'cascade' }),
    happenedAt: moment('happened_at').notNull(),
    status: text('status').notNull(),
    descriptionAr: text('description_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    location: text('location'),
    ...timestamps(),
  },
  (t) => [index('international_shipment_events_shipment_idx').on(t.shipmentId, t.happenedAt)],
);
