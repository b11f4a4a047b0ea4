// The account area of the header (SPEC.md §2): log in / register for visitors; balance, avatar,
// nickname, message and promotion badges, the member-centre and agent-centre shortcuts (through
// the auth gates) and log out for members.
import { useGetWhitelabelQuery } from '@lotusplay/api-client';
import {
  authModalOpened,
  selectAvatarUrl,
  selectCurrencySymbol,
  selectIsAgent,
  selectIsLoggedIn,
  selectNickname,
  selectUnclaimedPromoCount,
  selectUnreadMessageCount,
  useAgentCentreGate,
  useMemberCentreGate,
} from '@lotusplay/auth';
import { useTranslation } from '@lotusplay/i18n';
import { Badge } from '@lotusplay/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useOpenAgentCentre, useOpenMemberCentre } from '../app/centres';
import { useAppDispatch, useAppSelector } from '../app/hooks';

/** The account area: visitor buttons or the member cluster, by the real session. */
export function HeaderAccount() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return loggedIn ? <MemberCluster /> : <VisitorButtons />;
}

/** Log in, and Register when the brand shows the header register button (DIRECTREG3). */
function VisitorButtons() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const flags = useGetWhitelabelQuery().data?.flags;
  return (
    <div className="header-account">
      <button
        type="button"
        className="text-button text-button--primary"
        onClick={() => dispatch(authModalOpened('loginPopup'))}
      >
        {t('logIn')}
      </button>
      {flags?.DIRECTREG3 === true && (
        <button
          type="button"
          className="text-button"
          onClick={() => dispatch(authModalOpened('register'))}
        >
          {t('register')}
        </button>
      )}
    </div>
  );
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
  const nickname = useAppSelector(selectNickname);
  const avatarUrl = useAppSelector(selectAvatarUrl);
  const unread = useAppSelector(selectUnreadMessageCount);
  const promos = useAppSelector(selectUnclaimedPromoCount);
  const isAgent = useAppSelector(selectIsAgent);
  const currency = useAppSelector(selectCurrencySymbol);
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
      <button
        type="button"
        className="text-button header-account__shortcut"
        onClick={() => {
          setMenuOpen(false);
          action();
        }}
      >
        {label}
      </button>
    </li>
  );

  return (
    <div className="header-account header-account--member" ref={rootRef}>
      {/* The wallet is not built yet: the currency and an honest placeholder, never a number. */}
      <p className="header-account__balance" title={t('balancePending', { currency })}>
        <span aria-hidden="true">{currency}</span>
        <span className="header-account__balance-pending" aria-hidden="true" />
        <span className="lp-visually-hidden">{t('balancePending', { currency })}</span>
      </p>
      <span className="header-account__who">
        {avatarUrl ? (
          <img className="header-account__avatar" src={avatarUrl} alt={t('avatarAlt')} />
        ) : (
          <span
            className="header-account__avatar header-account__avatar--empty"
            aria-hidden="true"
          />
        )}
        <span className="header-account__nickname">{nickname ?? ''}</span>
        <Badge count={unread} max={99} label={t('unreadMessages', { count: unread })} />
        <Badge
          count={promos}
          max={99}
          label={t('unclaimedPromotions', { count: promos })}
          className="header-account__promo-badge"
        />
      </span>
      <button
        type="button"
        className="icon-button header-account__menu-button"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        aria-label={t('accountMenu')}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M4 6h16M4 12h16M4 18h16"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <nav
        id={menuId}
        className="header-account__shortcuts"
        data-open={menuOpen}
        aria-label={t('accountShortcuts')}
      >
        <ul>
          {shortcut(t('deposit'), () => memberGate(() => openMemberCentre('depositv2')))}
          {shortcut(t('withdraw'), () => memberGate(() => openMemberCentre('withdraw')))}
          {shortcut(t('memberCentre'), () => memberGate(() => openMemberCentre()))}
          {isAgent && shortcut(t('agentCentre'), () => agentGate(() => openAgentCentre()))}
          {shortcut(t('changePassword'), () =>
            memberGate(() => dispatch(authModalOpened('changePassword'))),
          )}
          {shortcut(t('logOut'), () => dispatch(authModalOpened('logoutConfirm')))}
        </ul>
      </nav>
    </div>
  );
}
