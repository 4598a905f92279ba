import type { StaticPage } from '@courier/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { staticPages } from '../../db/schema/content';

/** The only SQL on static pages (FAQ and videos join it when their routes arrive). */
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
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
