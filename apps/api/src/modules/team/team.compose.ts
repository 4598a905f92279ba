import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import type { AccountsService } from '../accounts/accounts.service';
import { createLocationsRepository } from './locations.repository';
import { createPermissionsRepository } from './permissions.repository';
import { teamPermissionsRoutes } from './team-permissions.routes';
import { createTeamPermissions } from './team-permissions.service';
import { teamRoutes } from './team.routes';
import { createTeamService } from './team.service';

type TeamDeps = Parameters<typeof createTeamService>[0];

export function composeTeam(
  { db, clock, transaction }: ComposeKit,
  given: { accounts: AccountsService; sessions: TeamDeps['sessions']; passwords: TeamDeps['passwords'] },
) {
  const { accounts, sessions, passwords } = given;
  const team = createTeamService({
    accounts,
    locations: createLocationsRepository(db),
    sessions,
    passwords,
    transaction,
    clock,
  });
  // What the main account lets its sub-users do (decision 068).
  const permissions = createTeamPermissions({ permissions: createPermissionsRepository(db), accounts });
  const client: ScopeRoutes = async (api) => {
    await api.register(named(teamRoutes), { team });
    await api.register(named(teamPermissionsRoutes), { permissions });
  };
  return { team, permissions, client };
}
