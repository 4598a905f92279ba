import type { Language } from '@courier/contracts';

/** Query keys of the upload screens (the correction table's governorate and area lists). */
export const uploadKeys = {
  all: ['order-upload'] as const,
  governments: (lang: Language) => [...uploadKeys.all, 'governments', lang] as const,
  areas: (governmentId: number, lang: Language) => [...uploadKeys.all, 'areas', governmentId, lang] as const,
};

/**
 * The orders feature's query root (`orderKeys.all`): new orders appear in its lists. Features do not
 * import each other, so the key is repeated here.
 */
export const ordersQueryRoot = ['orders'] as const;
