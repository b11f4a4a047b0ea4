// Process configuration from environment variables, parsed once at start.
import { defaultDataDir, defaultWebDist } from './paths';

/** How Fastify should treat proxy headers (x-forwarded-for / -proto). */
export type TrustProxy = boolean | number | string;

/** Everything the server reads from the environment. */
export interface ServerConfig {
  host: string;
  port: number;
  /** PGlite data folder; also holds the operator-token file. */
  dataDir: string;
  /** PostgreSQL connection string; PGlite is used when absent. */
  databaseUrl: string | null;
  /** Folder of the built web app. */
  webDist: string;
  trustProxy: TrustProxy;
  /** Fixed operator token from OPERATOR_TOKEN; otherwise one is generated and stored. */
  operatorToken: string | null;
  /** Largest accepted request body in bytes. */
  bodyLimit: number;
  logLevel: string;
}

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === '' || value === '0' || value.toLowerCase() === 'false') {
    return false;
  }
  if (value === '1' || value.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}

/** Reads the server configuration from `env` (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.HOST || '127.0.0.1',
    port: parsePort(env.PORT),
    dataDir: env.DATA_DIR || defaultDataDir,
    databaseUrl: env.DATABASE_URL || null,
    webDist: env.WEB_DIST || defaultWebDist,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    operatorToken: env.OPERATOR_TOKEN || null,
    bodyLimit: 100 * 1024,
    logLevel: env.LOG_LEVEL || 'info',
  };
}
