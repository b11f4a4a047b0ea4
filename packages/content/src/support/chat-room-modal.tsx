// The chat room (SPEC.md §1 "a chat feature", §2 modal "chat room"): the member's live-chat
// channel (the VIP channel above club rank 4, decided by the server) in a frame inside a modal, when
// the brand's chat page is on this site; a chat page elsewhere cannot be framed (the CSP allows
// this origin only), so it is offered in the customer-service window instead.
import { useTranslation } from '@lotusplay/i18n';
import { Button, Loader, Modal } from '@lotusplay/ui-kit';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { fetchServiceLink, ServiceLinkError, type ServiceLink } from './service-link';

/** Props of {@link ChatRoomModal}. */
export interface ChatRoomModalProps {
  open: boolean;
  onClose: () => void;
  /** Opens the live chat in the customer-service window instead (from the click). */
  onOpenWindow: () => void;
}

type State =
  | { status: 'loading' }
  | { status: 'ready'; link: ServiceLink; framed: boolean }
  | { status: 'error'; problem: string };

/** The chat room modal: loads the live-chat link when opened and frames it. */
export function ChatRoomModal({ open, onClose, onOpenWindow }: ChatRoomModalProps) {
  const { t } = useTranslation(['support', 'common']);
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setState({ status: 'loading' });
    fetchServiceLink(dispatch, 'LIVECHAT').then(
      (link) => {
        if (!live) return;
        const framed = new URL(link.url).origin === window.location.origin;
        setState({ status: 'ready', link, framed });
      },
      (error: unknown) => {
        if (live) {
          setState({
            status: 'error',
            problem: error instanceof ServiceLinkError ? error.problem : 'network',
          });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [open, attempt, dispatch]);

  const problemText: Record<string, string> = {
    network: t('support:chatNetwork'),
    unavailable: t('support:chatUnavailable'),
    invalidUrl: t('support:chatInvalidUrl'),
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={
        state.status === 'ready' && state.link.channel === 'VIP'
          ? t('support:chatRoomVipTitle')
          : t('support:chatRoomTitle')
      }
      closeLabel={t('common:close')}
      width={480}
      className="lp-chat-room"
    >
      {state.status === 'loading' && <Loader label={t('support:chatLoading')} />}
      {state.status === 'error' && (
        <div role="alert" className="lp-chat-room__error">
          <p>{problemText[state.problem] ?? problemText.network}</p>
          <Button variant="secondary" size="sm" onClick={() => setAttempt((n) => n + 1)}>
            {t('common:retry')}
          </Button>
        </div>
      )}
      {state.status === 'ready' &&
        (state.framed ? (
          <iframe
            className="lp-chat-room__frame"
            title={t('support:chatFrameTitle')}
            src={state.link.url}
            sandbox="allow-scripts allow-forms allow-same-origin"
            referrerPolicy="no-referrer"
          />
        ) : (
          <div className="lp-chat-room__elsewhere">
            <p>{t('support:chatElsewhere')}</p>
            <Button onClick={onOpenWindow}>{t('support:chatOpenWindow')}</Button>
          </div>
        ))}
    </Modal>
  );
}
