// The product's own art, served like an image CDN serves it: a picture is drawn on its first
// request (art.templates.ts → WebP with sharp), kept on disk and in memory, and every later request
// is a cache hit that never draws again. The CPU it takes is bounded: at most `concurrency`
// pictures are drawn at once (one libvips thread each), the same picture asked twice at once is
// drawn once, and past `maxQueue` waiting draws the answer is 503 (the browser retries once).
//
// What a path is: the games module's catalogue says which game has that `imagePath` and which
// vendor that `iconPath` (whatever the paths are, so an operator's own games get tiles too); the
// demo goods' pictures are `/goods/<name>.png`. An unknown path is null (404).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ART_GOODS_FOLDER,
  ART_VERSION,
  GAME_TILE_WIDTHS,
  GOOD_IMAGE_WIDTHS,
  VENDOR_LOGO_WIDTHS,
  VENDOR_MARK_WIDTHS,
} from '@lotusplay/api-client/contracts';
import type { ArtAspect } from '@lotusplay/api-client/contracts';
import sharp from 'sharp';
import type { Catalogue, GamesService } from '../games/games.service';
import { laneOf } from '../games/games.service';
import {
  GOOD_PICTURES,
  gameTileSvg,
  goodSvg,
  vendorLogoSvg,
  type GoodPicture,
  type TileSubject,
  type VendorSubject,
} from './art.templates';

// One libvips thread per draw (the limit below is the parallelism), no libvips operation cache
// (every draw is new; the answers are cached here).
sharp.concurrency(1);
sharp.cache(false);

/** What a picture shows. */
export type ArtSubject =
  | { kind: 'game'; tile: TileSubject }
  | { kind: 'vendor'; vendor: VendorSubject }
  | { kind: 'good'; good: GoodPicture };

/** A drawn picture. */
export interface ArtImage {
  bytes: Buffer;
  /** The hash of what was drawn: the ETag, and the name of its file in the disk cache. */
  key: string;
  contentType: 'image/webp';
}

/** A request that asked for what a picture cannot be (a tile at 2:1, a width it is not drawn at). */
export class ArtRequestError extends Error {}

/** Too many pictures waiting to be drawn: answer 503, the browser may ask again. */
export class ArtBusyError extends Error {}

/** Knobs of the art service. */
export interface ArtOptions {
  /** Folder of the disk cache; null: memory only. Default: `<temp dir>/lotusplay-art`. */
  cacheDir?: string | null;
  /** Pictures drawn at once (default 2). */
  concurrency?: number;
  /** Bytes kept in memory (default 32 MiB), the least recently used dropped first. */
  memoryBytes?: number;
  /** Draws that may wait for a turn (default 256); past that, ArtBusyError. */
  maxQueue?: number;
}

/** Counters, for the tests and the measurements. */
export interface ArtStats {
  drawn: number;
  memoryHits: number;
  diskHits: number;
}

/** The WebP quality of every picture. */
const WEBP_QUALITY = 80;

/** The default width and the widths of each kind of picture. */
const WIDTHS = {
  game: { widths: GAME_TILE_WIDTHS as readonly number[], default: 240 },
  vendor: { widths: VENDOR_LOGO_WIDTHS as readonly number[], default: 176 },
  mark: { widths: VENDOR_MARK_WIDTHS as readonly number[], default: 56 },
  good: { widths: GOOD_IMAGE_WIDTHS as readonly number[], default: 480 },
};

/** The paths of the catalogue's games and vendors, built once per catalogue. */
interface PathIndex {
  games: Map<string, TileSubject>;
  vendors: Map<string, VendorSubject>;
}

const normalise = (path: string) => `/${path.replace(/^\/+/, '')}`;

/** The default cache folder (shared by every process on the machine: names are content hashes). */
export const DEFAULT_ART_CACHE_DIR = join(tmpdir(), 'lotusplay-art');

export class ArtService {
  private readonly cacheDir: string | null;
  private readonly concurrency: number;
  private readonly memoryLimit: number;
  private readonly maxQueue: number;
  private readonly memory = new Map<string, Buffer>();
  private memoryBytes = 0;
  private readonly drawing = new Map<string, Promise<Buffer>>();
  private readonly waiting: (() => void)[] = [];
  private running = 0;
  private readonly indexes = new WeakMap<Catalogue, PathIndex>();
  private cacheDirReady: Promise<boolean> | null = null;
  readonly stats: ArtStats = { drawn: 0, memoryHits: 0, diskHits: 0 };

  constructor(
    private readonly games: Pick<GamesService, 'catalogue'>,
    options: ArtOptions = {},
  ) {
    this.cacheDir = options.cacheDir === undefined ? DEFAULT_ART_CACHE_DIR : options.cacheDir;
    this.concurrency = Math.max(1, options.concurrency ?? 2);
    this.memoryLimit = options.memoryBytes ?? 32 * 1024 * 1024;
    this.maxQueue = options.maxQueue ?? 256;
  }

  /** What the picture at `path` (under the art base) shows, or null when there is none. */
  async subjectOf(path: string): Promise<ArtSubject | null> {
    const at = normalise(path);
    if (at.startsWith(ART_GOODS_FOLDER)) {
      const name = at.slice(ART_GOODS_FOLDER.length).replace(/\.(png|webp|jpg)$/, '');
      return (GOOD_PICTURES as readonly string[]).includes(name)
        ? { kind: 'good', good: name as GoodPicture }
        : null;
    }
    const index = this.indexOf(await this.games.catalogue());
    const tile = index.games.get(at);
    if (tile) return { kind: 'game', tile };
    const vendor = index.vendors.get(at);
    return vendor ? { kind: 'vendor', vendor } : null;
  }

  /**
   * The picture at `path`, `width` px wide (its default without), as WebP; null for an unknown
   * path. Throws ArtRequestError for a width or aspect that picture is not drawn at.
   */
  async image(
    path: string,
    query: { width?: number | undefined; aspect?: ArtAspect | undefined } = {},
  ): Promise<ArtImage | null> {
    const subject = await this.subjectOf(path);
    if (!subject) return null;
    const shape = this.shapeOf(subject, query.aspect);
    const width = query.width ?? WIDTHS[shape].default;
    if (!WIDTHS[shape].widths.includes(width)) {
      throw new ArtRequestError(
        `This picture is drawn at ${WIDTHS[shape].widths.join(', ')} px wide`,
      );
    }
    const key = createHash('sha256')
      .update(
        JSON.stringify([ART_VERSION, sharp.versions.sharp, WEBP_QUALITY, shape, width, subject]),
      )
      .digest('hex')
      .slice(0, 32);
    const bytes = await this.cached(key, () => this.draw(subject, shape, width));
    return { bytes, key, contentType: 'image/webp' };
  }

  private shapeOf(subject: ArtSubject, aspect: ArtAspect | undefined): keyof typeof WIDTHS {
    const own: Record<ArtSubject['kind'], ArtAspect> = { game: '1:1', vendor: '2:1', good: '4:3' };
    if (subject.kind === 'vendor' && aspect === '1:1') return 'mark';
    if (aspect && aspect !== own[subject.kind]) {
      throw new ArtRequestError(`This picture is ${own[subject.kind]}`);
    }
    return subject.kind;
  }

  private indexOf(catalogue: Catalogue): PathIndex {
    let index = this.indexes.get(catalogue);
    if (!index) {
      index = { games: new Map(), vendors: new Map() };
      for (const vendor of catalogue.rows.vendors) {
        if (vendor.iconPath) {
          index.vendors.set(normalise(vendor.iconPath), {
            code: vendor.code,
            name: vendor.name,
            lane: laneOf(vendor),
          });
        }
      }
      for (const row of catalogue.rows.games) {
        if (!row.imagePath || /^https?:/.test(row.imagePath)) continue;
        index.games.set(normalise(row.imagePath), {
          name: row.names.EN ?? Object.values(row.names)[0] ?? row.gameCode,
          gameCode: row.gameCode,
          vendorCode: row.vendorCode,
          gameType: row.gameType,
        });
      }
      this.indexes.set(catalogue, index);
    }
    return index;
  }

  /** The bytes under `key`: from memory, from disk, or drawn (once, however many ask at once). */
  private async cached(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.memory.get(key);
    if (kept) {
      this.memory.delete(key);
      this.memory.set(key, kept);
      this.stats.memoryHits += 1;
      return kept;
    }
    let pending = this.drawing.get(key);
    if (!pending) {
      pending = (async () => {
        const fromDisk = await this.readDisk(key);
        if (fromDisk) {
          this.stats.diskHits += 1;
          return fromDisk;
        }
        const bytes = await this.inTurn(draw);
        await this.writeDisk(key, bytes);
        return bytes;
      })();
      this.drawing.set(key, pending);
      try {
        const bytes = await pending;
        this.remember(key, bytes);
        return bytes;
      } finally {
        this.drawing.delete(key);
      }
    }
    return pending;
  }

  private remember(key: string, bytes: Buffer): void {
    if (bytes.length > this.memoryLimit) return;
    this.memory.set(key, bytes);
    this.memoryBytes += bytes.length;
    while (this.memoryBytes > this.memoryLimit) {
      const [oldest, value] = this.memory.entries().next().value as [string, Buffer];
      this.memory.delete(oldest);
      this.memoryBytes -= value.length;
    }
  }

  /** Runs `work` when fewer than `concurrency` draws run; refuses past `maxQueue` waiting. */
  private async inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxQueue) throw new ArtBusyError('Too many pictures to draw');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  private async draw(
    subject: ArtSubject,
    shape: keyof typeof WIDTHS,
    width: number,
  ): Promise<Buffer> {
    const svg =
      subject.kind === 'game'
        ? gameTileSvg(subject.tile, width)
        : subject.kind === 'vendor'
          ? vendorLogoSvg(subject.vendor, width, shape === 'mark' ? '1:1' : '2:1')
          : goodSvg(subject.good, width);
    const bytes = await sharp(Buffer.from(svg))
      .webp({ quality: WEBP_QUALITY, effort: 4, alphaQuality: 90 })
      .toBuffer();
    this.stats.drawn += 1;
    return bytes;
  }

  private fileOf(key: string): string | null {
    return this.cacheDir ? join(this.cacheDir, key.slice(0, 2), `${key}.webp`) : null;
  }

  private async readDisk(key: string): Promise<Buffer | null> {
    const file = this.fileOf(key);
    if (!file) return null;
    try {
      return await readFile(file);
    } catch {
      return null;
    }
  }

  /** Written beside and renamed into place, so a reader never sees half a file. */
  private async writeDisk(key: string, bytes: Buffer): Promise<void> {
    const file = this.fileOf(key);
    if (!file || !this.cacheDir) return;
    try {
      this.cacheDirReady ??= mkdir(this.cacheDir, { recursive: true }).then(
        () => true,
        () => false,
      );
      if (!(await this.cacheDirReady)) return;
      await mkdir(join(this.cacheDir, key.slice(0, 2)), { recursive: true });
      const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    } catch {
      // A disk cache that cannot be written only costs a draw next time.
    }
  }
}
