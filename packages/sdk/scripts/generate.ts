// `npm run sdk:generate`: the SDK's types from the document the server answers at GET /api/v1/docs
// (apps/api/scripts/v1-openapi.ts prints it), written to src/generated/v1.ts (decision 074).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatedTypesUrl, typesFromDocument } from '../src/types-from-document';

const api = fileURLToPath(new URL('../../../apps/api/', import.meta.url));
const printed = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/v1-openapi.ts'], {
  cwd: api,
  maxBuffer: 1 << 26,
  encoding: 'utf8',
});
writeFileSync(generatedTypesUrl, await typesFromDocument(JSON.parse(printed)));
console.log(`wrote ${fileURLToPath(generatedTypesUrl)}`);
