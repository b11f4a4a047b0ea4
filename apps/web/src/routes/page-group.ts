import { getStoredLanguage, loadPageNamespace, pageNamespaces } from '@lotusplay/i18n';
import type { PageNamespace } from '@lotusplay/i18n';
import { useCallback, useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';
import { manifests } from '../app/manifests';
import { injectSlices } from '../app/store';
import type { AppStore, InjectableSlice } from '../app/store';
import { shellRoutes } from './route-table';
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

/** The page namespaces (loaded on demand) of the manifests that have a route in `group`. */
export function pageNamespacesOf(group: PageGroup): PageNamespace[] {
  const names = manifests
    .filter((manifest) => manifest.routes?.some((route) => route.group === group))
    .flatMap((manifest) => manifest.i18nNamespaces ?? []);
  return pageNamespaces.filter((ns) => names.includes(ns));
}

/**
 * Loads a page group: the modules its routes' manifests name (each loader once), their pages and
 * their slices merged; fails with ChunkLoadError on a network error or timeout. The words of its
 * page namespaces are asked for at the same time, not once a page has rendered and asked for them
 * (a failure there is the page's to report when it asks again).
 */
export const loadPageGroup: PageGroupLoader = async (group) => {
  for (const ns of pageNamespacesOf(group)) {
    loadPageNamespace(getStoredLanguage(), ns).catch(() => undefined);
  }
  const loaders = new Set(
    shellRoutes.filter((route) => route.group === group).map((route) => route.load),
  );
  const modules = await withChunkTimeout(Promise.all([...loaders].map((load) => load())));
  return {
    slices: [...new Set(modules.flatMap((module) => module.slices as readonly InjectableSlice[]))],
    pages: Object.assign({}, ...modules.map((module) => module.pages)) as PageGroupModule['pages'],
  };
};

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
