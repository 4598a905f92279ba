import { asc, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { clients } from '../schema/clients-users';
import { areas } from '../schema/geo';
import { clientAddresses, clientBankAccounts, clientSupplyDays } from '../schema/missions';

/**
 * What a demo client needs to ask for missions: its pickup addresses (the registered address, and a
 * warehouse for a client with stock), a bank account and, for a client with stock, a mobile wallet to be
 * supplied into, and its supply days (Sunday and Wednesday; Monday and Thursday for a company client).
 * Called from seedClientExtras for each new demo client.
 */
export async function seedClientMissionSetup(db: Db, clientId: number): Promise<void> {
  const [client] = await db
    .select({
      name: clients.name,
      phone1: clients.phone1,
      address: clients.address,
      governorateId: clients.governmentId,
      haveStock: clients.haveStock,
      hasCompany: clients.hasCompany,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client?.governorateId) return;
  const governorateAreas = await db
    .select({ id: areas.id, nameAr: areas.nameAr })
    .from(areas)
    .where(eq(areas.governorateId, client.governorateId))
    .orderBy(asc(areas.id));
  if (governorateAreas.length === 0) return;
  const address = client.address ?? '';
  const home = governorateAreas.find((a) => address.includes(a.nameAr)) ?? governorateAreas[0]!;
  const other = governorateAreas.find((a) => a.id !== home.id) ?? home;

  await db.insert(clientAddresses).values([
    {
      clientId,
      title: 'المقر الرئيسي',
      governorateId: client.governorateId,
      areaId: home.id,
      address: address || 'العنوان المسجل',
      phone: client.phone1,
      isDefault: true,
    },
    ...(client.haveStock
      ? [
          {
            clientId,
            title: 'المخزن',
            governorateId: client.governorateId,
            areaId: other.id,
            address: '4 شارع المخازن، المنطقة الصناعية',
            phone: client.phone1,
            isDefault: false,
          },
        ]
      : []),
  ]);

  await db.insert(clientBankAccounts).values([
    {
      clientId,
      kind: 'bank',
      bankName: 'البنك الأهلي المصري',
      accountName: client.name,
      accountNumber: `1003${String(4_000_000 + clientId * 7919).padStart(9, '0')}`,
    },
    ...(client.haveStock && client.phone1
      ? [
          {
            clientId,
            kind: 'wallet',
            bankName: 'فودافون كاش',
            accountName: client.name,
            accountNumber: client.phone1,
          },
        ]
      : []),
  ]);

  const weekdays = client.hasCompany ? [1, 4] : [0, 3];
  await db
    .insert(clientSupplyDays)
    .values(weekdays.map((weekday) => ({ clientId, weekday })))
    .onConflictDoNothing();
}
