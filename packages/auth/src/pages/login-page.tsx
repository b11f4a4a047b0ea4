// The /login page of SPEC.md §2: the page title and the login popup, open at once and
// re-openable from the page. A logged-in visitor goes to the home page.
import { useTranslation } from '@lotusplay/i18n';
import { Button } from '@lotusplay/ui-kit';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate } from 'react-router';
import { authModalOpened, selectIsLoggedIn } from '../state/auth-slice';

/** /login: the page title and the login popup, open at once and re-openable from the page. */
export function LoginPage() {
  const { t } = useTranslation(['auth', 'shell']);
  const dispatch = useDispatch();
  const loggedIn = useSelector(selectIsLoggedIn);
  useEffect(() => {
    if (!loggedIn) dispatch(authModalOpened('loginPopup'));
  }, [dispatch, loggedIn]);
  if (loggedIn) return <Navigate to="/" replace />;
  return (
    <section className="page page--login" aria-labelledby="page-title">
      <h1 id="page-title">{t('shell:titleLogin')}</h1>
      <div className="notice-card">
        <p className="notice-card__lead">{t('loginPageLead')}</p>
        <Button onClick={() => dispatch(authModalOpened('loginPopup'))}>{t('logIn')}</Button>
      </div>
    </section>
  );
}
