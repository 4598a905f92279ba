/**
 * Reference data: the "popular videos" tutorials listed in the portal. The YouTube ids are made-up
 * placeholders ("demoVideo01"…) to be replaced by the company's real videos.
 */
import type { SeedVideo } from './types';

export const videos: SeedVideo[] = [
  {
    titleAr: 'كيف تضيف طلبًا جديدًا خطوة بخطوة',
    titleEn: 'How to add a new order, step by step',
    url: 'https://www.youtube.com/watch?v=demoVideo01',
  },
  {
    titleAr: 'رفع الطلبات من ملف إكسل',
    titleEn: 'Uploading orders from an Excel file',
    url: 'https://www.youtube.com/watch?v=demoVideo02',
  },
  {
    titleAr: 'طلب مهمة استلام ومتابعتها',
    titleEn: 'Requesting and following a pickup mission',
    url: 'https://www.youtube.com/watch?v=demoVideo03',
  },
  {
    titleAr: 'متابعة حالات الطلبات والمرتجعات',
    titleEn: 'Following order statuses and returns',
    url: 'https://www.youtube.com/watch?v=demoVideo04',
  },
  {
    titleAr: 'الرصيد والتوريد وكشف الحساب',
    titleEn: 'Balance, supply and your statement',
    url: 'https://www.youtube.com/watch?v=demoVideo05',
  },
  {
    titleAr: 'فتح تذكرة دعم ومتابعة الرد',
    titleEn: 'Opening a support ticket and following the reply',
    url: 'https://www.youtube.com/watch?v=demoVideo06',
    screen: 'tickets',
  },
];
