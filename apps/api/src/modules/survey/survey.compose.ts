import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import type { AccountsService } from '../accounts/accounts.service';
import { createSurveyRepository } from './survey.repository';
import { surveyRoutes } from './survey.routes';
import { createSurveyService } from './survey.service';

export function composeSurvey({ db, transaction }: ComposeKit, { accounts }: { accounts: AccountsService }) {
  const survey = createSurveyService({ surveys: createSurveyRepository(db), accounts, transaction });
  const client: ScopeRoutes = async (api) => {
    await api.register(named(surveyRoutes), { survey });
  };
  return { survey, client };
}
