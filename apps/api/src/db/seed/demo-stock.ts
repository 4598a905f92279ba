import { and, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { users } from '../schema/clients-users';
import {
  internationalShipmentEvents,
  internationalShipments,
  products,
  surveyQuestions,
  surveys,
} from '../schema/stock';

/**
 * Demo products (the stock client, merchant@demo.test: 30 products), its survey and international
 * shipments for the database tracking provider. Deterministic and idempotent: rows are keyed by SKU,
 * survey title and shipment code.
 */
const productNames: [string, string][] = [
  ['سماعة بلوتوث', 'HEAD'],
  ['شاحن سريع 20 واط', 'CHRG'],
  ['كابل USB-C', 'CABL'],
  ['باور بانك 10000', 'PWRB'],
  ['ساعة ذكية', 'WTCH'],
  ['جراب هاتف', 'CASE'],
];

export const demoProductCount = 30;

export const demoShipments = [
  {
    code: 'RR123456789CN',
    carrier: 'China Post',
    status: 'Delivered',
    origin: 'CN',
    destination: 'EG',
    events: [
      [
        '2026-10-02T08:10:00Z',
        'InfoReceived',
        'تم تسجيل بيانات الشحنة',
        'Shipment information received',
        'Shenzhen',
      ],
      [
        '2026-10-04T14:30:00Z',
        'InTransit',
        'غادرت الشحنة بلد المنشأ',
        'Departed the country of origin',
        'Guangzhou',
      ],
      [
        '2026-10-09T06:00:00Z',
        'InTransit',
        'وصلت الشحنة إلى بلد الوصول',
        'Arrived in the destination country',
        'Cairo',
      ],
      ['2026-10-10T11:45:00Z', 'InTransit', 'تم التخليص الجمركي', 'Cleared customs', 'Cairo'],
      ['2026-10-12T16:20:00Z', 'Delivered', 'تم تسليم الشحنة', 'Delivered', 'Nasr City'],
    ],
  },
  {
    code: 'LX987654321DE',
    carrier: 'DHL',
    status: 'InTransit',
    origin: 'DE',
    destination: 'EG',
    events: [
      [
        '2026-11-01T09:00:00Z',
        'InfoReceived',
        'تم تسجيل بيانات الشحنة',
        'Shipment information received',
        'Leipzig',
      ],
      ['2026-11-02T22:15:00Z', 'InTransit', 'غادرت الشحنة مركز الفرز', 'Left the sorting centre', 'Leipzig'],
    ],
  },
] as const;

export async function seedDemoStock(db: Db): Promise<void> {
  const [merchant] = await db
    .select({ clientId: users.clientId })
    .from(users)
    .where(and(eq(users.email, 'merchant@demo.test'), eq(users.isMain, true)));
  if (merchant) {
    await db
      .insert(products)
      .values(
        Array.from({ length: demoProductCount }, (_, i) => {
          const [name, prefix] = productNames[i % productNames.length]!;
          const n = Math.floor(i / productNames.length) + 1;
          return {
            clientId: merchant.clientId,
            productName: `${name} ${n}`,
            codeSky: `${prefix}-${String(i + 1).padStart(3, '0')}`,
            quantity: 5 + ((i * 7) % 40),
          };
        }),
      )
      .onConflictDoNothing();
  }

  const title = 'How do you find our service?';
  const [existing] = await db.select({ id: surveys.id }).from(surveys).where(eq(surveys.titleEn, title));
  if (!existing) {
    const [survey] = await db
      .insert(surveys)
      .values({
        titleAr: 'ما رأيك في خدمتنا؟',
        titleEn: title,
        descriptionAr: 'ثلاثة أسئلة قصيرة تساعدنا على تحسين الخدمة',
        descriptionEn: 'Three short questions that help us improve',
      })
      .returning({ id: surveys.id });
    await db.insert(surveyQuestions).values([
      {
        surveyId: survey!.id,
        position: 1,
        kind: 'rating',
        questionAr: 'ما تقييمك لسرعة التوصيل؟',
        questionEn: 'How do you rate the delivery speed?',
      },
      {
        surveyId: survey!.id,
        position: 2,
        kind: 'choice',
        questionAr: 'كيف عرفت خدماتنا؟',
        questionEn: 'How did you hear about us?',
        options: [
          { id: 1, ar: 'من صديق', en: 'From a friend' },
          { id: 2, ar: 'من وسائل التواصل الاجتماعي', en: 'Social media' },
          { id: 3, ar: 'من مندوب المبيعات', en: 'A sales representative' },
        ],
      },
      {
        surveyId: survey!.id,
        position: 3,
        kind: 'text',
        questionAr: 'ما الذي يمكننا تحسينه؟',
        questionEn: 'What could we do better?',
        required: false,
      },
    ]);
  }

  const inserted = await db
    .insert(internationalShipments)
    .values(
      demoShipments.map((s) => ({
        code: s.code,
        carrier: s.carrier,
        status: s.status,
        origin: s.origin,
        destination: s.destination,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: internationalShipments.id, code: internationalShipments.code });
  if (inserted.length > 0) {
    const ids = new Map(inserted.map((r) => [r.code, r.id]));
    await db.insert(internationalShipmentEvents).values(
      demoShipments.flatMap((s) =>
        ids.has(s.code)
          ? s.events.map(([at, status, ar, en, location]) => ({
              shipmentId: ids.get(s.code)!,
              happenedAt: new Date(at),
              status,
              descriptionAr: ar,
              descriptionEn: en,
              location,
            }))
          : [],
      ),
    );
  }
}
