import type { StaticPage } from '@courier/contracts';
import { AppError } from '../../http/app-error';
import type { ContentRepository } from './content.repository';

export function createContentService({ content }: { content: ContentRepository }) {
  return {
    async page(id: number): Promise<StaticPage> {
      const page = await content.findPage(id);
      if (!page) throw new AppError('NOT_FOUND');
      return page;
    },
    faqs: content.faqs,
    videos: content.videos,
  };
}

export type ContentService = ReturnType<typeof createContentService>;
