import type { Role } from './enums';

export interface RoleInput {
  /** is_main_client: 1 for the main account, 0 for a sub-user. */
  isMainClient: number | boolean;
  /** has_company: 1 when the client sends on behalf of companies. */
  hasCompany: number | boolean;
}

/** Spec §6: main-client flag 1 means admin, otherwise an ordinary user; hasCompany adds the company variant. */
export function deriveRole({ isMainClient, hasCompany }: RoleInput): Role {
  const admin = Number(isMainClient) === 1;
  const company = Number(hasCompany) === 1;
  if (admin) return company ? 'adminCompany' : 'admin';
  return company ? 'publicCompany' : 'public';
}

/** The access rules a route can require. `public` admits all four roles. */
export const accessRules = {
  public: ['public', 'admin', 'publicCompany', 'adminCompany'],
  admin: ['admin', 'adminCompany'],
} as const satisfies Record<string, readonly Role[]>;

export type AccessRule = keyof typeof accessRules;

export function roleMayAccess(role: Role, rule: AccessRule): boolean {
  return (accessRules[rule] as readonly Role[]).includes(role);
}
