import { parseAcceptLanguage, type Language } from '@courier/contracts';
import type { FastifyRequest } from 'fastify';

/** The caller's language from Accept-Language (`ar` by default, docs/architecture.md). */
export function languageOf(request: FastifyRequest): Language {
  return parseAcceptLanguage(request.headers['accept-language']);
}
