import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './generated/v1';

export type { components, operations, paths, webhooks } from './generated/v1';

/**
 * A typed client of the merchant API (decision 074): openapi-fetch over the types generated from
 * GET /api/v1/docs. `baseUrl` is the portal's address; the API's own prefix (/api/v1, the document's
 * `servers`) is added here. A test key (`cp_test_…`) works the same and reaches test orders only.
 */
export function createCourierClient(
  options: { baseUrl: string; apiKey: string } & Omit<ClientOptions, 'baseUrl'>,
): Client<paths> {
  const { baseUrl, apiKey, headers, ...rest } = options;
  return createClient<paths>({
    ...rest,
    baseUrl: `${baseUrl.replace(/\/+$/, '')}/api/v1`,
    headers: { ...headers, authorization: `Bearer ${apiKey}` },
  });
}
