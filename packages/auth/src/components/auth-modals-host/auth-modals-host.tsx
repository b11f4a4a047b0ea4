// Mounts the auth modals on demand: nothing of them is downloaded until a modal is first opened
// (login button, a gate, /login or /register), then the chunk stays mounted so closing and
// reopening is instant and the modals keep their state. The modals (with formik, yup and the
// forms they pull in) are a chunk of their own, so a host's first download does not carry them.
import { useTranslation } from '@lotusplay/i18n';
import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import type { AuthModalsProps } from '../auth-modals';
import { selectOpenAuthModal } from '../../state/auth-slice';

const loadModals = () => import('../auth-modals');
const AuthModals = lazy(async () => ({ default: (await loadModals()).AuthModals }));

/** Renders every auth modal (lazily, once the auth slice first opens one). */
export function AuthModalsHost(props: AuthModalsProps) {
  const open = useSelector(selectOpenAuthModal);
  // Latched during render (React's "adjust state while rendering" pattern): once any modal has
  // opened, the chunk stays mounted.
  const [wanted, setWanted] = useState(false);
  if (open !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <WithTexts {...props} />
    </Suspense>
  );
}

/**
 * The modals once their texts are in: the `authForms` namespace loads on demand (not with the
 * start-up code), asked for here, beside the modals' chunk, so a modal never shows before its words.
 */
function WithTexts(props: AuthModalsProps) {
  const { ready } = useTranslation('authForms');
  // The code is asked for at the same time as the texts, not after them.
  useState(() => void loadModals());
  return ready ? <AuthModals {...props} /> : null;
}
