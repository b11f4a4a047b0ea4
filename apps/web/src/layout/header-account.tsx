// The account area of the header (SPEC.md §2), composed from the features' pieces: auth's log in
// and register buttons for visitors; for members the wallet's balance, auth's identity (avatar,
// nickname, message and promotion badges) and the shell's shortcuts to the member centre and
// agent centre (through the auth gates), change password and log out.
import {
  authModalOpened,
  HeaderAuthButtons,
  MemberIdentity,
  selectIsAgent,
  selectIsLoggedIn,
  useAgentCentreGate,
  useMemberCentreGate,
} from '@lotusplay/auth';
import { useTranslation } from '@lotusplay/i18n';
import { Button, IconButton } from '@lotusplay/ui-kit';
import { HeaderBalance } from '@lotusplay/wallet';
import { useEffect, useId, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useOpenAgentCentre, useOpenMemberCentre } from '../app/centres';
import { useAppDispatch, useAppSelector } from '../app/hooks';

/** The account area: visitor buttons or the member cluster, by the real session. */
export function HeaderAccount() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return loggedIn ? <MemberCluster /> : <HeaderAuthButtons className="header-account" />;
}

/** Closes the phone-size menu on Escape or on a click outside it. */
function useDismiss(open: boolean, close: () => void, ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, ref]);
}

/**
 * A member's cluster. On a phone the shortcuts collapse behind the "Account menu" button (CSS
 * hides them unless the menu is open); on wider screens they sit in the bar.
 */
function MemberCluster() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const isAgent = useAppSelector(selectIsAgent);
  const memberGate = useMemberCentreGate();
  const agentGate = useAgentCentreGate();
  const openMemberCentre = useOpenMemberCentre();
  const openAgentCentre = useOpenAgentCentre();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const closeMenu = useRef(() => setMenuOpen(false)).current;
  useDismiss(menuOpen, closeMenu, rootRef);

  const shortcut = (label: string, action: () => void) => (
    <li>
      <Button
        variant="ghost"
        size="sm"
        className="header-account__shortcut"
        onClick={() => {
          setMenuOpen(false);
          action();
        }}
      >
        {label}
      </Button>
    </li>
  );

  return (
    <div className="header-account header-account--member" ref={rootRef}>
      <HeaderBalance className="header-account__balance" />
      <MemberIdentity className="header-account__who" />
      <IconButton
        className="header-account__menu-button"
        label={t('accountMenu')}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        {/* A person, not the three bars of the site's menu button beside it on a phone. */}
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M8 8a4 4 0 1 0 8 0 4 4 0 1 0-8 0M4 21a8 7 0 0 1 16 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </IconButton>
      <nav
        id={menuId}
        className="header-account__shortcuts"
        data-open={menuOpen}
        aria-label={t('accountShortcuts')}
      >
        <ul>
          {shortcut(t('deposit'), () => memberGate(() => openMemberCentre('depositv2')))}
          {shortcut(t('withdraw'), () => memberGate(() => openMemberCentre('withdraw')))}
          {shortcut(t('common:memberCentre'), () => memberGate(() => openMemberCentre()))}
          {isAgent && shortcut(t('common:agentCentre'), () => agentGate(() => openAgentCentre()))}
          {shortcut(t('changePassword'), () =>
            memberGate(() => dispatch(authModalOpened('changePassword'))),
          )}
          {shortcut(t('logOut'), () => dispatch(authModalOpened('logoutConfirm')))}
        </ul>
      </nav>
    </div>
  );
}
