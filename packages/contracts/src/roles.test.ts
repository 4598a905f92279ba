import { describe, expect, it } from 'vitest';
import { deriveRole, roleMayAccess } from './roles';
import { roles } from './enums';

describe('role derivation (spec §6)', () => {
  it.each([
    [1, 0, 'admin'],
    [1, 1, 'adminCompany'],
    [0, 0, 'public'],
    [0, 1, 'publicCompany'],
    [true, false, 'admin'],
    ['1', '1', 'adminCompany'],
  ])('main %j, company %j → %s', (isMainClient, hasCompany, role) =>
    expect(deriveRole({ isMainClient: isMainClient as number, hasCompany: hasCompany as number })).toBe(role),
  );
  it('the public rule admits all four roles; admin only the two admin roles', () => {
    for (const role of roles) expect(roleMayAccess(role, 'public')).toBe(true);
    expect(roles.filter((r) => roleMayAccess(r, 'admin'))).toEqual(['admin', 'adminCompany']);
  });
});
