import { randomBytes } from 'node:crypto';
import type {
  AddSubUserBody,
  ClientLocation,
  EditSubUserBody,
  SaveLocationBody,
  SubUser,
} from '@courier/contracts';
import type { Clock } from '../../clock';
import type { RunInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { AccountsService, SubUserChanges } from '../accounts/accounts.service';
import type { Db } from '../../db/database';
import type { LocationsRepository } from './locations.repository';

const emailTaken = () => new AppError('CONFLICT', { errors: { email: ['validation.emailTaken'] } });
const noSuchLocation = () =>
  new AppError('VALIDATION_FAILED', { errors: { client_location_id: ['validation.invalid'] } });

/**
 * The team (sub-users) and pickup locations of a client (spec §3, §5, §7; admin only, checked by the
 * routes). Users are written through the accounts service (their owner); locations here.
 */
export function createTeamService(deps: {
  accounts: AccountsService;
  locations: LocationsRepository;
  /** The auth module's session ending (given by the composition root; a module sees only services). */
  sessions: {
    revokeInTransaction(tx: Db, scope: { userId: number }): Promise<number[]>;
    publishRevoked(sessionIds: number[]): void;
  };
  passwords: { hash(password: string): Promise<string> };
  transaction: RunInTransaction;
  clock: Clock;
}) {
  const { accounts, locations, sessions, passwords, transaction, clock } = deps;

  /** The location a sub-user is bound to, checked to be the client's own (422 otherwise). */
  async function boundTo(clientId: number, locationId: number): Promise<ClientLocation> {
    const location = await locations.find(clientId, locationId);
    if (!location) throw noSuchLocation();
    return location;
  }

  async function subUserOr404(clientId: number, id: number): Promise<SubUser> {
    const user = await accounts.findSubUser(clientId, id);
    if (!user) throw new AppError('NOT_FOUND');
    return user;
  }

  return {
    list: (clientId: number): Promise<SubUser[]> => accounts.listSubUsers(clientId),

    async add(clientId: number, body: AddSubUserBody): Promise<SubUser> {
      if (await accounts.emailTaken(body.email)) throw emailTaken();
      const location =
        body.client_location_id === undefined ? null : await boundTo(clientId, body.client_location_id);
      try {
        return await accounts.addSubUser({
          clientId,
          name: body.name,
          email: body.email,
          phone: body.phone ?? null,
          passwordHash: await passwords.hash(body.password),
          idToken: randomBytes(24).toString('base64url'),
          attendFromEverywhere: location === null,
          clientLocationId: location?.id ?? null,
          region: location?.region ?? null,
          radius: location?.radius ?? null,
        });
      } catch (error) {
        // Two adds of one email at once: the unique index decides.
        if (await accounts.emailTaken(body.email)) throw emailTaken();
        throw error;
      }
    },

    async edit(clientId: number, body: EditSubUserBody): Promise<SubUser> {
      await subUserOr404(clientId, body.id);
      if (await accounts.emailTaken(body.email, body.id)) throw emailTaken();
      const changes: SubUserChanges = { name: body.name, email: body.email, phone: body.phone ?? null };
      if (body.password !== undefined) {
        // The admin's password is a first one again: the sub-user sets its own at its next login, and
        // its sessions end now (they could not pass /set_password without the new password anyway).
        changes.passwordHash = await passwords.hash(body.password);
        changes.mustSetPassword = true;
      }
      if ('client_attend_from_every_where' in body) {
        Object.assign(changes, {
          attendFromEverywhere: true,
          clientLocationId: null,
          region: null,
          radius: null,
        });
      } else if (body.client_location_id !== undefined && body.client_location_id !== null) {
        const location = await boundTo(clientId, body.client_location_id);
        Object.assign(changes, {
          attendFromEverywhere: false,
          clientLocationId: location.id,
          region: location.region,
          radius: location.radius,
        });
      }
      const { updated, revoked } = await transaction(async (tx) => {
        const updated = await accounts.updateSubUser(clientId, body.id, changes, tx);
        if (!updated) throw new AppError('NOT_FOUND');
        const revoked =
          changes.passwordHash === undefined
            ? []
            : await sessions.revokeInTransaction(tx, { userId: body.id });
        return { updated, revoked };
      });
      sessions.publishRevoked(revoked);
      return updated;
    },

    /** The row stays (its name stays in the logs); it can no longer log in, and its sessions end now. */
    async remove(clientId: number, id: number): Promise<void> {
      const revoked = await transaction(async (tx) => {
        if (!(await accounts.disableSubUser(clientId, id, clock.now(), tx))) throw new AppError('NOT_FOUND');
        return sessions.revokeInTransaction(tx, { userId: id });
      });
      sessions.publishRevoked(revoked);
    },

    /** `user/revoke_token`: every session of the sub-user ends; the realtime server cuts its sockets. */
    async revokeSessions(clientId: number, id: number): Promise<number> {
      await subUserOr404(clientId, id);
      const revoked = await transaction((tx) => sessions.revokeInTransaction(tx, { userId: id }));
      sessions.publishRevoked(revoked);
      return revoked.length;
    },

    listLocations: (clientId: number): Promise<ClientLocation[]> => locations.list(clientId),

    /** A new location without id; with one, the client's own (404 otherwise), its sub-users following. */
    async saveLocation(clientId: number, body: SaveLocationBody): Promise<ClientLocation> {
      const { id, ...fields } = body;
      if (id === undefined) return locations.insert(clientId, fields);
      const saved = await locations.update(clientId, id, fields);
      if (!saved) throw new AppError('NOT_FOUND');
      await accounts.followLocation(clientId, saved.id, saved.region, saved.radius);
      return saved;
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
