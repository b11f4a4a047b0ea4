// Shared test helpers: an MSW server that fails on unhandled requests, a fresh store per test,
// and a render that wraps the store Provider and a MemoryRouter. No i18n: packages that render
// text add their own wrapper, so this stays free of every @lotusplay package.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Middleware, Reducer } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import type { AnyHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { SetupServer } from 'msw/node';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/**
 * Starts an MSW server for the calling test file: listens before all tests with unhandled
 * requests as errors, resets runtime handlers after each test, closes after all. A test that
 * made a request no handler answered fails, even when the code under test swallowed the error.
 * Pass a function instead of handlers when the handlers keep state (accounts, counters): it is
 * called before every test, so each test starts from fresh handlers whatever ran before it.
 */
export function setupMswServer(...handlers: AnyHandler[] | [() => AnyHandler[]]): SetupServer {
  const msw = createMswServer(...handlers);
  msw.useInThisFile();
  return msw.server;
}

/**
 * An MSW server made once, whose lifecycle (`useInThisFile`) a setup file registers for every
 * test file: test files share their worker's modules, so a server made at import time of a
 * shared module would otherwise listen for the first file only.
 */
export function createMswServer(...handlers: AnyHandler[] | [() => AnyHandler[]]): {
  server: SetupServer;
  useInThisFile(): void;
} {
  const factory = typeof handlers[0] === 'function' ? (handlers[0] as () => AnyHandler[]) : null;
  const server = setupServer(...(factory ? factory() : (handlers as AnyHandler[])));
  const unhandled: string[] = [];
  server.events.on('request:unhandled', ({ request }) => {
    unhandled.push(`${request.method} ${request.url}`);
  });
  return {
    server,
    useInThisFile() {
      beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
      if (factory) beforeEach(() => server.resetHandlers(...factory()));
      afterEach(() => {
        server.resetHandlers();
        const missed = unhandled.splice(0);
        if (missed.length) throw new Error(`Requests without an MSW handler: ${missed.join(', ')}`);
      });
      afterAll(() => server.close());
    },
  };
}

/** Anything combineSlices accepts as one entry: a slice or an RTK Query api. */
export interface SliceLike {
  reducerPath: string;
  reducer: Reducer;
}

/** An RTK Query api (or anything else) that brings its own middleware. */
export interface ApiLike extends SliceLike {
  middleware: Middleware;
}

/** The root state built from a list of slices. */
export type StateOf<S extends readonly SliceLike[]> = {
  [K in S[number] as K['reducerPath']]: ReturnType<K['reducer']>;
};

/** Options of createTestStore. */
export interface TestStoreOptions<S extends readonly SliceLike[]> {
  /** Initial state, keyed by reducerPath. */
  preloadedState?: Partial<StateOf<S>>;
}

/**
 * A fresh store for one test: `slices` combined with combineSlices (include the api to cache
 * calls) and the middleware of every entry that has one (the RTK Query api).
 */
export function createTestStore<const S extends readonly SliceLike[]>(
  slices: S,
  options: TestStoreOptions<S> = {},
) {
  const withMiddleware = slices.filter(
    (slice): slice is S[number] & ApiLike => 'middleware' in slice,
  );
  const [first, ...rest] = slices;
  const reducer = (first
    ? combineSlices(first, ...rest)
    : (state: Record<string, never> = {}) => state) as unknown as Reducer<StateOf<S>>;
  return configureStore({
    reducer,
    preloadedState: options.preloadedState as StateOf<S> | undefined,
    middleware: (getDefault) =>
      getDefault().concat(withMiddleware.map((slice) => slice.middleware)),
  });
}

/** A store made by createTestStore. */
export type TestStore<S extends readonly SliceLike[] = SliceLike[]> = ReturnType<
  typeof createTestStore<S>
>;

/** Options of renderWithProviders. */
export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The store to provide; an empty store when omitted. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any store shape is accepted
  store?: ReturnType<typeof configureStore<any>>;
  /** The URL the MemoryRouter starts at; '/' by default. */
  route?: string;
  /** When set, `ui` is mounted as the element of this route path (so useParams works). */
  path?: string;
  /** An extra wrapper inside the router (for example the package's i18n provider). */
  wrapper?: (props: { children: ReactNode }) => ReactElement;
}

/** Renders `ui` inside a store Provider and a MemoryRouter at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  {
    store = createTestStore([]),
    route = '/',
    path,
    wrapper: Inner,
    ...renderOptions
  }: RenderWithProvidersOptions = {},
): RenderResult & { store: NonNullable<RenderWithProvidersOptions['store']> } {
  function Wrapper({ children }: { children: ReactNode }) {
    const content = Inner ? <Inner>{children}</Inner> : children;
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          {path ? (
            <Routes>
              <Route path={path} element={content} />
            </Routes>
          ) : (
            content
          )}
        </MemoryRouter>
      </Provider>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
