// Builds the Fastify application. Never listens: main.ts does, tests use app.inject.
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { bannerGroupForPath, bootPageKind } from '@lotusplay/api-client/contracts';
import type { BootPageData } from '@lotusplay/api-client/contracts';
import type { Database } from './db/client';
import type { Notifications } from './db/notifications';
import { contentMemoZlib } from './lib/compression';
import { errorEnvelopeSchema, installErrorHandling } from './lib/envelope';
import { contextLog, installRequestContext } from './lib/request-context';
import { RequestLogController } from './lib/request-log';
import { registerSecurityHeaders } from './lib/security';
import { installValidation, sharedSerializerFactory } from './lib/validation';
import { registerWeb } from './lib/web';
import { acquireJobs, PeriodicJobs } from './lib/jobs';
import { serverModules } from './modules/modules';
import {
  inDependencyOrder,
  type AnyModuleDeclaration,
  type ModuleContext,
  type ModuleInstance,
  type ModuleServiceMap,
} from './modules/module';
import type { BrandConfigCache } from './modules/system/brand-config';
import type { SystemService } from './modules/system/system.service';
import type { OperatorService } from './modules/operator/operator.service';
import type { WalletService } from './modules/wallet/wallet.service';
import type { DepositService } from './modules/wallet/deposit.service';
import type { WithdrawalService } from './modules/wallet/withdrawal.service';
import type { GamesService } from './modules/games/games.service';
import type { LotteryService } from './modules/lottery/lottery.service';
import type { AgentService } from './modules/agent/agent.service';
import type { AgentReportService } from './modules/agent/reports.service';
import type { ContractService } from './modules/agent/contracts.service';
import type { MemberEventHub } from './modules/events/events.hub';
import type { EmailProvider, SmsProvider } from './modules/verification/providers';
import type { HumanCheckSettings } from './modules/verification/human-check';
import type { PaymentProvider } from './modules/wallet/deposit.provider';
import type { FirebaseTokenVerifier } from './lib/firebase-token';
import { processSecretBox, type SecretBox } from './lib/secret-box';
import type { TrustProxy } from './config';
import { passwords } from './lib/password';
import type { Sleep } from './lib/sleep';
import type { PasswordHasher } from './lib/password';
import type { LotterySchedulerOptions } from './modules/lottery/lottery.scheduler';

/** Responses smaller than this go out uncompressed (about one packet). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** What createServer needs; everything else is derived. */
export interface ServerDeps {
  /** A migrated and seeded database. */
  db: Database;
  /**
   * Its notifications (DatabaseHandle.notifications): with them, sessions and balances are kept
   * in memory and dropped on every change (lib/member-cache.ts); without, each is read each time.
   */
  notifications?: Notifications | null;
  config?: {
    trustProxy?: TrustProxy;
    /** Fixed operator token (OPERATOR_TOKEN); stored tokens are accepted too. */
    operatorToken?: string | null;
    /** Largest accepted body in bytes (default 100 KiB). */
    bodyLimit?: number;
    /** The human check's secret, reCAPTCHA verify URL and difficulty (HUMAN_CHECK_SECRET, …). */
    humanCheck?: HumanCheckSettings;
    /** Serve the web build's source maps and `.vite/` (SERVE_SOURCE_MAPS); off by default. */
    serveSourceMaps?: boolean;
    /** The lottery: LOTTERY_FAST_DRAW_SECONDS, the interval of every fast game (null: their own). */
    lottery?: { fastDrawSeconds?: number | null };
    /** Agent contracts: AGENT_REALTIME_SALARY_SECONDS, the real-time salary's period (300). */
    agent?: { realtimeSalarySeconds?: number };
  };
  /** Fastify logger options; false (the default) keeps tests quiet. */
  logger?: FastifyServerOptions['logger'];
  /** The current time; injectable so tests control maintenance windows. */
  clock?: () => Date;
  /**
   * Waits the escalating delays of the auth rules (repeated login failures of an account, taken
   * names asked at registration); injectable so tests do not wait for real.
   */
  sleep?: Sleep;
  /** Folder of the built web app; null or missing folder → a "not built" page at /. */
  webDist?: string | null;
  /** SMS gateway; the default writes to the outbox table (development). */
  smsProvider?: SmsProvider;
  /** E-mail gateway; the default writes to the outbox table (development). */
  emailProvider?: EmailProvider;
  /**
   * Checks Firebase ID tokens of the brand's project; null or missing: Firebase phone sign-in is
   * off whatever the FIREBASESMS3 switch says.
   */
  firebase?: FirebaseTokenVerifier | null;
  /**
   * Hashes and checks passwords; the OWASP-cost `passwords` unless a test passes a cheaper one
   * (never set from configuration: main.ts always uses the default).
   */
  passwordHasher?: PasswordHasher;
  /**
   * Encrypts secrets kept in the database (the authenticator's): main.ts passes the configured
   * key (DATA_ENCRYPTION_KEY, or the key file in DATA_DIR); without one, a key made for this
   * process (tests).
   */
  secretBox?: SecretBox;
  /** Payment providers of the deposit channels, by code; the demo provider by default. */
  paymentProviders?: PaymentProvider[];
  /**
   * Milliseconds between two sweeps that complete due demo deposits (default 5 s; tests pass a
   * short one); null: no sweep in this process.
   */
  depositSweepMs?: number | null;
  /**
   * Milliseconds between two sweeps that mark disbursed withdrawals received after the brand's
   * minutes (default 30 s; tests pass a short one); null: no sweep in this process.
   */
  withdrawalSweepMs?: number | null;
  /**
   * Milliseconds between two deletions of expired play tokens (default 10 minutes); null: none
   * from this process.
   */
  playTokenSweepMs?: number | null;
  /**
   * Milliseconds between two runs of each agent-contract settlement job (default: per kind,
   * ContractLimits.jobEveryMs); null: no settlement from this process (tests settle by calling).
   */
  agentSettlementMs?: number | null;
  /**
   * The lottery's draw scheduler in this process (pg-boss jobs on this database; every process may
   * run one, each draw is drawn once): main.ts starts it unless LOTTERY_SCHEDULER=off; null or
   * missing (tests that do not ask for it), none.
   */
  lotteryScheduler?: LotterySchedulerOptions | null;
  /** The modules (default: modules/modules.ts's list); a test of the wiring may pass others. */
  modules?: readonly AnyModuleDeclaration[];
}

/** The application plus the services main.ts needs at start. */
export interface LotusPlayServer extends FastifyInstance {
  operatorService: OperatorService;
  /** The wallet module's service: the only way any module moves money (tests drive it directly). */
  walletService: WalletService;
  /** The wallet module's deposit orders (tests drive the sweep and completion directly). */
  depositService: DepositService;
  /** The wallet module's withdrawals (tests drive the sweep and the operator's actions directly). */
  withdrawalService: WithdrawalService;
  /** This process's brand-level data in memory (tests refresh it after plain-SQL changes). */
  brandConfig: BrandConfigCache;
  /** The games module's service: the catalogue, play tokens and rounds (the demo vendor uses it). */
  gamesService: GamesService;
  /** The lottery module's service: menus, bets, draws and their settlement (the scheduler's). */
  lotteryService: LotteryService;
  /** The agent module's contracts and their settlement (tests settle by calling it). */
  contractService: ContractService;
  /** The agent module's team calls (the agent benchmark times its overview). */
  agentService: AgentService;
  /** The agent module's team reports (the agent benchmark times them). */
  agentReportService: AgentReportService;
  /** This process's open member event streams (the events module's hub: tests, the SSE bench). */
  eventHub: MemberEventHub;
}

/** Creates the platform server (routes, envelope, OpenAPI, security headers, web app). */
export async function createServer(deps: ServerDeps): Promise<LotusPlayServer> {
  const config = deps.config ?? {};
  const clock = deps.clock ?? (() => new Date());
  const passwordHasher = deps.passwordHasher ?? passwords;
  const app = Fastify({
    logger: deps.logger ?? false,
    // Fastify accepts a hop count too; its type declaration omits it.
    trustProxy: (config.trustProxy ?? false) as boolean | string,
    bodyLimit: config.bodyLimit ?? 100 * 1024,
    // Ids from the client's x-request-id would let a caller forge log correlation; generate ours.
    requestIdHeader: false,
    // One line per request, at completion (lib/request-log.ts).
    logController: new RequestLogController(),
    // Response serializers compiled once per process, shared by its servers (lib/validation.ts).
    schemaController: { compilersFactory: { buildSerializer: sharedSerializerFactory } },
  });

  // Services and repositories log through `log`: while serving a request, with its reqId.
  installRequestContext(app);
  const log = contextLog(app.log);
  installErrorHandling(app);
  installValidation(app);
  app.addSchema(errorEnvelopeSchema);
  // The modules in dependency order (modules/modules.ts); their shared schemas before any route.
  const modules = inDependencyOrder(deps.modules ?? serverModules);
  for (const module of modules) for (const schema of module.schemas ?? []) app.addSchema(schema);
  app.decorateRequest('auth', null);

  const firebase = deps.firebase ?? null;
  // The CSP is built from the brand's configuration in memory, once per snapshot (lib/security.ts).
  let brandConfigRef: BrandConfigCache | null = null;
  await registerSecurityHeaders(app, firebase?.webSettings() ?? null, async () => {
    if (!brandConfigRef) throw new Error('brand configuration not ready');
    const snapshot = await brandConfigRef.current();
    const brand = snapshot.rows.brand;
    return {
      key: snapshot,
      // The human check is reCAPTCHA when the brand has both keys (modules/verification/human-check.ts).
      recaptcha: Boolean(brand.recaptchaSiteKey.trim() && brand.recaptchaSecretKey.trim()),
      imageHosts: brand.imageCdns,
      gameHosts: brand.launchGameCdns,
    };
  });
  await app.register(formbody, { bodyLimit: config.bodyLimit ?? 100 * 1024 });
  // Responses of 1 KiB or more (JSON, index.html) go out brotli- or gzip-compressed when the
  // client accepts it; below that the saving is smaller than a packet. Built assets are
  // precompressed at build time and carry their content-encoding already, so they pass untouched.
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Answers up to 64 KiB are compressed in one go (with their content-length), by compressors
    // that remember what they compressed: the same brand-level answer is compressed once.
    syncThreshold: 64 * 1024,
    zlib: contentMemoZlib(),
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'LotusPlay platform API',
        version: '0.1.0',
        description:
          'Every call answers with the envelope { success, code, message, value }. Success: HTTP 200, ' +
          "success true, code 'OK'. Failure: HTTP 4xx/5xx, success false, a stable code " +
          '(VALIDATION_ERROR, BAD_REQUEST, UNAUTHORIZED, NOT_FOUND, INTERNAL_ERROR, …), value null.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          operatorToken: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`),
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // Plain-HTTP local use must keep loading the UI's assets.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  // Each module is created with the shared context and the services of the modules it needs
  // (module.ts); none gets another's repository.
  const context: ModuleContext = {
    db: deps.db,
    deps,
    config,
    clock,
    log,
    passwordHasher,
    sleep: deps.sleep,
    secretBox: deps.secretBox ?? processSecretBox(),
    memberSummary: { availablePromotionCounts: [], unreadMessageCounts: [] },
  };
  const services: Partial<ModuleServiceMap> = {};
  const instances: { module: AnyModuleDeclaration; instance: ModuleInstance<unknown> }[] = [];
  for (const module of modules) {
    const needed = Object.fromEntries(module.needs.map((name) => [name, services[name]]));
    const instance = module.create(
      context,
      needed as Pick<ModuleServiceMap, (typeof module.needs)[number]>,
    );
    (services as Record<string, unknown>)[module.name] = instance.services;
    instances.push({ module, instance });
    const count = instance.memberSummary?.availablePromotionCount;
    if (count) context.memberSummary.availablePromotionCounts.push(count);
    const unread = instance.memberSummary?.unreadMessageCount;
    if (unread) context.memberSummary.unreadMessageCounts.push(unread);
  }
  const all = services as ModuleServiceMap;
  brandConfigRef = all.system.brandConfig;
  // The modules' periodic jobs (those this process runs: a test's knob may be null), on the job
  // engine: one run per period across every process (lib/jobs.ts PeriodicJobs).
  const jobs = instances.flatMap(({ instance }) =>
    (instance.jobs ?? []).flatMap(({ everyMs, ...job }) =>
      everyMs === null ? [] : [{ ...job, everyMs }],
    ),
  );
  const periodic =
    jobs.length > 0
      ? new PeriodicJobs(
          acquireJobs(deps.db, {
            onError: (error) => log.warn({ err: error }, 'job engine error'),
          }),
          jobs,
        )
      : null;
  // Started in module order when the server is ready (then the jobs), stopped in reverse when it
  // closes (the jobs first, waiting for a running one).
  app.addHook('onReady', async () => {
    for (const { instance } of instances) await instance.onReady?.();
    await periodic?.start();
  });
  app.addHook('onClose', async () => {
    await periodic?.stop();
    for (const { instance } of [...instances].reverse()) await instance.onClose?.();
  });
  for (const { instance } of instances) {
    for (const routes of instance.routes ?? []) await routes.register(app);
    for (const routes of instance.memberRoutes?.(all.session.guards) ?? []) {
      await routes.register(app);
    }
  }
  // Every module's /ops routes behind the operator's guard.
  for (const { instance } of instances) {
    for (const routes of instance.operatorRoutes?.(all.operator.guard) ?? []) {
      await routes.register(app);
    }
  }
  const systemService: SystemService = all.system.system;
  const { banners, announcements, promotions } = all.content;
  await registerWeb(app, {
    webDist: deps.webDist ?? null,
    serveSourceMaps: config.serveSourceMaps ?? false,
    // The answers of the four start-up calls for this visitor, written into index.html.
    bootData: async (request) => {
      const visitor = { ip: request.ip };
      // The page's banners too (SPEC.md §2 groups), so its first banner needs no request.
      const bannerGroup = bannerGroupForPath(request.url);
      const [status, permission, whitelabel, countryCode, pageBanners] = await Promise.all([
        systemService.getStatus(visitor),
        systemService.getPermission(visitor),
        systemService.getWhitelabel(),
        systemService.getCountryCode(visitor),
        bannerGroup ? banners.bootBanners(bannerGroup) : null,
      ]);
      // /noticePage and /promotions: their first answer in the brand's default language (a first
      // visit's), so the page's largest element needs no call.
      const language = permission.info.defaultLanguage;
      const pageKind = bootPageKind(request.url);
      const page: BootPageData | null =
        pageKind === 'notices'
          ? {
              kind: pageKind,
              language,
              notices: await announcements.list(language, 'visitor', { pageNo: 1 }),
            }
          : pageKind === 'promotions'
            ? { kind: pageKind, language, promotions: await promotions.list(language) }
            : null;
      return { status, permission, whitelabel, countryCode, banners: pageBanners, page };
    },
  });

  const server = app as unknown as LotusPlayServer;
  server.operatorService = all.operator.operator;
  server.walletService = all.wallet.wallet;
  server.depositService = all.wallet.deposits;
  server.withdrawalService = all.wallet.withdrawals;
  server.brandConfig = all.system.brandConfig;
  server.gamesService = all.games.games;
  server.lotteryService = all.lottery.lottery;
  server.contractService = all.agent.contracts;
  server.agentService = all.agent.agents;
  server.agentReportService = all.agent.reports;
  server.eventHub = all.events.events.hub;
  return server;
}
