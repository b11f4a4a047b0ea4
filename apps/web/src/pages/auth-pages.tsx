// The /login and /register pages of SPEC.md §2. Both open the matching auth modal over the page;
// the modal's chunk loads then, so these pages cost the first-load budget nothing extra.
import { authModalOpened, selectIsLoggedIn } from '@lotusplay/auth';
import { useTranslation } from '@lotusplay/i18n';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { HomePage } from './home-page';

/** /login: the page title and the login popup, open at once and re-openable from the page. */
export function LoginPage() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  useEffect(() => {
    if (!loggedIn) dispatch(authModalOpened('loginPopup'));
  }, [dispatch, loggedIn]);
  if (loggedIn) return <Navigate to="/" replace />;
  return (
    <section className="page page--login" aria-labelledby="page-title">
      <h1 id="page-title">{t('titleLogin')}</h1>
      <div className="notice-card">
        <p className="notice-card__lead">{t('loginPageLead')}</p>
        <button
          type="button"
          className="text-button text-button--primary"
          onClick={() => dispatch(authModalOpened('loginPopup'))}
        >
          {t('logIn')}
        </button>
      </div>
    </section>
  );
}

/**
 * /register and /register.html: the home page with the register modal open (SPEC.md §2); the
 * modal reads `referralCode` from the query itself.
 */
export function RegisterPage() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  useEffect(() => {
    if (!loggedIn) dispatch(authModalOpened('register'));
  }, [dispatch, loggedIn]);
  return <HomePage />;
}
