// Mounts the auth modals on demand: nothing is downloaded until a modal is first opened (login
// button, a gate, /login or /register), then the chunk stays mounted so closing and reopening is
// instant and the modals keep their state.
import { selectOpenAuthModal } from '@lotusplay/auth';
import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../app/hooks';

const AuthModalsChunk = lazy(() => import('./auth-modals-chunk'));

/** Renders the auth modals' lazy chunk once the auth slice first opens a modal. */
export function AuthModalsHost() {
  const open = useAppSelector(selectOpenAuthModal);
  // Latched during render (React's "adjust state while rendering" pattern): once any modal has
  // opened, the chunk stays mounted.
  const [wanted, setWanted] = useState(false);
  if (open !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthModalsChunk />
    </Suspense>
  );
}
