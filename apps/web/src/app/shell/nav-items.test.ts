import { describe, expect, it } from 'vitest';
import { sessionFromFields } from '@/lib/session-store';
import { sessionFields } from '@/test/fixtures';
import { isNavItemActive, navItemsFor } from './nav-items';

const items = navItemsFor(sessionFromFields(sessionFields()));
const group = (key: string) => {
  const item = items.find((i) => i.groupKey === key);
  if (!item) throw new Error(`no nav group ${key}`);
  return item;
};
const activeGroups = (pathname: string) =>
  items.filter((i) => i.groupKey && isNavItemActive(i, pathname)).map((i) => i.groupKey);

describe('side navigation: the section of the page stays open and highlighted', () => {
  it("keeps the missions group active on a mission's details, in any letter case", () => {
    expect(activeGroups('/MissionDetails/12')).toEqual(['missions']);
    expect(isNavItemActive(group('missions'), '/missiondetails/12')).toBe(true);
    expect(isNavItemActive(group('missions'), '/Supplied')).toBe(true);
  });

  it("keeps the orders group active on one order's details, log and edit pages", () => {
    for (const path of ['/OrderDetails/10000008', '/Log/10000008/2', '/editOrder/10000008']) {
      expect(activeGroups(path), path).toEqual(['orders']);
    }
  });

  it('highlights no group on the home page', () => {
    expect(activeGroups('/Home')).toEqual([]);
  });
});

describe('side navigation: the failed-attempt centre follows the team permission (decision 068)', () => {
  const paths = (list: ReturnType<typeof navItemsFor>) => list.map((i) => i.entry.path);
  it('shows /attempts to the main account, and to a sub-user only when granted', () => {
    expect(paths(items)).toContain('/attempts');
    const sub = sessionFromFields({ ...sessionFields(), is_main_client: 0 });
    expect(paths(navItemsFor(sub))).not.toContain('/attempts');
    expect(paths(navItemsFor(sub, undefined, ['attempts']))).toContain('/attempts');
  });
});
