// Build tooling (decision 006): not app code.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

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

const compressible = /\.(js|mjs|css|html|svg|json|txt)$/;

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
