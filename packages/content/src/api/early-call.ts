// A call made before the store can make it: a page opened by address asks for its data when its
// code loads (its page group's chunk), not once React has rendered it — the app commits a route,
// and runs its effects, only once the whole screen's code is in (the header's chunks included).
// The call goes through the api's own base query; the endpoint's queryFn takes its answer once,
// for the same request, and otherwise calls as usual.
import { apiBaseQuery } from '@lotusplay/api-client';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';

type Request = Parameters<typeof apiBaseQuery>[0];
type Answer = Awaited<ReturnType<typeof apiBaseQuery>>;

/** One endpoint's early call: start() when the page's code loads, take() in its queryFn. */
export interface EarlyCall {
  /** Starts the request now (a later start replaces an untaken one); resolves with its answer. */
  start(request: Request): Promise<Answer>;
  /** The early answer for this request (once), or a call through the endpoint's base query. */
  take(
    request: Request,
    baseQuery: (request: Request) => Answer | PromiseLike<Answer>,
  ): Promise<Answer>;
}

/** The early call of the endpoint named `endpoint`. */
export function earlyCall(endpoint: string): EarlyCall {
  let early: { key: string; result: Promise<Answer> } | null = null;
  return {
    start(request) {
      const controller = new AbortController();
      const baseApi = {
        signal: controller.signal,
        abort: () => controller.abort(),
        dispatch: () => undefined,
        getState: () => ({}),
        extra: undefined,
        endpoint,
        type: 'query',
        forced: false,
      } as unknown as BaseQueryApi;
      const result = Promise.resolve(apiBaseQuery(request, baseApi, {}));
      early = { key: JSON.stringify(request), result };
      return result;
    },
    take(request, baseQuery) {
      const key = JSON.stringify(request);
      if (early?.key === key) {
        const { result } = early;
        early = null;
        return result;
      }
      return Promise.resolve(baseQuery(request));
    },
  };
}
