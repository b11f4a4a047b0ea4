// Package-internal: this package's tests and stories import it by path; it is not in the
// ./testing entry (handlers, factories and fakes for consumers).
// Story decorator: a fresh store (shared api + auth slice) with the wanted auth modal open, a
// memory router, and the i18n instance of the Storybook toolbar. Every call the stories make is
// answered by MSW handlers (`parameters.msw.handlers`), in Storybook and in stories.test.tsx.
import { within } from 'storybook/test';
import { api, configureApiClient } from '@lotusplay/api-client';
import {
  buildCountryCode,
  buildRegisterValidators,
  createSystemHandlers,
  type SystemHandlerData,
} from '@lotusplay/api-client/testing';
import { configureStore } from '@reduxjs/toolkit';
import { delay, http, type AnyHandler } from 'msw';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { authModalOpened, authSlice, tokenSet, type AuthModalName } from '../state/auth-slice';
import { createAuthHandlers, DEMO_SESSION_TOKEN, type AuthHandlerData } from './handlers';

/** Brand configuration the stories pass as props, so a story renders before any system call. */
export const storyConfig = {
  flags: {
    MOBILEVERCODELOGIN3: true,
    DIRECTREG3: true,
    FREEPLAY3: true,
    USERNAMEREG3: true,
    MOBILENUMREG3: true,
    REGMOBVERF3: false,
    CHNGPASSVERIF3: true,
  },
  showCountryCode: true,
  validators: buildRegisterValidators(),
  countries: buildCountryCode().countries,
  // The platform server sends the SMS codes (no Firebase phone sign-in).
  firebase: null,
};

/**
 * The `msw` story parameter read by Storybook's loader and by stories.test.tsx: the handlers, or
 * a function making them afresh for every load (the auth handlers count failed logins).
 */
export interface MswParameters {
  msw: { handlers: AnyHandler[] | (() => AnyHandler[]) };
}

/**
 * `parameters.msw` of an auth story: `overrides` first (the first matching handler answers), then
 * the system handlers and the auth handlers with `data` (the demo brand and player by default).
 */
export function mswParameters(
  data: AuthHandlerData & { system?: SystemHandlerData } = {},
  ...overrides: AnyHandler[]
): MswParameters {
  const { system, ...auth } = data;
  return {
    msw: {
      handlers: () => [
        ...overrides,
        ...createSystemHandlers(system),
        // The handlers apply the same switches the stories pass to the forms as props.
        ...createAuthHandlers({ flags: storyConfig.flags, ...auth }),
      ],
    },
  };
}

/** A handler that never answers `method path`, so the component stays in its pending state. */
export function neverAnswers(method: 'get' | 'post' | 'put' | 'delete', path: string): AnyHandler {
  return http[method](path, async () => {
    await delay('infinite');
  });
}

/** Providers with `modal` open (and a session when `loggedIn`). */
export function AuthStoryProviders({
  modal,
  loggedIn = false,
  children,
}: {
  modal?: Exclude<AuthModalName, 'gateWarning'>;
  loggedIn?: boolean;
  children: ReactNode;
}) {
  const [store] = useState(() => {
    const s = configureStore({
      reducer: { [api.reducerPath]: api.reducer, auth: authSlice.reducer },
      middleware: (getDefault) => getDefault().concat(api.middleware),
    });
    // As the app does: the base query sends this store's token (the handlers check for one).
    configureApiClient({ getToken: () => s.getState().auth.token, getLanguage: () => 'EN' });
    if (loggedIn) s.dispatch(tokenSet({ token: DEMO_SESSION_TOKEN, accountType: 0 }));
    if (modal) s.dispatch(authModalOpened(modal));
    return s;
  });
  return (
    <Provider store={store}>
      <MemoryRouter>{children}</MemoryRouter>
    </Provider>
  );
}

/** Queries of the whole page: the modals are portalled to the body, outside the story's canvas. */
export const storyPage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
