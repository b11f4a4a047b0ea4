// /register and /register.html of SPEC.md §2: the home page with the register dialog open. The
// page behind the dialog is the host's (its `children`); the dialog reads `referralCode` from
// the query itself.
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { authModalOpened, selectIsLoggedIn } from '../state/auth-slice';

/** Props of {@link RegisterPage}. */
export interface RegisterPageProps {
  /** The page shown behind the register dialog (the home page). */
  children: ReactNode;
}

/** Opens the register dialog over `children` for a visitor who is not logged in. */
export function RegisterPage({ children }: RegisterPageProps) {
  const dispatch = useDispatch();
  const loggedIn = useSelector(selectIsLoggedIn);
  useEffect(() => {
    if (!loggedIn) dispatch(authModalOpened('register'));
  }, [dispatch, loggedIn]);
  return children;
}
