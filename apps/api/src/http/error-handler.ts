import {
  errorCodes,
  fieldErrors,
  isLogoutCode,
  messageKeyOf,
  translate,
  type ErrorCode,
  type ErrorEnvelope,
  type Language,
} from '@courier/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../clock';
import { isConnectionError } from '../lib/connection-errors';
import { repeatedFailureLog } from '../logger';
import { AppError } from './app-error';
import { languageOf } from './language';

/**
 * The one place failures become the envelope of docs/architecture.md:
 * `{ success: 0, error_msg, code, errors?, logout?, retry_after?, request_id? }` with the status of the code.
 * 5xx details go to the log only; the client gets a generic message and the request id.
 */
export function registerErrorHandler(app: FastifyInstance, deps: { clock: Clock }): void {
  const logOutage = repeatedFailureLog(app.log, deps.clock);
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const lang = languageOf(request);

    if (error instanceof AppError) return sendAppError(reply, error, lang);

    if (hasZodFastifySchemaValidationErrors(error)) {
      // The type provider keeps each zod issue (message = catalog key) with its path as a JSON pointer.
      const issues = error.validation.map((v) => ({
        code: v.keyword as 'custom',
        message: v.message ?? 'validation.invalid',
        path: v.instancePath.split('/').slice(1).filter(Boolean),
        input: undefined,
      }));
      const errors = fieldErrors(new z.ZodError(issues), lang);
      return send(reply, 'VALIDATION_FAILED', lang, { errors });
    }

    // A handler that parses input itself (multipart fields, merged query and body) throws zod's error.
    if (error instanceof z.ZodError)
      return send(reply, 'VALIDATION_FAILED', lang, { errors: fieldErrors(error, lang) });

    // Text the database cannot store (a NUL character, invalid UTF-8) is bad input, not a server failure.
    if (isUnstorableText(error))
      return send(reply, 'VALIDATION_FAILED', lang, {
        errors: { _: [translate('validation.invalid', lang)] },
      });

    // The database unreachable (refused, restarting, out of connections): the request may succeed in a
    // moment, so 503 with Retry-After; one log line per outage, not one per request.
    if (isConnectionError(error)) {
      logOutage({ err: error }, 'database unavailable');
      return sendAppError(
        reply,
        new AppError('SERVICE_UNAVAILABLE', { retryAfter: databaseRetryAfterS }),
        lang,
      );
    }

    const code = codeForFrameworkError(error);
    if (code === 'INTERNAL') {
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 'INTERNAL', lang, {
        params: { requestId: request.id },
        fields: { request_id: request.id },
      });
    }
    request.log.info({ error_code: code, reason: (error as FastifyError).code }, 'request refused');
    return send(
      reply,
      code,
      lang,
      code === 'VALIDATION_FAILED' ? { errors: { _: [translate('validation.invalid', lang)] } } : {},
    );
  });
}

/** What a client is told to wait while the database is unreachable (a restart takes seconds). */
const databaseRetryAfterS = 5;

/**
 * Fastify's own refusals before any route runs (its `frameworkErrors` option), in the envelope too: a
 * path parameter longer than the router keeps (Fastify's bare 414) names nothing that exists, so 404;
 * a malformed URL (bad percent-encoding) is bad input.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const lang = languageOf(request);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return send(reply, 'ROUTE_NOT_FOUND', lang);
  if (error.code === 'FST_ERR_BAD_URL')
    return send(reply, 'VALIDATION_FAILED', lang, { errors: { _: [translate('validation.invalid', lang)] } });
  request.log.error({ err: error }, 'framework error');
  return send(reply, 'INTERNAL', lang, {
    params: { requestId: request.id },
    fields: { request_id: request.id },
  });
}

/**
 * 404 for unknown routes, in the same envelope (the static web app adds its own fallback first); a
 * merchant API path that exists with other methods is 405 with `Allow` (decision 055). The router is
 * asked with the concrete URL (`findRoute` matches it as a request would), once per method.
 */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const lang = languageOf(request);
  const url = request.url.split('?')[0] ?? '';
  if (url.startsWith('/api/v1/')) {
    const allowed = routeMethods.filter((method) => request.server.findRoute({ method, url }) !== null);
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return send(reply, 'METHOD_NOT_ALLOWED', lang);
    }
  }
  return send(reply, 'ROUTE_NOT_FOUND', lang);
}

const routeMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function sendAppError(reply: FastifyReply, error: AppError, lang: Language): FastifyReply {
  const { errors, extra, retryAfter, paramKeys } = error.options;
  // Placeholders that are themselves catalog entries (a status, an action) read in the caller's language.
  const params = paramKeys
    ? {
        ...error.options.params,
        ...Object.fromEntries(Object.entries(paramKeys).map(([name, key]) => [name, translate(key, lang)])),
      }
    : error.options.params;
  const translated = errors
    ? Object.fromEntries(
        Object.entries(errors).map(([field, keys]) => [field, keys.map((k) => translate(k, lang, params))]),
      )
    : undefined;
  const fields: Record<string, unknown> = { ...extra };
  if (retryAfter !== undefined) {
    const seconds = Math.max(1, Math.ceil(retryAfter));
    reply.header('retry-after', String(seconds));
    fields.retry_after = seconds;
  }
  return send(reply, error.code, lang, { params, errors: translated, fields });
}

function send(
  reply: FastifyReply,
  code: ErrorCode,
  lang: Language,
  options: {
    params?: Record<string, string | number> | undefined;
    errors?: Record<string, string[]> | undefined;
    fields?: Record<string, unknown>;
  } = {},
): FastifyReply {
  const body: ErrorEnvelope & Record<string, unknown> = {
    success: 0,
    error_msg: translate(messageKeyOf(code), lang, options.params),
    code,
    ...(options.errors ? { errors: options.errors } : {}),
    ...(isLogoutCode(code) ? { logout: true as const } : {}),
    // Every refusal names its request (also the Request-Id header): what a caller quotes to support.
    request_id: reply.request.id,
    ...options.fields,
  };
  return reply.status(errorCodes[code]).type('application/json; charset=utf-8').send(body);
}

/** Errors raised by Fastify itself (body parsing, limits, …) mapped to our codes by their status. */
/** PostgreSQL's "character not in repertoire" / "untranslatable character", possibly wrapped by drizzle. */
function isUnstorableText(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '22021' || code === '22P05') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

function codeForFrameworkError(error: FastifyError | Error): ErrorCode {
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  switch (status) {
    case 400:
    case 422:
      return 'VALIDATION_FAILED';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'ROUTE_NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'TOO_MANY_REQUESTS';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return 'INTERNAL';
  }
}
