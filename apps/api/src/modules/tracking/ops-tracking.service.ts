import type {
  OpsShipment,
  OpsShipmentBody,
  OpsShipmentDetails,
  OpsShipmentEventBody,
  OpsShipmentListQuery,
} from '@courier/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import { isoTime } from '../../lib/iso-time';
import type {
  OpsTrackingRepository,
  ShipmentEventFields,
  ShipmentFields,
  ShipmentRow,
} from './ops-tracking.repository';

const codeTaken = () => new AppError('CONFLICT', { errors: { code: ['tracking.codeTaken'] } });
const noSuchClient = () =>
  new AppError('VALIDATION_FAILED', { errors: { client_id: ['tracking.noSuchClient'] } });

const toShipment = (row: ShipmentRow): OpsShipment => ({
  id: row.id,
  code: row.code,
  carrier: row.carrier,
  status: row.status,
  origin: row.origin,
  destination: row.destination,
  client_id: row.clientId,
  events_count: row.eventsCount,
  last_event_at: isoTime(row.lastEventAt),
  updated_at: isoTime(row.updatedAt)!,
});

const toEventFields = (body: OpsShipmentEventBody): ShipmentEventFields => ({
  happenedAt: new Date(body.time),
  status: body.status,
  descriptionAr: body.description_ar,
  descriptionEn: body.description_en,
  location: body.location,
});

/**
 * Staff fill the database tracking provider (decision 020): what they save here is what the merchant's
 * `order/international-search` answers at once (the provider reads the same rows).
 */
export function createOpsTrackingService(deps: { shipments: OpsTrackingRepository; clock: Clock }) {
  const { shipments: repo, clock } = deps;

  async function fieldsOf(body: OpsShipmentBody): Promise<ShipmentFields> {
    if (body.client_id !== null && !(await repo.clientExists(body.client_id))) throw noSuchClient();
    return {
      code: body.code,
      carrier: body.carrier,
      status: body.status,
      origin: body.origin,
      destination: body.destination,
      clientId: body.client_id,
    };
  }

  async function details(id: number): Promise<OpsShipmentDetails> {
    const [row, events] = await Promise.all([repo.find(id), repo.events(id)]);
    if (!row) throw new AppError('NOT_FOUND');
    return {
      ...toShipment(row),
      events: events.map((e) => ({
        id: e.id,
        time: isoTime(e.happenedAt)!,
        status: e.status,
        description_ar: e.descriptionAr,
        description_en: e.descriptionEn,
        location: e.location,
      })),
    };
  }

  return {
    async list(query: OpsShipmentListQuery) {
      const offset = (query.page - 1) * query.perPage;
      const [total, rows] = await Promise.all([
        repo.count(query.search),
        repo.page(query.search, { offset, limit: query.perPage }),
      ]);
      return { feed: rows.map(toShipment), feed_count: total };
    },

    details,

    async add(body: OpsShipmentBody): Promise<OpsShipmentDetails> {
      const id = await repo.insert(await fieldsOf(body), clock.now());
      if (id === 'taken') throw codeTaken();
      return details(id);
    },

    async edit(id: number, body: OpsShipmentBody): Promise<OpsShipmentDetails> {
      const saved = await repo.update(id, await fieldsOf(body), clock.now());
      if (saved === 'taken') throw codeTaken();
      if (!saved) throw new AppError('NOT_FOUND');
      return details(id);
    },

    async remove(id: number): Promise<void> {
      if (!(await repo.remove(id))) throw new AppError('NOT_FOUND');
    },

    async addEvent(id: number, body: OpsShipmentEventBody): Promise<OpsShipmentDetails> {
      if (!(await repo.insertEvent(id, toEventFields(body), clock.now()))) throw new AppError('NOT_FOUND');
      return details(id);
    },

    async editEvent(id: number, eventId: number, body: OpsShipmentEventBody): Promise<OpsShipmentDetails> {
      if (!(await repo.updateEvent(id, eventId, toEventFields(body), clock.now()))) {
        throw new AppError('NOT_FOUND');
      }
      return details(id);
    },

    async removeEvent(id: number, eventId: number): Promise<OpsShipmentDetails> {
      if (!(await repo.removeEvent(id, eventId, clock.now()))) throw new AppError('NOT_FOUND');
      return details(id);
    },
  };
}

export type OpsTrackingService = ReturnType<typeof createOpsTrackingService>;
