import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/** Static pages in both languages; id 1 is the terms and conditions (spec §7 `GET pages/1`). */
export const staticPages = pgTable(
  'static_pages',
  {
    id: id(),
    slug: text('slug').notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    contentAr: text('content_ar').notNull(),
    contentEn: text('content_en').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('static_pages_slug_unique').on(t.slug)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    category: text('category').notNull(),
    questionAr: text('question_ar').notNull(),
    questionEn: text('question_en').notNull(),
    answerAr: text('answer_ar').notNull(),
    answerEn: text('answer_en').notNull(),
    /** The web screen (a name in its config/paths.ts) the row talks about: hidden until that screen is built. */
    screen: text('screen'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('faqs_category_sort_idx').on(t.category, t.sortOrder)],
);

export const videos = pgTable(
  'videos',
  {
    id: id(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    url: text('url').notNull(),
    /** The web screen (a name in its config/paths.ts) the video shows: hidden until that screen is built. */
    screen: text('screen'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('videos_sort_idx').on(t.sortOrder), uniqueIndex('videos_url_unique').on(t.url)],
);
