// The brand-level data in memory: brand, whitelabel, register validators, countries, IP ranges,
// resources, customer service, licences, domain routes, maintenance and region rows, and the
// brand-level rows of other modules (help content) as parts loaded by their own repositories.
// Public reads take it from here instead of the database; per-member data is never held.
//
// Invalidation, across processes: statement-level triggers (drizzle/0004) bump the single row
// brand_config_version in the same transaction as any change to those tables, whoever makes it
// (the /ops routes of any process, the seed, plain SQL). Reads keep each process current, with no
// timer: a snapshot confirmed within the last 250 ms is served as it is; an older one is served
// while one version check runs beside the request (and reloads when the number moved); one not
// confirmed for 750 ms is checked before it is used, and a request then fails as it did before
// the cache when the database cannot answer, rather than be served data nobody can vouch for. A
// change made through this process's service drops the snapshot at once. So a change is seen
// within a second by every process, an idle process reads nothing, and a busy one reads one
// primary-key row at most four times a second. Why a version row rather than LISTEN/NOTIFY: it
// is the same code on PGlite and PostgreSQL, and needs no dedicated connection to keep alive and
// re-subscribe after a network cut (a notification sent while the listener was reconnecting is
// lost, so a check would be needed as a fallback anyway).
import { deepFreeze } from '../../lib/freeze';
import type { Log } from '../../lib/request-context';
import type {
  BrandConfigRows,
  BrandRow,
  CountryRow,
  RegisterValidatorRow,
  SystemRepository,
} from './system.repository';

/** The brand-level rows other modules read (from memory: treat them as read-only). */
export interface BrandReader {
  getBrand(): Promise<BrandRow>;
  listRegisterValidators(): Promise<readonly RegisterValidatorRow[]>;
  listCountries(): Promise<readonly CountryRow[]>;
}

/** A snapshot confirmed current within this is served without a version check. */
export const BRAND_CONFIG_FRESH_MS = 250;
/** A snapshot not confirmed current for longer than this is checked before it is used. */
export const BRAND_CONFIG_MAX_AGE_MS = 750;

/**
 * One immutable snapshot of the brand-level rows, with an IPv4 range index and a memo of the
 * values derived from it (response bodies, the whitelabel tree), computed once per snapshot.
 */
export class BrandConfig {
  readonly version: number;
  readonly rows: Readonly<BrandConfigRows>;
  // The ranges by start, and the largest end among each range and those before it: a binary
  // search finds the last range starting at or below an address, and the walk back stops as soon
  // as no earlier range reaches that far (one step when ranges do not overlap).
  private readonly starts: Float64Array;
  private readonly ends: Float64Array;
  private readonly maxEnds: Float64Array;
  private readonly countriesByRange: string[];
  private readonly derived = new Map<string, unknown>();
  private readonly parts = new Map<string, Promise<unknown>>();

  constructor(rows: BrandConfigRows) {
    this.version = rows.version;
    this.rows = deepFreeze(rows);
    const ranges = [...rows.ipRanges].sort((a, b) => a.rangeStart - b.rangeStart);
    this.starts = Float64Array.from(ranges, (r) => r.rangeStart);
    this.ends = Float64Array.from(ranges, (r) => r.rangeEnd);
    this.maxEnds = new Float64Array(ranges.length);
    let max = -1;
    ranges.forEach((range, index) => {
      max = Math.max(max, range.rangeEnd);
      this.maxEnds[index] = max;
    });
    this.countriesByRange = ranges.map((r) => r.countryCode);
  }

  /** The country whose range holds the IPv4 address (as an integer), or null. */
  countryOfIp(ip: number): string | null {
    let low = 0;
    let high = this.starts.length - 1;
    let last = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (this.starts[middle]! <= ip) {
        last = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    for (let i = last; i >= 0 && this.maxEnds[i]! >= ip; i--) {
      if (this.ends[i]! >= ip) return this.countriesByRange[i]!;
    }
    return null;
  }

  /**
   * The value stored under `key`, computed and frozen on first use. Keys must come from a bounded
   * set (one per response, or per language and device): the memo lives as long as the snapshot.
   */
  derive<T>(key: string, compute: () => T): T {
    if (this.derived.has(key)) return this.derived.get(key) as T;
    const value = deepFreeze(compute());
    this.derived.set(key, value);
    return value;
  }

  /**
   * A part another module keeps with this snapshot: its own brand-level rows, read by its own
   * repository (`load`). Loaded on first use — after this snapshot's version was read, so never
   * older than it — and shared, read-only, until the snapshot goes; a failed load is not kept.
   * Keys come from a bounded set (one per module's part).
   */
  part<T>(key: string, load: () => Promise<T>): Promise<T> {
    let value = this.parts.get(key) as Promise<T> | undefined;
    if (value === undefined) {
      const loading = load();
      loading.catch(() => {
        if (this.parts.get(key) === loading) this.parts.delete(key);
      });
      this.parts.set(key, loading);
      value = loading;
    }
    return value;
  }
}

/** Options of the cache; the defaults are the production ones. */
export interface BrandConfigCacheOptions {
  /** Where failed version checks are reported. */
  log: Log;
  freshMs?: number;
  maxAgeMs?: number;
  /** A monotonic clock in ms (never the injected wall clock, which tests freeze). */
  now?: () => number;
}

/**
 * Holds the current BrandConfig of this process. Loads lazily, coalesces concurrent loads and
 * version checks (one of each in flight), and keeps itself current on reads: a version check beside
 * a read once the snapshot is older than freshMs, before it once older than maxAgeMs.
 */
export class BrandConfigCache implements BrandReader {
  private snapshot: BrandConfig | null = null;
  /** When the snapshot's version was last seen to be the database's (monotonic ms). */
  private confirmedAt = 0;
  private loading: Promise<BrandConfig> | null = null;
  private checking: Promise<void> | null = null;
  /** Bumped by invalidate(): a load or check begun before it must not install its result. */
  private generation = 0;
  private failedChecks = 0;
  private readonly log: Log;
  private readonly freshMs: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(
    private readonly repository: SystemRepository,
    options: BrandConfigCacheOptions,
  ) {
    this.log = options.log;
    this.freshMs = options.freshMs ?? BRAND_CONFIG_FRESH_MS;
    this.maxAgeMs = options.maxAgeMs ?? BRAND_CONFIG_MAX_AGE_MS;
    this.now = options.now ?? (() => performance.now());
  }

  /** The current snapshot: from memory while it is confirmed fresh, else checked or loaded. */
  async current(): Promise<BrandConfig> {
    if (this.snapshot) {
      const age = this.now() - this.confirmedAt;
      if (age < this.freshMs) return this.snapshot;
      if (age < this.maxAgeMs) {
        this.checkBeside();
        return this.snapshot;
      }
      await this.refresh();
    }
    return this.snapshot ?? this.load();
  }

  async getBrand(): Promise<BrandRow> {
    return (await this.current()).rows.brand;
  }

  async listRegisterValidators(): Promise<readonly RegisterValidatorRow[]> {
    return (await this.current()).rows.registerValidators;
  }

  async listCountries(): Promise<readonly CountryRow[]> {
    return (await this.current()).rows.countries;
  }

  /** Drops the snapshot at once (this process has just changed brand-level data). */
  invalidate(): void {
    this.generation += 1;
    this.snapshot = null;
    this.loading = null;
    this.checking = null;
  }

  /**
   * Reads the version row and reloads when it moved (reads do this as the snapshot ages; tests
   * call it after changing rows with plain SQL instead of waiting). Rejects when the database
   * fails.
   */
  refresh(): Promise<void> {
    if (!this.checking) {
      const checking = this.check()
        .then(
          () => {
            if (this.failedChecks > 0) {
              this.log.info(
                { failedChecks: this.failedChecks },
                'brand config version check recovered',
              );
            }
            this.failedChecks = 0;
          },
          (error: unknown) => {
            // Logged on the first failure of a streak and then every 40th, not on every read.
            if (this.failedChecks % 40 === 0) {
              this.log.warn(
                { err: error, failedChecks: this.failedChecks + 1 },
                'brand config version check failed',
              );
            }
            this.failedChecks += 1;
            throw error;
          },
        )
        .finally(() => {
          if (this.checking === checking) this.checking = null;
        });
      this.checking = checking;
    }
    return this.checking;
  }

  /** Waits for a check or load in flight, so the database can close. */
  async stop(): Promise<void> {
    await Promise.allSettled([this.checking, this.loading]);
  }

  private async check(): Promise<void> {
    const generation = this.generation;
    const startedAt = this.now();
    const version = await this.repository.getBrandConfigVersion();
    if (generation !== this.generation || !this.snapshot) return;
    if (version === this.snapshot.version) {
      this.confirmedAt = Math.max(this.confirmedAt, startedAt);
      return;
    }
    // Newer data exists: stop serving the old snapshot, and load the new one now rather than on
    // the next request (requests arriving meanwhile wait for this same load).
    this.snapshot = null;
    await this.load();
  }

  private load(): Promise<BrandConfig> {
    if (this.loading) return this.loading;
    const generation = this.generation;
    const startedAt = this.now();
    const loading = this.repository
      .loadBrandConfig()
      .then((rows) => {
        const snapshot = new BrandConfig(rows);
        // A load begun before an invalidate() answers the requests that waited for it, but is not
        // kept: it may predate the change that caused the invalidation.
        if (generation === this.generation) {
          this.snapshot = snapshot;
          this.confirmedAt = startedAt;
        }
        return snapshot;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = null;
      });
    this.loading = loading;
    return loading;
  }

  /**
   * A version check that the read does not wait for. Its failure is logged (refresh); the next
   * read tries again, and once the snapshot is older than maxAgeMs reads wait and fail with it.
   */
  private checkBeside(): void {
    this.refresh().catch(() => undefined);
  }
}
