// Process configuration from environment variables, parsed once at start.
import { isIP } from 'node:net';
import type { FirebaseSettings } from './lib/firebase-token';
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
  /**
   * Which peers may set x-forwarded-for / -proto (TRUST_PROXY): false, a hop count, or a
   * comma-separated list of proxy addresses / CIDRs. Never `true` (that trusts the left-most
   * forwarded address, which the client writes).
   */
  trustProxy: TrustProxy;
  /** NODE_ENV is `production`. */
  production: boolean;
  /**
   * Serve the web build's source maps and `.vite/` files (SERVE_SOURCE_MAPS=1); off by default in
   * production, on otherwise.
   */
  serveSourceMaps: boolean;
  /** Fixed operator token from OPERATOR_TOKEN; otherwise one is generated and stored. */
  operatorToken: string | null;
  /** Largest accepted request body in bytes. */
  bodyLimit: number;
  logLevel: string;
  /**
   * The brand's Firebase project for phone sign-in (FIREBASE_PROJECT_ID, FIREBASE_API_KEY,
   * FIREBASE_AUTH_DOMAIN, FIREBASE_AUTH_EMULATOR_HOST); null when FIREBASE_PROJECT_ID is unset.
   */
  firebase: FirebaseSettings | null;
  /**
   * The human check: HUMAN_CHECK_SECRET signs the proof-of-work challenges (when unset, one is
   * generated once and kept in the database); RECAPTCHA_VERIFY_URL replaces Google's siteverify
   * address (tests, a proxy).
   */
  humanCheck: { secret: string | null; recaptchaVerifyUrl: string | null };
  /**
   * The lottery: LOTTERY_FAST_DRAW_SECONDS is the interval of every fast game (null: each game's
   * own; the e2e run sets 30); LOTTERY_SCHEDULER=off keeps this process from scheduling and drawing
   * (the others on the database do it).
   */
  lottery: { fastDrawSeconds: number | null; scheduler: boolean };
  /**
   * Agent contracts: AGENT_REALTIME_SALARY_SECONDS is the real-time salary's period (300, as
   * SPEC.md §9 has it; shorter only for tests: the e2e run sets 20).
   */
  agent?: { realtimeSalarySeconds: number };
  /**
   * The key that encrypts secrets kept in the database (DATA_ENCRYPTION_KEY: 32 random bytes as
   * base64 or hex); null: a key file made once in DATA_DIR (lib/secret-box.ts). Every process of
   * a PostgreSQL deployment must be given the same key.
   */
  dataEncryptionKey: string | null;
}

const TRUST_PROXY_HELP =
  'TRUST_PROXY must be a hop count (1, 2, …) or a comma-separated list of the proxy addresses / ' +
  'CIDRs in front of the server (e.g. 10.0.0.0/8,127.0.0.1)';

function isAddressOrCidr(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

function parseTrustProxy(value: string | undefined): TrustProxy {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === '0' || trimmed.toLowerCase() === 'false') return false;
  if (trimmed.toLowerCase() === 'true') {
    throw new Error(
      `TRUST_PROXY=true would trust the left-most x-forwarded-for address, which the client writes. ${TRUST_PROXY_HELP}`,
    );
  }
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (bad.length > 0) throw new Error(`${TRUST_PROXY_HELP}; got "${bad.join(', ')}"`);
  return entries.join(',');
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}

function parseFirebase(env: NodeJS.ProcessEnv, production: boolean): FirebaseSettings | null {
  const projectId = env.FIREBASE_PROJECT_ID?.trim();
  if (!projectId) return null;
  if (!/^[a-z0-9-]{4,40}$/.test(projectId)) {
    throw new Error(`FIREBASE_PROJECT_ID must be a Firebase project id, got "${projectId}"`);
  }
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || null;
  if (emulatorHost !== null && !/^[A-Za-z0-9.[\]:-]+:\d+$/.test(emulatorHost)) {
    throw new Error(`FIREBASE_AUTH_EMULATOR_HOST must be host:port, got "${emulatorHost}"`);
  }
  if (emulatorHost !== null && production) {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is set with NODE_ENV=production: the Auth emulator signs no ' +
        'tokens, so anyone could sign in as any number. Unset it in production.',
    );
  }
  const apiKey = env.FIREBASE_API_KEY?.trim() || (emulatorHost ? 'emulator-api-key' : '');
  if (!apiKey) throw new Error('FIREBASE_API_KEY is required with FIREBASE_PROJECT_ID');
  return {
    projectId,
    apiKey,
    authDomain: env.FIREBASE_AUTH_DOMAIN?.trim() || `${projectId}.firebaseapp.com`,
    emulatorHost,
  };
}

function parseFastDrawSeconds(value: string | undefined): number | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  const seconds = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || seconds < 4 || seconds > 86_400) {
    throw new Error(
      `LOTTERY_FAST_DRAW_SECONDS must be a whole number of seconds from 4 to 86400, got "${value}"`,
    );
  }
  return seconds;
}

function parseRealtimeSeconds(value: string | undefined): number {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return 300;
  const seconds = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || seconds < 5 || seconds > 3_600) {
    throw new Error(
      `AGENT_REALTIME_SALARY_SECONDS must be a whole number of seconds from 5 to 3600, got "${value}"`,
    );
  }
  return seconds;
}

function parseSwitch(name: string, value: string | undefined, fallback: boolean): boolean {
  const trimmed = value?.trim().toLowerCase() ?? '';
  if (trimmed === '') return fallback;
  if (['1', 'true', 'on'].includes(trimmed)) return true;
  if (['0', 'false', 'off'].includes(trimmed)) return false;
  throw new Error(`${name} must be on or off, got "${value}"`);
}

/** Reads the server configuration from `env` (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const maps = env.SERVE_SOURCE_MAPS?.trim().toLowerCase();
  return {
    host: env.HOST || '127.0.0.1',
    port: parsePort(env.PORT),
    dataEncryptionKey: env.DATA_ENCRYPTION_KEY?.trim() || null,
    dataDir: env.DATA_DIR || defaultDataDir,
    databaseUrl: env.DATABASE_URL || null,
    webDist: env.WEB_DIST || defaultWebDist,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    production,
    serveSourceMaps: maps ? maps === '1' || maps === 'true' : !production,
    operatorToken: env.OPERATOR_TOKEN || null,
    bodyLimit: 100 * 1024,
    logLevel: env.LOG_LEVEL || 'info',
    firebase: parseFirebase(env, production),
    humanCheck: {
      secret: env.HUMAN_CHECK_SECRET || null,
      recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL || null,
    },
    lottery: {
      fastDrawSeconds: parseFastDrawSeconds(env.LOTTERY_FAST_DRAW_SECONDS),
      scheduler: parseSwitch('LOTTERY_SCHEDULER', env.LOTTERY_SCHEDULER, true),
    },
    agent: { realtimeSalarySeconds: parseRealtimeSeconds(env.AGENT_REALTIME_SALARY_SECONDS) },
  };
}
