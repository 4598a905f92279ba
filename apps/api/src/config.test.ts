import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { apiPackageRoot, migrationsFolder } from './paths';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      SESSION_IDLE_TIMEOUT_MS: 1_800_000,
      SESSION_ABSOLUTE_TIMEOUT_MS: 43_200_000,
      IDLE_WARNING_MS: 60_000,
      SEED_DEMO: 'auto',
      CORS_ORIGINS: [],
      TRUST_PROXY: false,
      BRANCHES_COUNT: 50,
    });
    expect(config.DATA_DIR).toBe(join(process.cwd(), 'data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.WEB_DIST_DIR).toBe(join(apiPackageRoot(), '..', 'web', 'dist'));
  });

  it('resolves a relative data folder from where npm was started', () => {
    expect(loadConfig({ DATA_DIR: './data', INIT_CWD: '/srv/portal' }).DATA_DIR).toBe('/srv/portal/data');
    expect(loadConfig({ DATA_DIR: '/var/lib/portal' }).DATA_DIR).toBe('/var/lib/portal');
  });

  it('serves the API docs outside production unless told otherwise', () => {
    expect(loadConfig({}).API_DOCS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).API_DOCS).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).API_DOCS).toBe(false);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ DATABASE_URL: undefined, PORT: 8080 });
  });

  it('parses lists, numbers and flags', () => {
    const config = loadConfig({
      PORT: '8181',
      DATABASE_URL: 'postgres://u@localhost:5432/db',
      CORS_ORIGINS: 'https://a.example, https://b.example/',
      TRUST_PROXY: '2',
    });
    expect(config).toMatchObject({
      PORT: 8181,
      DATABASE_URL: 'postgres://u@localhost:5432/db',
      CORS_ORIGINS: ['https://a.example', 'https://b.example'],
      TRUST_PROXY: 2,
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });

  it('lists every wrong variable at once', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        NODE_ENV: 'staging',
        DATABASE_URL: 'mysql://x',
        CORS_ORIGINS: 'not a url',
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*NODE_ENV[\s\S]*DATABASE_URL[\s\S]*CORS_ORIGINS/);
  });

  it('refuses a warning longer than the idle timeout', () => {
    expect(() => loadConfig({ IDLE_WARNING_MS: '1800000' })).toThrow(/IDLE_WARNING_MS/);
  });

  it('bounds slow clients and imports by default, and refuses a headers timeout past the request timeout', () => {
    expect(loadConfig({})).toMatchObject({
      HTTP_HEADERS_TIMEOUT_MS: 10_000,
      HTTP_REQUEST_TIMEOUT_MS: 60_000,
      HTTP_KEEP_ALIVE_TIMEOUT_MS: 72_000,
      IMPORT_PARSE_TIMEOUT_MS: 20_000,
      IMPORT_CONCURRENCY: 4,
      IMPORT_CONCURRENCY_PER_CLIENT: 2,
    });
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '70000' })).toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
    expect(() => loadConfig({ IMPORT_CONCURRENCY: '0' })).toThrow(/IMPORT_CONCURRENCY/);
  });

  it('refuses a webhook lease an attempt can outlive, in the list with the other mistakes (issue 33 §9)', () => {
    expect(loadConfig({}).WEBHOOK_LEASE_MS).toBe(60_000);
    expect(loadConfig({ WEBHOOK_LEASE_MS: '15000' }).WEBHOOK_LEASE_MS).toBe(15_000);
    const attempt = () => loadConfig({ WEBHOOK_LEASE_MS: '5000', PORT: 'x' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /PORT[\s\S]*WEBHOOK_LEASE_MS: must be at least 15000 \(an attempt takes up to 10000 ms; a shorter lease sends an event again while it is being sent\)/,
    );
  });
});

describe('paths', () => {
  it('keeps attachments on disk unless a bucket is named, and refuses a bucket without its endpoint and keys', () => {
    expect(loadConfig({}).FILES_S3_BUCKET).toBeUndefined();
    expect(() => loadConfig({ FILES_S3_BUCKET: 'files' })).toThrow(
      /FILES_S3_ENDPOINT[\s\S]*FILES_S3_ACCESS_KEY_ID[\s\S]*FILES_S3_SECRET_ACCESS_KEY/,
    );
    const s3 = loadConfig({
      FILES_S3_BUCKET: 'files',
      FILES_S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
      FILES_S3_ACCESS_KEY_ID: 'id',
      FILES_S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(s3.FILES_S3_REGION).toBe('us-east-1');
  });

  it('finds the committed migrations from the source tree', () => {
    expect(existsSync(join(migrationsFolder(), 'meta', '_journal.json'))).toBe(true);
  });
});
