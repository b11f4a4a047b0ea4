// Visibility of one auth modal: controlled by props when given, else by the auth slice's open modal.
import { useDispatch, useSelector } from 'react-redux';
import { authModalClosed, authModalOpened, selectOpenAuthModal, type AuthModalName } from './deps';

/** Props every auth modal accepts to be controlled from outside the store. */
export interface ModalControlProps {
  /** Shown or not; the auth slice's open modal decides when omitted. */
  open?: boolean;
  /** Asked to close; dispatches authModalClosed when omitted. */
  onClose?: () => void;
}

/** Open state and actions of the modal `name`. */
export function useAuthModal(name: AuthModalName, props: ModalControlProps) {
  const dispatch = useDispatch();
  const openInStore = useSelector(selectOpenAuthModal) === name;
  return {
    open: props.open ?? openInStore,
    close: () => (props.onClose ? props.onClose() : dispatch(authModalClosed())),
    /** Replaces this modal by another (login → register, login → forced change, …). */
    switchTo: (next: Exclude<AuthModalName, 'gateWarning'>) => dispatch(authModalOpened(next)),
  };
}
