// Build tooling (issue 42, decision 063): not app code.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** One URL pattern of the app and every file its first paint needs, as the server announces them. */
export interface RoutePreload {
  /** A React Router pattern (`/OrderDetails/:id`, `/ops/*`), matched case-insensitively like the app. */
  path: string;
  /** Built files (`assets/x.js`, `assets/x.css`), the module graph's order. */
  files: string[];
}

export interface RoutePreloads {
  routes: RoutePreload[];
  /** The fonts the first paint's text needs (regular, Arabic and Latin): preloaded on every page. */
  fonts: string[];
}

/**
 * Writes `route-preloads.json` beside index.html: for each URL of the app, the files of its layout, its
 * page and the first paint's texts (Arabic, the default), each with its static imports and style sheets.
 * The server puts them in that page's HTML as `<link rel="modulepreload">` and style sheet links
 * (apps/api/src/http/app-shell.ts), so a first visit asks for all of them at once instead of finding
 * them one import level at a time (six levels on /login, 79 requests: issue 42), with no script running
 * to announce them (Vite's helper did, inside React's render: decision 006).
 *
 * The pages are read from the router's and the screens' `import()` calls and the URLs from
 * `config/paths.ts`; the build fails when a built screen has no page found, so a new screen cannot
 * silently lose its preloads.
 */
export function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'courier:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const source = (file: string) => readFileSync(join(root, 'src', file), 'utf8');
      const routes = routesOf(source('config/paths.ts'), source('app/router.tsx'), source('app/screens.ts'));
      const chunks = chunksByModule(bundle);
      const filesOf = (modules: string[]) => {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = chunks.get(resolve(root, 'src', module));
          if (!chunk) throw new Error(`route-preloads: no chunk holds src/${module}`);
          closure(chunk, bundle, files);
        }
        return [...files];
      };
      const texts = 'locales/ar/first-paint.ts';
      const preloads: RoutePreloads = {
        routes: routes.map(({ path, modules }) => ({ path, files: filesOf([texts, ...modules]) })),
        fonts: Object.keys(bundle).filter((f) =>
          // Latin too: Arabic text has spaces and digits, which are in the Latin subset (its paint waited
          // for that font when it was found only at layout: decision 083).
          /ibm-plex-sans-arabic-(arabic|latin)-400-normal-[^/]*\.woff2$/.test(f),
        ),
      };
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });
    },
  };
}

/** Each source module's chunk (its facade: the chunk a dynamic `import()` of it loads). */
function chunksByModule(bundle: OutputBundle): Map<string, OutputChunk> {
  const chunks = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk' && output.facadeModuleId) chunks.set(output.facadeModuleId, output);
  return chunks;
}

/** A chunk, its static imports and their style sheets, depth first. */
function closure(chunk: OutputChunk, bundle: OutputBundle, files: Set<string>): void {
  if (files.has(chunk.fileName)) return;
  files.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') closure(imported, bundle, files);
  }
}

const importOf = /(\w+):\s*\(\)\s*=>\s*(?:Promise\.all\(\[\s*)?import\('\.\/([^']+)'\)/g;
const sharedLoader = /const (\w+): Lazy = \(\) =>\s*import\('\.\/([^']+)'\)/g;
const sharedUse = /^\s*(\w+): (\w+),$/gm;
const pathEntry = /^\s*(\w+): \{\s*path: '([^']+)',\s*access: '(\w+)',\s*screen: (true|false)([^}]*)\}/gm;

/** The URL patterns of the built screens with the modules (under src/) of their layout and page. */
export function routesOf(
  paths: string,
  router: string,
  screens: string,
): { path: string; modules: string[] }[] {
  const loaders = new Map<string, string>();
  for (const [, name, module] of router.matchAll(importOf)) loaders.set(name!, `app/${module}.tsx`);
  const shared = new Map<string, string>();
  for (const [, name, module] of screens.matchAll(sharedLoader)) shared.set(name!, `app/${module}.tsx`);
  for (const [, name, module] of screens.matchAll(importOf)) loaders.set(name!, `app/${module}.tsx`);
  for (const [, name, loader] of screens.matchAll(sharedUse))
    if (shared.has(loader!)) loaders.set(name!, shared.get(loader!)!);

  const routes: { path: string; modules: string[] }[] = [];
  const missing: string[] = [];
  for (const [, name, path, access, screen, rest] of paths.matchAll(pathEntry)) {
    if (screen !== 'true') continue;
    const layout = access === 'open' ? 'public' : /print: true/.test(rest!) ? 'print' : 'app';
    const page = loaders.get(name!);
    const layoutModule = loaders.get(layout);
    if (!page || !layoutModule) missing.push(name!);
    else routes.push({ path: path!, modules: [layoutModule, page] });
  }
  // Every `screen: true` of an entry (a comment may quote it in backticks).
  const built = paths.match(/^\s*screen: true,|[{,] screen: true\b/gm)?.length ?? 0;
  if (missing.length || routes.length !== built)
    throw new Error(
      `route-preloads: ${built} built screens, ${routes.length} found with a page; missing: ${missing.join(', ') || 'an entry not read (its fields in another order)'}`,
    );
  // The staff console and the captain's app: their own chunk each (their inner pages load after it).
  for (const [path, name] of [
    ['/ops/*', 'ops-app'],
    ['/captain/*', 'captain-app'],
  ] as const) {
    const module = router.match(new RegExp(`import\\('\\./([^']*${name})'\\)`))?.[1];
    if (!module) throw new Error(`route-preloads: the router no longer imports ${name}`);
    routes.push({ path, modules: [`app/${module}.tsx`] });
  }
  return routes;
}

/** The first paint's roots under src/: the layout and the page of /login, and of /Home (app/router.tsx). */
const paintRoots = {
  public: ['app/shell/public-layout.tsx', 'app/routes/auth/login-page.tsx'],
  app: ['app/shell/app-layout.tsx', 'app/routes/home/home-page.tsx'],
  // The captain's app has its own budget (120 KB, decision 061): what it shares with the first paints
  // stays out of the groups, so it never loads the merchant's first paint along.
  captain: [
    'app/captain/captain-app.tsx',
    'app/routes/captain-app/captain-login-page.tsx',
    'app/routes/captain-app/captain-run-page.tsx',
  ],
} as const;

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * The chunk groups of the modules the first paint of /login or /Home imports (statically, from their
 * layout or page), the captain's app's aside: `paint-shared` (both), then `paint-public` (/login only)
 * and `paint-app` (/Home only). Without them the bundler cut those modules into ~40 chunks of a few KB
 * (one per set of pages sharing them), each a request (issue 42: 79 on /login); with them each first
 * paint is a handful of files of the same bytes, since a module goes only where its roots' pages need it.
 * `paint-shared` has the higher priority: a group takes its members' imports along, so the others would
 * otherwise take the shared modules.
 */
export function firstPaintGroups(srcDir: string) {
  let sides: Map<string, Set<string>> | undefined;
  const walk = (graph: ModuleGraph) => {
    const found = new Map<string, Set<string>>();
    for (const [side, roots] of Object.entries(paintRoots)) {
      const queue = roots.map((root) => resolve(srcDir, root));
      const seen = new Set(queue);
      while (queue.length) {
        const id = queue.pop()!;
        found.set(id, (found.get(id) ?? new Set()).add(side));
        for (const next of graph.getModuleInfo(id)?.importedIds ?? [])
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
      }
    }
    return found;
  };
  const groupOf = (id: string, graph: ModuleGraph) => {
    sides ??= walk(graph);
    const of = sides.get(id);
    if (!of || of.has('captain')) return null;
    return of.size === 2 ? 'paint-shared' : of.has('public') ? 'paint-public' : 'paint-app';
  };
  const only = (name: string) => (id: string, graph: ModuleGraph) =>
    groupOf(id, graph) === name ? name : null;
  return [
    { name: only('paint-shared'), priority: 2 },
    { name: only('paint-public'), priority: 1 },
    { name: only('paint-app'), priority: 1 },
  ];
}
