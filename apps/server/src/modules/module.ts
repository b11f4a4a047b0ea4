// What a server module declares about itself (DESIGN.md "The platform server", issue 25): its name,
// the modules whose services it needs, the services it offers, its routes and operator routes, its
// jobs, its hooks and its seeds. `modules.ts` lists the declarations; createServer (app.ts), the seed
// runner (db/seed.ts) and the job runner iterate over that list in dependency order, so adding a
// module is its folder plus one line there.
//
// The services a module offers are typed once, by the module itself: its index.ts adds its entry to
// `ModuleServiceMap` (a declaration-merged interface), so another module's `create` receives them
// typed, by the names it declared in `needs`, without importing that module's files.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queue } from 'pg-boss';
import type { ServerDeps } from '../app';
import type { Database } from '../db/client';
import type { Log } from '../lib/request-context';
import type { PasswordHasher } from '../lib/password';
import type { SecretBox } from '../lib/secret-box';
import type { Sleep } from '../lib/sleep';
import type { OpsCommandGroup } from '../ops/ops-command';
import type { sessionGuards } from './session/session.guard';

/**
 * The services of every module, by module name. Empty here: each module's index.ts adds its own
 * entry (`declare module '../module' { interface ModuleServiceMap { wallet: ... } }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleServiceMap {}

/** The name of a declared module. */
export type ModuleName = keyof ModuleServiceMap;

/** What every module is created with: the server's shared pieces (no other module's). */
export interface ModuleContext {
  db: Database;
  /** The server's dependencies as createServer got them (providers, knobs, notifications). */
  deps: ServerDeps;
  /** deps.config, never undefined. */
  config: NonNullable<ServerDeps['config']>;
  clock: () => Date;
  log: Log;
  passwordHasher: PasswordHasher;
  sleep: Sleep | undefined;
  /** Encrypts secrets kept in the database (deps.secretBox, or this process's own key). */
  secretBox: SecretBox;
  /** What modules add to a member's summary (MemberInfo): filled from every module's instance. */
  memberSummary: MemberSummaryContributors;
}

/** The contributions of modules to the member summary, read by the member module at each call. */
export interface MemberSummaryContributors {
  /** Counts added to availablePromoCount (the promotions' claimable raffles). */
  readonly availablePromotionCounts: ((memberId: number) => Promise<number>)[];
  /** Counts added to unreadMessage (the messages module's unread messages). */
  readonly unreadMessageCounts: ((memberId: number) => Promise<number>)[];
}

/** The guards of member routes (the session module's): required or optional member, its id. */
export type SessionGuards = ReturnType<typeof sessionGuards>;

/** Checks the operator's token of an /ops request (the operator module's guard). */
export type OperatorGuard = (request: FastifyRequest) => Promise<void>;

/** One route plugin registered with its options (prefix included). */
export interface RouteRegistration {
  register(app: FastifyInstance): Promise<void>;
}

/** A route plugin and its options, checked against the plugin's own options type. */
export function route<O extends object>(
  plugin: (app: FastifyInstance, options: O) => Promise<void>,
  options: O & { prefix?: string },
): RouteRegistration {
  return {
    async register(app) {
      await app.register(
        plugin as (app: FastifyInstance, options: object) => Promise<void>,
        options,
      );
    },
  };
}

/**
 * A periodic job: one pg-boss job per period across every process (the job engine's keyed sends),
 * run by whichever process's worker claims it, retried on failure (lib/jobs.ts `PeriodicJobs`).
 */
export interface JobDeclaration {
  /** The pg-boss queue (unique across modules). */
  queue: string;
  /** Milliseconds between two runs; null: not run by this process (a test's knob). */
  everyMs: number | null;
  /** One run; what it answers is the job's output (kept in pg-boss's tables). */
  run(): Promise<unknown>;
  /** Retry and retention settings of its queue (defaults in lib/jobs.ts). */
  queueOptions?: Omit<Queue, 'name'>;
}

/** Runs `work`, telling the log of a failure (which it rethrows: the job fails and is retried). */
export async function logged<T>(log: Log, message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    log.error({ err: error }, message);
    throw error;
  }
}

/** A created module: its services and what createServer registers and starts for it. */
export interface ModuleInstance<S> {
  services: S;
  routes?: RouteRegistration[];
  /**
   * Its member routes, given the session module's guards: for a module the session module itself
   * needs (member), which therefore cannot need the session module.
   */
  memberRoutes?: (guards: SessionGuards) => RouteRegistration[];
  /** Its /ops routes, given the operator's guard (every module's behind the operator module's). */
  operatorRoutes?: (guard: OperatorGuard) => RouteRegistration[];
  /** Its periodic work, on the job engine. */
  jobs?: JobDeclaration[];
  /** What it adds to the member summary. */
  memberSummary?: {
    availablePromotionCount?: (memberId: number) => Promise<number>;
    unreadMessageCount?: (memberId: number) => Promise<number>;
  };
  /** Started when the server is ready (in module order), stopped when it closes (in reverse). */
  onReady?(): Promise<void>;
  onClose?(): Promise<void>;
}

/** What a module's seed at every start gets (db/seed.ts runs them under the migration lock). */
export interface SeedContext {
  /**
   * The server's data-encryption key, for a seed that seals secrets stored before encryption at
   * rest; absent when the seed runner was given none (then such a seed leaves them for a start
   * that has one).
   */
  secretBox?: SecretBox;
}

/** What a module's part of the first-start seed gets (db/seed.ts runs them). */
export interface FirstSeedContext {
  /** The demo members' password hashes, in demoMembers' order (db/seed-data.ts). */
  passwordHashes: readonly string[];
}

/** A module's declaration: what modules.ts lists. */
export interface ModuleDeclaration<N extends ModuleName, Needs extends ModuleName> {
  name: N;
  /** The modules whose services `create` gets (the module graph's edges). */
  needs: readonly Needs[];
  /** Its command groups of the ops command line (ops/ops-command.ts), when it has any. */
  ops?: readonly OpsCommandGroup[];
  /** JSON Schemas (with $id) other schemas refer to, added before any route. */
  schemas?: readonly object[];
  create(
    context: ModuleContext,
    needs: Pick<ModuleServiceMap, Needs>,
  ): ModuleInstance<ModuleServiceMap[N]>;
  /**
   * Its part of the first-start seed of the demo brand: run when the database has no brand yet,
   * in dependency order, all modules' in one transaction (`tx`), so a first start seeds all or
   * nothing.
   */
  seedBrand?(tx: Database, context: FirstSeedContext): Promise<void>;
  /**
   * Its idempotent seed, run at every start after the first-start seed (in dependency order, in
   * its own transactions): rows a later migration's tables need (the game catalogue, banners, …)
   * written when missing, never over an operator's changes; data migrations that need the
   * server's key (sealing plaintext secrets).
   */
  seed?(db: Database, context: SeedContext): Promise<void>;
}

/** Any module's declaration (the list's element type). */
export type AnyModuleDeclaration = ModuleDeclaration<ModuleName, ModuleName>;

/** Declares a module (an identity function that checks the declaration's types). */
export function defineModule<N extends ModuleName, Needs extends ModuleName = never>(
  declaration: ModuleDeclaration<N, Needs>,
): ModuleDeclaration<N, Needs> {
  return declaration;
}

/**
 * The modules in an order where each comes after every module it needs (the list's order among
 * modules free to go either way); throws on an unknown need or a cycle, naming it.
 */
export function inDependencyOrder<M extends { name: string; needs: readonly string[] }>(
  modules: readonly M[],
): M[] {
  const byName = new Map(modules.map((m) => [m.name, m]));
  const ordered: M[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (module: M, path: string[]) => {
    const seen = state.get(module.name);
    if (seen === 'done') return;
    if (seen === 'visiting') {
      const cycle = [...path.slice(path.indexOf(module.name)), module.name];
      throw new Error(`the server modules' graph has a cycle: ${cycle.join(' → ')}`);
    }
    state.set(module.name, 'visiting');
    for (const need of module.needs) {
      const needed = byName.get(need);
      if (!needed) throw new Error(`module '${module.name}' needs '${need}', which is not listed`);
      visit(needed, [...path, module.name]);
    }
    state.set(module.name, 'done');
    ordered.push(module);
  };
  for (const module of modules) visit(module, []);
  return ordered;
}

/** The module graph as text: one line per module, `name → needs` (the list's order). */
export function moduleGraphText(
  modules: readonly { name: string; needs: readonly string[] }[],
): string {
  const width = Math.max(...modules.map((m) => m.name.length));
  return inDependencyOrder(modules)
    .map((m) => `${m.name.padEnd(width)}  → ${m.needs.length ? m.needs.join(', ') : '(none)'}`)
    .join('\n');
}
