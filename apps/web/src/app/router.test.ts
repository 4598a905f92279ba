import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pathEntries } from '@/config/paths';
import { layoutOf, routes } from './router';

/** A concrete URL of a pattern: every parameter filled in. */
const sample = (path: string) => path.replace(/:\w+/g, '1').replace('/*', '/x');

describe('the route table is derived from config/paths.ts', () => {
  it('routes every built screen, under its layout, at its path', () => {
    for (const entry of pathEntries.filter((e) => e.screen)) {
      const matches = matchRoutes(routes, sample(entry.path)) ?? [];
      expect(matches.at(-1)?.route.path, entry.path).toBe(entry.path);
      // root → layout → page
      expect(matches, entry.path).toHaveLength(3);
    }
  });

  it('leaves screens that are not built to the catch-all (the guard answers them)', () => {
    for (const entry of pathEntries.filter((e) => !e.screen)) {
      expect(matchRoutes(routes, sample(entry.path))?.at(-1)?.route.path, entry.path).toBe('*');
    }
  });

  it('puts open screens in the public layout and print views in the print layout', () => {
    const [root] = routes;
    const [publicLayout, appLayout, printLayout] = root?.children ?? [];
    const pathsOf = (route: typeof root) => (route?.children ?? []).map((r) => r.path);
    for (const entry of pathEntries.filter((e) => e.screen)) {
      const layout = { public: publicLayout, app: appLayout, print: printLayout }[layoutOf(entry)];
      expect(pathsOf(layout), entry.path).toContain(entry.path);
    }
    expect(pathsOf(printLayout)).toEqual(['/printOrder', '/printSticker', '/printMission/:id']);
    expect(pathsOf(publicLayout)).toContain('/login');
    expect(pathsOf(appLayout)).toContain('/MissionDetails/:id');
  });

  it('renders the seven order lists through one element type (moving between them keeps the page)', () => {
    const elementOf = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.element;
    const types = ['/UncompletedOrder', '/SavedOrder', '/SentOrder', '/GivenOrder'].map(
      (url) => (elementOf(url) as { type?: unknown } | undefined)?.type,
    );
    expect(types[0]).toBeDefined();
    expect(new Set(types).size).toBe(1);
  });
});
