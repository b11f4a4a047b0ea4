// Story decorator: a fresh store (shared api + auth slice) with the wanted auth modal open, a
// memory router, and the i18n instance of the Storybook toolbar.
import { api } from '@lotusplay/api-client';
import { buildRegisterValidators, buildCountryCode } from '@lotusplay/api-client/testing';
import { configureStore } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { authModalOpened, authSlice, tokenSet, type AuthModalName } from '../../state/auth-slice';

/** Brand configuration every story passes, so no system call is needed. */
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
};

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
    if (loggedIn) s.dispatch(tokenSet({ token: 'story-token', accountType: 0 }));
    if (modal) s.dispatch(authModalOpened(modal));
    return s;
  });
  return (
    <Provider store={store}>
      <MemoryRouter>{children}</MemoryRouter>
    </Provider>
  );
}
