import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';

const displayName = Symbol.for('fastify.display-name');

/**
 * Names a plugin for Fastify. An unnamed one makes Fastify look for it among the exports of every module in
 * `require.cache`, twice per registration: ~0.25 s of a start's CPU for the app's ~45 plugins (P8,
 * decision 035).
 */
export function named<P extends FastifyPluginAsync<never> | FastifyPluginCallback<never>>(
  plugin: P,
  name = plugin.name,
): P {
  return Object.assign(plugin, { [displayName]: name || 'anonymous plugin' });
}
