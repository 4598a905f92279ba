import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { registerErrorHandler, sendFrameworkError } from './error-handler';
import { registerRequestIdHeader } from './request-id';
import { registerJsonBodyParser } from './json-body';
import { registerOpenApi } from './openapi';
import { registerSecurity } from './security';
import { registerShutdownGate } from './shutdown';

/**
 * Every schema is zod (fastify-type-provider-zod). Given as the factories, Fastify never loads its default
 * ajv and fast-json-stringify compilers, ~0.4 s of a cold start (docs/quality.md P8, decision 002); the
 * setValidatorCompiler/setSerializerCompiler calls do the same afterwards, with the zod types. Fastify's
 * typings only describe ajv's factories, hence the cast.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** JSON bodies above this are refused with 413 (file uploads get their own limits with multipart). */
const bodyLimit = 1024 * 1024;

/** The Fastify instance and what every route shares (errors, security headers, shutdown gate, compression, docs). */
export async function createFastifyBase(
  config: Config,
  logger: Logger,
  clock: Clock,
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // A hop count trusts that many proxies in front of the server (the nearest ones).
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit,
    genReqId: () => randomUUID(),
    return503OnClosing: false,
    frameworkErrors: sendFrameworkError,
    schemaController: { compilersFactory: zodCompilers },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  app.decorateRequest('staff', null);
  app.decorateRequest('captain', null);
  registerJsonBodyParser(app);
  registerErrorHandler(app, { clock });
  registerRequestIdHeader(app);
  await registerSecurity(app, { corsOrigins: config.CORS_ORIGINS });
  registerShutdownGate(app, { idleCutMs: config.SHUTDOWN_IDLE_CUT_MS });
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerOpenApi(app, { ui: config.API_DOCS });
  return app;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
