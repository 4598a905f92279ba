import type { ClientLocation } from '@courier/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clientLocations } from '../../db/schema/clients-users';

const columns = {
  id: clientLocations.id,
  region: clientLocations.region,
  latitude: clientLocations.latitude,
  longitude: clientLocations.longitude,
  radius: clientLocations.radius,
};

export type LocationFields = Omit<ClientLocation, 'id'>;

/** The only SQL on client_locations: the client id first in every query. */
export function createLocationsRepository(db: Db) {
  return {
    list: (clientId: number): Promise<ClientLocation[]> =>
      db
        .select(columns)
        .from(clientLocations)
        .where(eq(clientLocations.clientId, clientId))
        .orderBy(asc(clientLocations.id)),

    async find(clientId: number, id: number): Promise<ClientLocation | null> {
      const [row] = await db
        .select(columns)
        .from(clientLocations)
        .where(and(eq(clientLocations.clientId, clientId), eq(clientLocations.id, id)))
        .limit(1);
      return row ?? null;
    },

    async insert(clientId: number, fields: LocationFields): Promise<ClientLocation> {
      const [row] = await db
        .insert(clientLocations)
        .values({ clientId, ...fields })
        .returning(columns);
      return row!;
    },

    /** Null when the location is not the client's. */
    async update(clientId: number, id: number, fields: LocationFields): Promise<ClientLocation | null> {
      const [row] = await db
        .update(clientLocations)
        .set(fields)
        .where(and(eq(clientLocations.clientId, clientId), eq(clientLocations.id, id)))
        .returning(columns);
      return row ?? null;
    },
  };
}

export type LocationsRepository = ReturnType<typeof createLocationsRepository>;
