import type { ComponentType } from 'react';
import type { InjectableSlice } from '../app/store';
import type { PageGroup, PageId } from './route-table';

/** What one lazy page-group chunk exports: its pages and the feature slices they need. */
export interface PageGroupModule {
  /** Injected into the store when the chunk loads, before its page renders. */
  slices: readonly InjectableSlice[];
  pages: Partial<Record<PageId, ComponentType>>;
}

/** Loads the chunk of one page group. */
export type PageGroupLoader = (group: PageGroup) => Promise<PageGroupModule>;

/** SPEC.md §9: a chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A page chunk that failed to download (network error or the SPEC.md §9 timeout). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

// One dynamic import per lazy page group of SPEC.md §2, so each group is exactly one chunk.
const importers: Record<PageGroup, () => Promise<{ pageGroup: PageGroupModule }>> = {
  index: () => import('../pages/groups/index-group'),
  egame: () => import('../pages/groups/egame-group'),
  game: () => import('../pages/groups/game-group'),
  live: () => import('../pages/groups/live-group'),
  lottery: () => import('../pages/groups/lottery-group'),
  pointMall: () => import('../pages/groups/point-mall-group'),
  promo: () => import('../pages/groups/promo-group'),
  promoDetail: () => import('../pages/groups/promo-detail-group'),
  joinus: () => import('../pages/groups/joinus-group'),
  download: () => import('../pages/groups/download-group'),
  byIframe: () => import('../pages/groups/by-iframe-group'),
  fbSports: () => import('../pages/groups/fb-sports-group'),
  seamless: () => import('../pages/groups/seamless-group'),
};

/** Rejects with ChunkLoadError when `promise` fails or takes longer than `timeoutMs`. */
export function withChunkTimeout<T>(promise: Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Chunk timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          new ChunkLoadError(error instanceof Error ? error.message : String(error), {
            cause: error,
          }),
        );
      },
    );
  });
}

/** Loads a page group's chunk, failing with ChunkLoadError on a network error or timeout. */
export const loadPageGroup: PageGroupLoader = async (group) =>
  (await withChunkTimeout(importers[group]())).pageGroup;

/** True for a failed page-chunk download, whoever raised it (our loader, Vite or the browser). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
}
