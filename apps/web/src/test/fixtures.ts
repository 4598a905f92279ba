import type { SessionFields } from '@courier/contracts';
import { opsSessionStore } from '@/lib/ops-session';

export function sessionFields(overrides: Partial<SessionFields> = {}): SessionFields {
  return {
    access_token: 'token-1',
    is_first_login: 1,
    is_main_client: 1,
    api_token: 'api-token',
    user_id: 7,
    client_id: 3,
    client_name: 'متجر التجربة',
    user_name: 'أحمد علي',
    email: 'merchant@demo.test',
    has_company: 0,
    company: { settings: {} },
    restored: 0,
    available_surveys: 0,
    id_token: 'id-token',
    is_freezed: 0,
    walkthrough: 1,
    have_stock: 1,
    status: 1,
    expires_at: new Date(Date.now() + 12 * 3600_000).toISOString(),
    ...overrides,
  };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A staff member signed in on the console (the session `/ops/login` stores), for the desk's components. */
export function signInOps(role: 'ops' | 'support' | 'admin' = 'ops') {
  opsSessionStore.set({
    token: 'staff-token',
    staffId: 1,
    name: 'Ops',
    email: `${role}@demo.test`,
    role,
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  });
}
