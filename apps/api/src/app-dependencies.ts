import type { DestinationStream } from 'pino';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import type { AfterResponse } from './modules/auth/after-response';
import type { PasswordHasher } from './modules/auth/passwords';
import type { Messenger } from './modules/messaging/messaging.service';
import type { ResolveHost } from './modules/webhooks/url-guard';

/** What buildApp is given (server.ts: the settings; tests: stand-ins for the outside world). */
export interface AppDependencies {
  config: Config;
  /** A ready (migrated) database owned by the caller; without it the app opens, migrates and seeds its own. */
  database?: Database;
  clock?: Clock;
  /** The SMS/email provider; the default keeps messages in the outbox table. */
  messenger?: Messenger;
  /** Where log lines go (stdout by default). */
  logDestination?: DestinationStream;
  /** Password hashing (scrypt by default); always behind the hash gate. */
  passwordHasher?: PasswordHasher;
  /** Runs the work done after answering; the default starts it right after the answer. */
  afterResponse?: AfterResponse;
  /** The HTTP client of the carrier tracking provider (tests point it at a local mock). */
  fetch?: typeof fetch;
  /** Resolves a webhook URL's host name to all its addresses (node:dns by default; tests stub it). */
  resolveHost?: ResolveHost;
  /** The receiver's one-time delivery code for an order (the captain's app, decision 062); none by default. */
  deliveryCodeFor?: (orderId: number) => Promise<string | null>;
  /** A full collection before a large import's insert: V8's on the lean embedded engine (decision 002). */
  collectGarbage?: () => void;
}
