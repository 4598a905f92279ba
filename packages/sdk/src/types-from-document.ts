import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

/** Where the generated types are checked in (packages/sdk), relative to this file. */
export const generatedTypesUrl = new URL('./generated/v1.ts', import.meta.url);

/**
 * The SDK's types from the merchant API's OpenAPI document (decision 074): what `npm run sdk:generate`
 * writes, and what sdk-drift.test.ts compares the checked-in file with. openapi-typescript runs on the
 * `typescript` package (5.9, this package's pinned devDependency): version 7 of the generator does not run
 * on TypeScript 7's compiler.
 */
export async function typesFromDocument(document: object): Promise<string> {
  const ast = await openapiTS(structuredClone(document) as Parameters<typeof openapiTS>[0], {
    silent: true,
  });
  return `${COMMENT_HEADER}// Made by \`npm run sdk:generate\` from GET /api/v1/docs: do not edit.\n\n${astToString(ast)}`;
}
