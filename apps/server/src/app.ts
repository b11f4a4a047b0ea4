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
import { MemberCache } from './lib/member-cache';
import { contentMemoZlib } from './lib/compression';
import { errorEnvelopeSchema, installErrorHandling } from './lib/envelope';
import { contextLog, installRequestContext } from './lib/request-context';
import { RequestLogController } from './lib/request-log';
import { registerSecurityHeaders } from './lib/security';
import { installValidation } from './lib/validation';
import { registerWeb } from './lib/web';
import { ContentRepository } from './modules/content/content.repository';
import { BannersRepository } from './modules/content/banners.repository';
import {
  bannerImageRoutes,
  bannersRoutes,
  opsBannersRoutes,
} from './modules/content/banners.routes';
import { BannersService } from './modules/content/banners.service';
import { PromotionsRepository } from './modules/content/promotions.repository';
import { promotionsOpsRoutes, promotionsRoutes } from './modules/content/promotions.routes';
import { PromotionsService } from './modules/content/promotions.service';
import { GamesRepository } from './modules/games/games.repository';
import { gamesRoutes } from './modules/games/games.routes';
import { GamesService, PLAY_TOKEN_SWEEP_MS } from './modules/games/games.service';
import { DemoVendorRepository } from './modules/games/demo/demo.repository';
import { demoVendorRoutes } from './modules/games/demo/demo.routes';
import { DemoVendorService } from './modules/games/demo/demo.service';
import { contentRoutes } from './modules/content/content.routes';
import { AnnouncementsRepository } from './modules/content/announcements.repository';
import { announcementOpsRoutes, announcementRoutes } from './modules/content/announcements.routes';
import { AnnouncementsService } from './modules/content/announcements.service';
import { ContentService } from './modules/content/content.service';
import { SupportRepository } from './modules/content/support.repository';
import { demoChatRoutes, supportOpsRoutes, supportRoutes } from './modules/content/support.routes';
import { SupportService } from './modules/content/support.service';
import { OperatorRepository } from './modules/operator/operator.repository';
import { operatorGuard, operatorRoutes } from './modules/operator/operator.routes';
import { PointsRepository } from './modules/points/points.repository';
import { LotteryRepository } from './modules/lottery/lottery.repository';
import { lotteryOpsRoutes, lotteryRoutes } from './modules/lottery/lottery.routes';
import { LotteryService } from './modules/lottery/lottery.service';
import { pointsOpsRoutes, pointsRoutes } from './modules/points/points.routes';
import { PointsService } from './modules/points/points.service';
import { OperatorService } from './modules/operator/operator.service';
import { BrandConfigCache } from './modules/system/brand-config';
import { SystemRepository } from './modules/system/system.repository';
import { systemRoutes } from './modules/system/system.routes';
import { sharedSystemSchemas } from './modules/system/system.schemas';
import { SystemService } from './modules/system/system.service';
import { agentRoutes } from './modules/agent/agent.routes';
import { AgentService } from './modules/agent/agent.service';
import { MemberRepository } from './modules/member/member.repository';
import { memberRoutes } from './modules/member/member.routes';
import { sharedMemberSchemas } from './modules/member/member.schemas';
import { MemberService } from './modules/member/member.service';
import { AccountService } from './modules/session/account.service';
import { sessionGuards } from './modules/session/session.guard';
import { SessionRepository } from './modules/session/session.repository';
import { sessionRoutes } from './modules/session/session.routes';
import { sharedSessionSchemas } from './modules/session/session.schemas';
import {
  type ActiveSession,
  SESSION_CACHE_OPTIONS,
  SessionService,
} from './modules/session/session.service';
import { OutboxEmailProvider, OutboxSmsProvider } from './modules/verification/providers';
import type { EmailProvider, SmsProvider } from './modules/verification/providers';
import { HumanCheckService } from './modules/verification/human-check';
import type { HumanCheckSettings } from './modules/verification/human-check';
import { SmsRequestService } from './modules/verification/sms-request.service';
import { VerificationRepository } from './modules/verification/verification.repository';
import { verificationRoutes } from './modules/verification/verification.routes';
import { VerificationService } from './modules/verification/verification.service';
import { DemoPaymentProvider } from './modules/wallet/deposit.provider';
import type { PaymentProvider } from './modules/wallet/deposit.provider';
import { DepositRepository } from './modules/wallet/deposit.repository';
import { depositRoutes } from './modules/wallet/deposit.routes';
import { DEPOSIT_SWEEP_INTERVAL_MS, DepositService } from './modules/wallet/deposit.service';
import { WalletRepository, type WalletAccountRow } from './modules/wallet/wallet.repository';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { WALLET_CACHE_OPTIONS, WalletService } from './modules/wallet/wallet.service';
import { WithdrawalRepository } from './modules/wallet/withdrawal.repository';
import { withdrawalRoutes } from './modules/wallet/withdrawal.routes';
import {
  WITHDRAWAL_SWEEP_INTERVAL_MS,
  WithdrawalService,
} from './modules/wallet/withdrawal.service';
import type { FirebaseTokenVerifier } from './lib/firebase-token';
import type { TrustProxy } from './config';
import { passwords } from './lib/password';
import type { Sleep } from './lib/sleep';
import type { PasswordHasher } from './lib/password';
import { acquireJobs } from './lib/jobs';
import { LotteryScheduler } from './modules/lottery/lottery.scheduler';
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
   * The lottery's draw scheduler in this process (pg-boss jobs on this database; every process may
   * run one, each draw is drawn once): main.ts starts it unless LOTTERY_SCHEDULER=off; null or
   * missing (tests that do not ask for it), none.
   */
  lotteryScheduler?: LotterySchedulerOptions | null;
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
  });

  // Services and repositories log through `log`: while serving a request, with its reqId.
  installRequestContext(app);
  const log = contextLog(app.log);
  installErrorHandling(app);
  installValidation(app);
  app.addSchema(errorEnvelopeSchema);
  for (const schema of sharedSystemSchemas) app.addSchema(schema);
  for (const schema of sharedMemberSchemas) app.addSchema(schema);
  for (const schema of sharedSessionSchemas) app.addSchema(schema);
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

  const systemRepository = new SystemRepository(deps.db);
  // Brand-level data is read from memory; brand-config.ts says how every process keeps it current.
  const brandConfig = new BrandConfigCache(systemRepository, { log });
  brandConfigRef = brandConfig;
  app.addHook('onReady', async () => brandConfig.start());
  app.addHook('onClose', () => brandConfig.stop());
  // Each service gets the services of other modules it needs; none gets another's repository.
  const systemService = new SystemService(systemRepository, brandConfig, clock, firebase);
  const content = new ContentService(new ContentRepository(deps.db), systemService);
  const banners = new BannersService(new BannersRepository(deps.db), systemService);
  const announcements = new AnnouncementsService(
    new AnnouncementsRepository(deps.db),
    systemService,
    clock,
  );
  const members = new MemberService(
    new MemberRepository(deps.db),
    systemService,
    clock,
    passwordHasher,
  );
  const verificationRepository = new VerificationRepository(deps.db);
  const verification = new VerificationService(
    verificationRepository,
    systemService,
    deps.smsProvider ?? new OutboxSmsProvider(verificationRepository),
    deps.emailProvider ?? new OutboxEmailProvider(verificationRepository),
    clock,
    log,
    firebase,
    deps.sleep,
    new HumanCheckService(
      verificationRepository,
      systemService,
      clock,
      log,
      config.humanCheck ?? {},
    ),
  );
  const smsRequests = new SmsRequestService(verification, members, systemService);
  // Per-member data in memory, right across processes (lib/member-cache.ts says how).
  const sessionCache = deps.notifications
    ? new MemberCache<string, ActiveSession>(deps.notifications, SESSION_CACHE_OPTIONS)
    : null;
  const walletCache = deps.notifications
    ? new MemberCache<number, readonly WalletAccountRow[]>(deps.notifications, WALLET_CACHE_OPTIONS)
    : null;
  app.addHook('onReady', async () => {
    await Promise.all([sessionCache?.start(), walletCache?.start()]);
  });
  const sessions = new SessionService(
    new SessionRepository(deps.db),
    members,
    systemService,
    verification,
    clock,
    passwordHasher,
    deps.sleep,
    sessionCache,
  );
  const accounts = new AccountService(
    sessions,
    members,
    systemService,
    verification,
    clock,
    passwordHasher,
  );
  const agents = new AgentService(members);
  const wallet = new WalletService(
    new WalletRepository(deps.db),
    members,
    systemService,
    walletCache,
  );
  const deposits = new DepositService(
    new DepositRepository(deps.db),
    wallet,
    deps.paymentProviders ?? [new DemoPaymentProvider()],
    clock,
    log,
  );
  // Every process sweeps: SKIP LOCKED and the order's status make each order complete once.
  const depositSweepMs =
    deps.depositSweepMs === undefined ? DEPOSIT_SWEEP_INTERVAL_MS : deps.depositSweepMs;
  if (depositSweepMs !== null) {
    app.addHook('onReady', async () => deposits.startSweep(depositSweepMs));
  }
  app.addHook('onClose', () => deposits.stopSweep());
  const withdrawals = new WithdrawalService(
    new WithdrawalRepository(deps.db),
    wallet,
    members,
    clock,
    log,
  );
  // Every process sweeps: SKIP LOCKED and the withdrawal's state make each receipt happen once.
  const withdrawalSweepMs =
    deps.withdrawalSweepMs === undefined ? WITHDRAWAL_SWEEP_INTERVAL_MS : deps.withdrawalSweepMs;
  if (withdrawalSweepMs !== null) {
    app.addHook('onReady', async () => withdrawals.startSweep(withdrawalSweepMs));
  }
  app.addHook('onClose', () => withdrawals.stopSweep());
  const gamesService = new GamesService(
    new GamesRepository(deps.db),
    systemService,
    wallet,
    members,
    sessions,
    clock,
  );
  // Expired play tokens go every 10 minutes (each process; deleting twice is harmless).
  app.addHook('onReady', async () =>
    gamesService.startTokenSweep(PLAY_TOKEN_SWEEP_MS, (error) =>
      log.warn({ err: error }, 'deleting expired play tokens failed'),
    ),
  );
  app.addHook('onClose', () => gamesService.stopTokenSweep());
  const operatorService = new OperatorService(
    new OperatorRepository(deps.db),
    config.operatorToken ?? null,
    systemService,
    verification,
    sessions,
    members,
    wallet,
    deposits,
    withdrawals,
    gamesService,
  );
  const guards = sessionGuards(sessions);

  await app.register(systemRoutes, { prefix: '/wps/system', service: systemService });
  await app.register(contentRoutes, { prefix: '/wps/system', content });
  await app.register(bannersRoutes, { prefix: '/wps', banners });
  await app.register(bannerImageRoutes);
  await app.register(announcementRoutes, { prefix: '/wps', announcements, guards });
  await app.register(sessionRoutes, { prefix: '/wps', sessions, accounts, guards });
  await app.register(memberRoutes, { prefix: '/wps', members, guards });
  await app.register(verificationRoutes, { prefix: '/wps', verification, smsRequests });
  await app.register(agentRoutes, { prefix: '/wps/agent', agents });
  await app.register(walletRoutes, { prefix: '/wps', wallet, guards });
  await app.register(depositRoutes, { prefix: '/wps', deposits, guards });
  await app.register(withdrawalRoutes, { prefix: '/wps', withdrawals, guards });
  await app.register(gamesRoutes, { prefix: '/wps', games: gamesService, guards });
  // The lottery (issue 13): its calls under /lgw and /lotto/lgw; the launch of a lottery vendor
  // answers the site's own lottery page (backUrl only on the brand's hosts).
  const lotteryService = new LotteryService(new LotteryRepository(deps.db), wallet, clock, {
    fastDrawSeconds: config.lottery?.fastDrawSeconds ?? null,
  });
  gamesService.setLotteryLauncher({
    handles: (vendorCode) => lotteryService.isLotteryVendor(vendorCode),
    launch: async (vendorCode, request, origin) =>
      lotteryService.launchUrl(
        vendorCode,
        request,
        origin,
        (await systemService.getDomainRoutes()).domainList.map((d) => d.domain),
      ),
  });
  await app.register(lotteryRoutes, { lottery: lotteryService, guards });
  await app.register(lotteryOpsRoutes, {
    prefix: '/ops/lottery',
    lottery: lotteryService,
    guard: operatorGuard(operatorService),
  });
  if (deps.lotteryScheduler) {
    const scheduler = new LotteryScheduler(
      acquireJobs(deps.db, { onError: (error) => log.warn({ err: error }, 'job engine error') }),
      lotteryService,
      {
        onError: (error, what) => log.warn({ err: error }, `lottery scheduler: ${what} failed`),
        ...deps.lotteryScheduler,
      },
    );
    app.addHook('onReady', async () => scheduler.start());
    app.addHook('onClose', async () => scheduler.stop());
  }
  // The demo vendor's game page and its API (the URL launchGame answers).
  const demoVendor = new DemoVendorService(new DemoVendorRepository(deps.db), gamesService, wallet);
  await app.register(demoVendorRoutes, { prefix: '/demo-vendor', demo: demoVendor });
  await app.register(operatorRoutes, { prefix: '/ops', operator: operatorService });
  await app.register(opsBannersRoutes, {
    prefix: '/ops/banners',
    banners,
    operatorGuard: operatorGuard(operatorService),
  });
  // Promotions and the raffle claim (paid through the wallet's ledger, once per member).
  const promotions = new PromotionsService(
    new PromotionsRepository(deps.db),
    wallet,
    members,
    clock,
  );
  // availablePromoCount counts the raffles a member could claim now.
  members.addAvailablePromotionCount((memberId) => promotions.claimableCount(memberId));
  await app.register(promotionsRoutes, { prefix: '/wps', promotions, guards });
  await app.register(promotionsOpsRoutes, {
    prefix: '/ops/promotions',
    promotions,
    operatorGuard: operatorGuard(operatorService),
  });
  await app.register(announcementOpsRoutes, {
    prefix: '/ops/announcements',
    announcements,
    operatorGuard: operatorGuard(operatorService),
  });
  // Feedback and customer service (getService); the demo chat pages the demo links open.
  const support = new SupportService(
    new SupportRepository(deps.db),
    systemService,
    members,
    verification,
    clock,
  );
  await app.register(supportRoutes, {
    prefix: '/wps',
    support,
    currentMember: async (request) => {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      return match ? ((await sessions.authenticate(match[1]!))?.member ?? null) : null;
    },
  });
  await app.register(demoChatRoutes, { prefix: '/demo-chat' });
  await app.register(supportOpsRoutes, {
    prefix: '/ops/support',
    support,
    operatorGuard: operatorGuard(operatorService),
  });
  // The points mall: its own points ledger; conversions credit money through the wallet.
  const points = new PointsService(new PointsRepository(deps.db), members, wallet, clock);
  await app.register(pointsRoutes, { prefix: '/wps', points, guards });
  await app.register(pointsOpsRoutes, {
    prefix: '/ops/points',
    points,
    guard: operatorGuard(operatorService),
  });
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
  server.operatorService = operatorService;
  server.walletService = wallet;
  server.depositService = deposits;
  server.withdrawalService = withdrawals;
  server.brandConfig = brandConfig;
  server.gamesService = gamesService;
  server.lotteryService = lotteryService;
  return server;
}
