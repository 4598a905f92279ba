import { clientLocations } from '../schema/clients-users';
import type { Db } from '../database';
import { companies } from '../schema/companies';
import { clientCosts } from '../schema/costs';
import { governorates } from '../schema/geo';
import { seedClientMissionSetup } from './demo-client-mission-setup';

/**
 * What every demo client owns besides its users: its shipping prices per governorate (home and office
 * delivery) and, for a client with `has_company`, the companies it ships for.
 */
const zonePrice: Record<string, number> = {
  Cairo: 45,
  Giza: 45,
  Qalyubia: 50,
  Alexandria: 55,
};
const remote = new Set(['Red Sea', 'New Valley', 'Matrouh', 'North Sinai', 'South Sinai', 'Aswan', 'Luxor']);

export function demoPrice(nameEn: string): number {
  return zonePrice[nameEn] ?? (remote.has(nameEn) ? 85 : 60);
}

const demoCompanies = [
  { name: 'الريادة للملابس', phone: '01221112233', address: '14 شارع الميرغني، مصر الجديدة' },
  { name: 'الريادة للأدوات المنزلية', phone: '01221114455', address: '3 شارع النزهة، مدينة نصر' },
  { name: 'Riyada Cosmetics', phone: '01221116677', address: '22 Abbas El Akkad St, Nasr City' },
];

export async function seedClientExtras(
  db: Db,
  clientId: number,
  options: { hasCompany: boolean },
): Promise<void> {
  const geo = await db.select({ id: governorates.id, nameEn: governorates.nameEn }).from(governorates);
  // A pickup location (issue 9) the admin can bind sub-users to; the demo sub-user attends from anywhere.
  await db
    .insert(clientLocations)
    .values({ clientId, region: 'المخزن الرئيسي', latitude: 30.0561, longitude: 31.3301, radius: 300 });
  await db
    .insert(clientCosts)
    .values(
      geo.flatMap((g) => {
        const price = demoPrice(g.nameEn);
        return [
          {
            clientId,
            governorateId: g.id,
            delivery: 'home',
            price: price.toFixed(2),
            returnPrice: (price / 2 + 5).toFixed(2),
            extraKgPrice: '5.00',
          },
          {
            clientId,
            governorateId: g.id,
            delivery: 'office',
            price: (price - 10).toFixed(2),
            returnPrice: (price / 2).toFixed(2),
            extraKgPrice: '5.00',
          },
        ];
      }),
    )
    .onConflictDoNothing();
  if (options.hasCompany) await db.insert(companies).values(demoCompanies.map((c) => ({ ...c, clientId })));
  await seedClientMissionSetup(db, clientId);
}
