// Security headers: a CSP the built SPA works under, frame-ancestors 'self', and HSTS only when
// the request arrived over TLS (directly, or via x-forwarded-proto with TRUST_PROXY on).
import helmet from 'helmet';
import type { FirebaseWebSettings } from '@lotusplay/api-client';
import type { FastifyInstance } from 'fastify';

/** The Content-Security-Policy directives of the app and the API. */
export const cspDirectives = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'", 'https://www.googletagmanager.com'],
  // The SPA and its component libraries set inline styles (draggable modals, carousels).
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'https:'],
  // Games are embedded in a frame (/game).
  frameSrc: ["'self'", 'https:'],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  scriptSrcAttr: ["'none'"],
  // Plain-HTTP local use must keep working; HSTS handles TLS deployments.
  upgradeInsecureRequests: null,
};

/**
 * The directives with what Firebase phone sign-in needs when the brand has a Firebase project: the
 * reCAPTCHA script (its frames and the Firebase calls are https: already), and the Auth emulator's
 * plain-HTTP address in development. `recaptcha`: the brand's human check is reCAPTCHA, whose
 * script is let in too (only then).
 */
export function cspDirectivesFor(firebase: FirebaseWebSettings | null, recaptcha = false) {
  if (!firebase && !recaptcha) return cspDirectives;
  return {
    ...cspDirectives,
    scriptSrc: [
      ...cspDirectives.scriptSrc,
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ],
    connectSrc: [
      ...cspDirectives.connectSrc,
      ...(firebase?.emulatorUrl ? [new URL(firebase.emulatorUrl).origin] : []),
    ],
  };
}

/**
 * Sets helmet's headers (with the Firebase additions when given) and the TLS-only HSTS header on
 * every answer, from one onRequest hook. Helmet's middleware is built once, here: the
 * @fastify/helmet plugin built it again on every request (parsing the CSP directives each time),
 * about a tenth of the server's time on a cheap read.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  firebase: FirebaseWebSettings | null = null,
  /** Whether the brand's human check is reCAPTCHA now (brand data in memory); off when absent. */
  recaptchaEnabled?: () => Promise<boolean>,
): Promise<void> {
  const build = (recaptcha: boolean) =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectivesFor(firebase, recaptcha),
      },
      hsts: false,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
  const setHelmetHeaders = build(false);
  const setHelmetHeadersWithRecaptcha = recaptchaEnabled ? build(true) : setHelmetHeaders;
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') {
      reply.raw.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    if (!recaptchaEnabled) {
      setHelmetHeaders(request.raw, reply.raw, () => done());
      return;
    }
    recaptchaEnabled().then(
      (on) =>
        (on ? setHelmetHeadersWithRecaptcha : setHelmetHeaders)(request.raw, reply.raw, () =>
          done(),
        ),
      () => setHelmetHeaders(request.raw, reply.raw, () => done()),
    );
  });
}
