// Mounts an auth modal from the first time the auth slice opens it, and keeps it mounted (with its
// state) afterwards. Until then nothing of it runs: on /login, which opens the login popup at
// once, the register, forgot-password and password-change forms no longer build their schemas and
// run their hooks in the same task as the login popup's first render.
import { useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectOpenAuthModal, type AuthModalName } from '../state/auth-slice';

/** Props of {@link OnceOpened}. */
export interface OnceOpenedProps {
  /** The modal (or modals) whose first opening mounts `children`. */
  names: readonly AuthModalName[];
  children: ReactNode;
}

/** Renders `children` once the slice has opened one of `names`, and from then on. */
export function OnceOpened({ names, children }: OnceOpenedProps) {
  const open = useSelector(selectOpenAuthModal);
  // Latched during render (React's "adjust state while rendering" pattern), as the host does.
  const [opened, setOpened] = useState(false);
  if (!opened && open !== null && names.includes(open)) setOpened(true);
  return opened ? children : null;
}
