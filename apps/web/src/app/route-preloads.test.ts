import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routesOf } from '../../route-preloads';
import { paths } from '@/config/paths';

const source = (file: string) => readFileSync(join(__dirname, '..', file), 'utf8');
const routes = routesOf(source('config/paths.ts'), source('app/router.tsx'), source('app/screens.ts'));

describe("the build's page files per URL (route-preloads.ts, issue 42)", () => {
  it('finds a layout and a page for every built screen, and the two apps of their own', () => {
    const built = Object.values(paths).filter((entry) => entry.screen);
    expect(routes.map((r) => r.path).sort()).toEqual(
      [...built.map((e) => e.path), '/ops/*', '/captain/*'].sort(),
    );
    for (const route of routes)
      for (const module of route.modules) expect(() => source(module)).not.toThrow();
  });

  it('gives each screen the layout the router gives it', () => {
    const modulesOf = (path: string) => routes.find((r) => r.path === path)?.modules;
    expect(modulesOf('/login')).toEqual(['app/shell/public-layout.tsx', 'app/routes/auth/login-page.tsx']);
    expect(modulesOf('/Home')).toEqual(['app/shell/app-layout.tsx', 'app/routes/home/home-page.tsx']);
    expect(modulesOf('/SavedOrder')).toEqual([
      'app/shell/app-layout.tsx',
      'app/routes/orders/orders-list-page.tsx',
    ]);
    const print = Object.values(paths).find((e) => 'print' in e && e.print && e.screen);
    if (print) expect(modulesOf(print.path)?.[0]).toBe('app/shell/print-layout.tsx');
  });

  it('fails the build when a built screen has no page found', () => {
    const screens = source('app/screens.ts').replace(/^\s*otp: .*$/m, '');
    expect(() => routesOf(source('config/paths.ts'), source('app/router.tsx'), screens)).toThrow(
      /missing: otp/,
    );
  });
});
