import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies with Fastify's safe parser (prototype-poisoning checks), except that an empty body is "no body"
 * rather than an error: clients commonly send `Content-Type: application/json` on bodiless POSTs (logout).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
}
