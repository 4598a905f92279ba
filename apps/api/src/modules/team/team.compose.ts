import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import type { AccountsService } from '../accounts/accounts.service';
import { createLocationsRepository } from './locations.repository';
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
  const client: ScopeRoutes = async (api) => {
    await api.register(named(teamRoutes), { team });
  };
  return { team, client };
}
