import { useCallback, useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';
import { injectSlices } from '../app/store';
import type { AppStore, InjectableSlice } from '../app/store';
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

/** A page group's chunk as it loads: a promise that also tells, synchronously, how it settled. */
export type PageGroupLoad = Promise<PageGroupModule> & {
  status: 'pending' | 'fulfilled' | 'rejected';
  value?: PageGroupModule;
  reason?: unknown;
};

/** The page-group chunks of one store, each loaded at most once. */
export interface PageGroups {
  /**
   * The group's chunk, the same object on every call. Its feature slices are in the store by
   * the time it resolves, so before any of its pages renders.
   */
  load(group: PageGroup): PageGroupLoad;
}

/**
 * Loads page groups for `store`: each group's chunk once, with its feature slices injected into
 * the store when it arrives. A failed chunk stays failed: the retry of SPEC.md §8 reloads the
 * page, which fetches it again.
 */
export function createPageGroups(
  store: AppStore,
  loadGroup: PageGroupLoader = loadPageGroup,
): PageGroups {
  const loads = new Map<PageGroup, PageGroupLoad>();
  return {
    load(group) {
      let load = loads.get(group);
      if (!load) {
        // The executor turns a loader that throws synchronously into a rejection.
        const promise = new Promise<PageGroupModule>((resolve) => resolve(loadGroup(group))).then(
          (module) => {
            injectSlices(store, module.slices);
            return module;
          },
        );
        const tracked: PageGroupLoad = Object.assign(promise, { status: 'pending' as const });
        promise.then(
          (value) => {
            tracked.status = 'fulfilled';
            tracked.value = value;
          },
          (reason: unknown) => {
            tracked.status = 'rejected';
            tracked.reason = reason;
          },
        );
        load = tracked;
        loads.set(group, load);
      }
      return load;
    },
  };
}

/**
 * How `load` has settled so far ('fulfilled' when there is nothing to load), re-rendering the
 * caller when it settles. Pages wait this way rather than by suspending, so a chunk that is
 * still downloading never holds a navigation back, in the browser or in a test's act() scope.
 */
export function usePageGroupStatus(load: PageGroupLoad | undefined): PageGroupLoad['status'] {
  const subscribe = useCallback(
    (onSettled: () => void) => {
      let subscribed = true;
      const notify = () => {
        if (subscribed) onSettled();
      };
      load?.then(notify, notify);
      return () => {
        subscribed = false;
      };
    },
    [load],
  );
  return useSyncExternalStore(subscribe, () => load?.status ?? 'fulfilled');
}
