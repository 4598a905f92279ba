import type { SessionFields } from '@courier/contracts';
import type { Account } from '../accounts/accounts.service';
import type { IssuedSession } from './sessions.service';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** The session fields of spec §3 that login and change-password answer with. */
export function sessionFields(account: Account, session: IssuedSession): SessionFields {
  const { client } = account;
  return {
    access_token: session.token,
    is_first_login: flag(!account.mustSetPassword),
    is_main_client: flag(account.isMain),
    // The merchant API token belongs to the client; only its main account may see it.
    api_token: account.isMain ? client.apiToken : null,
    user_id: account.userId,
    client_id: account.clientId,
    client_name: client.name,
    user_name: account.name,
    email: account.email,
    has_company: flag(client.hasCompany),
    company: { settings: client.hasCompany ? client.companySettings : {} },
    restored: flag(client.restored),
    available_surveys: flag(client.availableSurveys),
    id_token: account.idToken,
    is_freezed: flag(client.isFreezed),
    walkthrough: flag(account.walkthroughDone),
    have_stock: flag(client.haveStock),
    status: 1,
    expires_at: session.expiresAt.toISOString(),
  };
}
