import type { Faq, Language, StaticPage, Video } from '@courier/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { faqs, staticPages, videos } from '../../db/schema/content';

/** The only SQL on static pages, the FAQ and the tutorial videos. */
export function createContentRepository(db: Db) {
  return {
    async findPage(id: number): Promise<StaticPage | null> {
      const [row] = await db
        .select({
          id: staticPages.id,
          title_ar: staticPages.titleAr,
          title_en: staticPages.titleEn,
          content_ar: staticPages.contentAr,
          content_en: staticPages.contentEn,
          updatedAt: staticPages.updatedAt,
        })
        .from(staticPages)
        .where(eq(staticPages.id, id))
        .limit(1);
      if (!row) return null;
      const { updatedAt, ...page } = row;
      return { ...page, updated_at: updatedAt.toISOString() };
    },

    /** The FAQ in the caller's language: one category (`/faq/{name}`) or all, in their order. */
    faqs: (category: string | undefined, lang: Language): Promise<Faq[]> =>
      db
        .select({
          id: faqs.id,
          category: faqs.category,
          question: lang === 'en' ? faqs.questionEn : faqs.questionAr,
          answer: lang === 'en' ? faqs.answerEn : faqs.answerAr,
          screen: faqs.screen,
        })
        .from(faqs)
        .where(category ? eq(faqs.category, category) : undefined)
        .orderBy(asc(faqs.category), asc(faqs.sortOrder), asc(faqs.id))
        .limit(500),

    videos: (lang: Language): Promise<Video[]> =>
      db
        .select({
          id: videos.id,
          title: lang === 'en' ? videos.titleEn : videos.titleAr,
          url: videos.url,
          screen: videos.screen,
        })
        .from(videos)
        .orderBy(asc(videos.sortOrder), asc(videos.id))
        .limit(100),
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
