// Security headers: on pages, a CSP built from the brand's configuration (issue 9, finding 10) with
// frame-ancestors 'self' and helmet's other headers; on API answers (JSON, proof images), a short
// fixed set that forbids running, loading or framing anything and storing the answer; HSTS on both
// only when the request arrived over TLS (directly, or via x-forwarded-proto from a trusted proxy).
import helmet from 'helmet';
import type { FirebaseWebSettings } from '@lotusplay/api-client';
import type { FastifyInstance } from 'fastify';

/**
 * The fixed part of the Content-Security-Policy: everything from this origin only. No https:
 * wildcard anywhere and no 'unsafe-inline': the SPA's inline styles are set through React's style
 * props (CSSOM, which CSP does not block) and the splash written into index.html has no style
 * attribute.
 */
export const cspDirectives = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // Games are embedded in a frame (/game) from the brand's launch-game hosts.
  frameSrc: ["'self'"],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  scriptSrcAttr: ["'none'"],
  // Plain-HTTP local use must keep working; HSTS handles TLS deployments.
  upgradeInsecureRequests: null,
} as const;

/** What of the brand's configuration widens the policy. */
export interface CspSources {
  /** The brand's Firebase project for phone sign-in; null when not configured. */
  firebase: FirebaseWebSettings | null;
  /** The brand's human check is reCAPTCHA (both keys set). */
  recaptcha: boolean;
  /** The brand's image CDNs (URLs or origins). */
  imageHosts: readonly string[];
  /** The brand's launch-game hosts (URLs or origins), framed by /game. */
  gameHosts: readonly string[];
}

/** The http(s) origin of a configured URL, or null (a bare scheme or junk never widens the CSP). */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname) return null;
    return url.origin;
  } catch {
    return null;
  }
}

const origins = (values: readonly string[]) =>
  [...new Set(values.map(originOf).filter((o): o is string => o !== null))].sort();

const RECAPTCHA_SCRIPTS = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
const RECAPTCHA_FRAMES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];
const FIREBASE_APIS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
];

/**
 * The directives for the brand: its image CDNs in img-src, its launch-game hosts in frame-src,
 * Firebase's APIs (and its auth domain's frame, the emulator in development) only with a Firebase
 * project, and reCAPTCHA's script and frames only when Firebase phone sign-in or the brand's human
 * check uses it.
 */
export function cspDirectivesFor(sources: CspSources) {
  const { firebase, recaptcha } = sources;
  const needsRecaptcha = recaptcha || firebase !== null;
  const firebaseFrame = firebase ? originOf(`https://${firebase.authDomain}`) : null;
  const emulator = firebase?.emulatorUrl ? originOf(firebase.emulatorUrl) : null;
  return {
    ...cspDirectives,
    scriptSrc: [...cspDirectives.scriptSrc, ...(needsRecaptcha ? RECAPTCHA_SCRIPTS : [])],
    imgSrc: [
      ...cspDirectives.imgSrc,
      ...origins(sources.imageHosts),
      ...(needsRecaptcha ? ['https://www.gstatic.com/recaptcha/'] : []),
    ],
    connectSrc: [
      ...cspDirectives.connectSrc,
      ...(firebase ? FIREBASE_APIS : []),
      ...(emulator ? [emulator] : []),
      ...(needsRecaptcha ? ['https://www.google.com/recaptcha/'] : []),
    ],
    frameSrc: [
      ...cspDirectives.frameSrc,
      ...origins(sources.gameHosts),
      ...(needsRecaptcha ? RECAPTCHA_FRAMES : []),
      ...(firebaseFrame ? [firebaseFrame] : []),
    ],
  };
}

type HelmetMiddleware = ReturnType<typeof helmet>;

/** API paths: their answers are data (JSON, proof images), never a page of the site. */
export function isApiPath(url: string): boolean {
  return /^\/(wps|lgw|ops)(\/|\?|$)/i.test(url);
}

/**
 * The headers of every API answer, in place of helmet's twelve (about 840 bytes, and each header
 * set costs a cheap read about a twentieth of its req/s): OWASP's list for REST answers. Nothing
 * in it may run, load or be framed, no browser may guess another type, and nothing is stored
 * (tokens, personal and operator data) unless the route sets its own Cache-Control. A data answer
 * opened as a page is inert. Left out: Referrer-Policy (a data answer has no links to follow) and
 * Cross-Origin-Resource-Policy (no API answer is reached with a cookie: a personal one needs the
 * member's bearer token, which another site's request cannot carry).
 */
export const API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
} as const;
const apiHeaderEntries = Object.entries(API_SECURITY_HEADERS);

/** The brand's current configuration: `key` is the same object while the configuration is. */
export interface BrandCspSource {
  key: object;
  recaptcha: boolean;
  imageHosts: readonly string[];
  gameHosts: readonly string[];
}

/**
 * Sets the API headers (API_SECURITY_HEADERS) or, on every other path, helmet's headers, and the
 * TLS-only HSTS header on every answer, from one onRequest hook. The helmet middleware (with its
 * CSP) is built once per brand snapshot (`brand().key`), never per request: the @fastify/helmet
 * plugin built it again on every request (parsing the CSP directives each time), about a tenth of
 * the server's time on a cheap read.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  firebase: FirebaseWebSettings | null = null,
  /** The brand's current configuration (brand data in memory); the fixed policy when absent. */
  brand?: () => Promise<BrandCspSource>,
): Promise<void> {
  const build = (sources: CspSources): HelmetMiddleware =>
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectivesFor(sources) },
      hsts: false,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
  const fallback = build({ firebase, recaptcha: false, imageHosts: [], gameHosts: [] });
  const bySnapshot = new WeakMap<object, HelmetMiddleware>();
  const forBrand = (source: BrandCspSource): HelmetMiddleware => {
    let middleware = bySnapshot.get(source.key);
    if (!middleware) {
      middleware = build({ firebase, ...source });
      bySnapshot.set(source.key, middleware);
    }
    return middleware;
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') {
      reply.raw.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    if (isApiPath(request.url)) {
      for (const [name, value] of apiHeaderEntries) reply.raw.setHeader(name, value);
      done();
      return;
    }
    if (!brand) {
      fallback(request.raw, reply.raw, () => done());
      return;
    }
    brand().then(
      (source) => forBrand(source)(request.raw, reply.raw, () => done()),
      () => fallback(request.raw, reply.raw, () => done()),
    );
  });
}
