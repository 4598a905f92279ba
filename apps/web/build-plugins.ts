// Build tooling (decision 006): not app code.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Alias, BuildEnvironmentOptions, Plugin } from 'vite';

const mantineStylesId = 'virtual:mantine-styles';

/**
 * Mantine's styles follow its components' code instead of one 250 KB stylesheet for every page.
 *
 * Each Mantine component reads its class names from `<Name>.module.mjs`; this plugin makes that file
 * import `@mantine/core/styles/<Name>.layer.css` too. The bundler then puts a component's styles in the
 * CSS file of the chunk that holds its code: the entry's stylesheet holds only what the first paint
 * uses, and a lazy page's styles load with the page. Mantine's own dependencies (Button on UnstyledButton
 * and Loader) come along, since their code does. The `.layer.css` files put Mantine in
 * `@layer mantine`, so the app's own CSS wins whatever order the chunks' stylesheets load in.
 *
 * `virtual:mantine-styles` (imported by main.tsx) is the global part: the reset, the CSS variables and
 * the static classes. The dev server pre-bundles Mantine (its files never pass through here), so there it
 * is the whole layered stylesheet instead.
 */
export function mantineComponentStyles(): Plugin {
  const moduleFile = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
  let serving = false;
  return {
    name: 'courier:mantine-component-styles',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve' && !config.isProduction;
    },
    resolveId(id) {
      return id === mantineStylesId ? `\0${mantineStylesId}` : null;
    },
    load(id) {
      if (id !== `\0${mantineStylesId}`) return null;
      if (serving) return `import '@mantine/core/styles.layer.css';`;
      return ['baseline', 'default-css-variables', 'global']
        .map((file) => `import '@mantine/core/styles/${file}.layer.css';`)
        .join('\n');
    },
    transform(code, id) {
      const match = moduleFile.exec(id.split('?')[0] ?? id);
      if (!match) return null;
      // Appended: the file starts with a "use client" directive, and imports are hoisted anyway.
      return { code: `${code}\nimport '@mantine/core/styles/${match[1]}.layer.css';\n`, map: null };
    },
  };
}

/**
 * Mantine's `useId` gives every component a random id in a layout effect after its first render (an old
 * guard against server-rendered ids that differ from the client's; this app renders only in the browser).
 * That `setState` during React's commit is an update React must run at once: it re-renders the component
 * and first runs every pending passive effect of the commit, in the same task. The list page mounted ~20
 * such components (checkboxes, inputs, popovers, modals), which made its commit one long task (P2's TBT,
 * decision 006, tenth pass). Here the id is React's own `useId`, the same from the first render on, so no
 * component renders twice for its id. (The dev server pre-bundles Mantine and keeps its own `useId`.)
 */
export function mantineStableIds(): Plugin {
  const useIdFile = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
  return {
    name: 'courier:mantine-stable-ids',
    apply: 'build',
    transform(_code, id) {
      if (!useIdFile.test(id.split('?')[0] ?? id)) return null;
      return {
        code: [
          "import { useId as useReactId } from 'react';",
          // React's ids (`_r_1_`) are valid in CSS selectors as they are; any other character is dropped.
          'export function useId(staticId) {',
          '  const reactId = useReactId();',
          "  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\\w-]/g, '')}`;",
          '}',
        ].join('\n'),
        map: null,
      };
    },
  };
}

const compressible = /\.(js|mjs|css|html|svg|json|txt)$/;

/**
 * React Router's build makes its components at the top level with calls the bundler cannot prove pure
 * (`var NavLink = React.forwardRef(...)`, not annotated) and names them for the dev tools
 * (`NavLink.displayName = "NavLink"`): so `NavLink`, `Form`, `useSubmit` and their helpers stayed in the
 * entry chunk though the app uses none of them (decision 006). This marks those calls pure and drops the
 * names (they only show in React's dev tools); what the app uses is kept as before.
 */
export function treeShakeReactRouter(): Plugin {
  const routerFile = /[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/;
  return {
    name: 'courier:tree-shake-react-router',
    apply: 'build',
    transform(code, id) {
      if (!routerFile.test(id)) return null;
      const shakable = code
        .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2')
        .replace(/^\w+\.displayName = "\w+";$/gm, '');
      return { code: shakable, map: null };
    },
  };
}

/**
 * The icons of the logged-in shell and of `/Home` in one chunk. Each icon is a tiny module, and the
 * bundler gives every set of pages that shares some a file of its own: `/Home` loaded 23 icon files,
 * 5.5 KB gzip apart and 2.2 KB together (decision 006). `roots` are the modules whose static imports are
 * followed (their lazy imports are not); the icons found go into `group`, which vite.config.ts lists in
 * the build's chunk groups. Every page inside the shell loads the shell's icons anyway.
 */
export function firstPaintIcons(roots: RegExp[]): {
  plugin: Plugin;
  group: { name: string; test: (id: string) => boolean };
} {
  const iconFile = /[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/](Icon\w+)\.mjs$/;
  const iconImport = /import\s*\{([^}]*)\}\s*from\s*['"]@tabler\/icons-react['"]/g;
  const names = new Set<string>();
  return {
    plugin: {
      name: 'courier:first-paint-icons',
      apply: 'build',
      buildEnd() {
        // The app's own modules only: the package's index imports every icon, so the names the app's
        // files import say which icons they use.
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id) || id.includes('node_modules')) return;
          seen.add(id);
          const info = this.getModuleInfo(id);
          for (const [, list = ''] of (info?.code ?? '').matchAll(iconImport)) {
            for (const name of list.split(',')) if (name.trim()) names.add(name.trim().split(/\s+/)[0] ?? '');
          }
          for (const next of info?.importedIds ?? []) visit(next);
        };
        for (const id of this.getModuleIds()) if (roots.some((root) => root.test(id))) visit(id);
      },
    },
    group: { name: 'shell-icons', test: (id) => names.has(iconFile.exec(id)?.[1] ?? '') },
  };
}

/**
 * Brotli (quality 11) and gzip (level 9) copies of every text file the build writes, next to it
 * (`x.js.br`, `x.js.gz`): the API serves them by Accept-Encoding (apps/api/src/http/web-app.ts) without
 * compressing anything per request. Files under 1 KB are left alone, as the API's on-the-fly compression
 * does.
 */
export function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'courier:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const files = Object.keys(bundle).filter((name) => compressible.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir, name);
          const content = await readFile(path);
          if (content.length < 1024) return;
          const [br, gzipped] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gz(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
        }),
      );
    },
  };
}

/**
 * React Router's package exports only its development build (dev warnings kept, ~0.5 KB gzip more in the
 * entry); the production build of the same version is beside it. Tests keep the warnings.
 */
export const reactRouterProduction: Alias = {
  find: /^react-router$/,
  replacement: fileURLToPath(import.meta.resolve('react-router')).replace(
    /[\\/]development[\\/]/,
    '/production/',
  ),
};

/** The build settings the merchant's pages (vite.config.ts) and the captain's (vite.captain.config.ts) share. */
export const sharedBuild = {
  target: 'es2022',
  sourcemap: false,
  // A lazy page's scripts are fetched through its own `import` statements, not announced beforehand by
  // Vite's helper as one <link rel="modulepreload"> each: the helper inserted ~40 of them inside React's
  // render of /login, 38–55 % of a 145–181 ms task on a 4× slower CPU. Lighthouse's TBT on /login
  // 120/100 → 63/45 ms, /SavedOrder 258/276 → 180/150 ms, LCP lower on both; with the network really
  // throttled the waterfall cost no LCP (decision 006, tenth pass). Style sheets keep their links: the
  // helper waits for them.
  modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
  // contracts (TypeScript source, no package.json "sideEffects") only declares schemas and tables:
  // telling the bundler so keeps zod and the schemas out of the entry chunk, in the lazy chunks of the
  // forms that use them.
  treeshake: {
    moduleSideEffects: [{ test: /packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
  },
} satisfies Pick<BuildEnvironmentOptions, 'target' | 'sourcemap' | 'modulePreload'> & {
  treeshake: NonNullable<BuildEnvironmentOptions['rolldownOptions']>['treeshake'];
};
