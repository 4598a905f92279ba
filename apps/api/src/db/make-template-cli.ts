import { makeTemplate, templateDir } from './template';

// Run by scripts/build.mjs after bundling: `node dist/make-template.mjs`.
const started = Date.now();
await makeTemplate();
console.log(`${templateDir()} built (${Date.now() - started} ms)`);
