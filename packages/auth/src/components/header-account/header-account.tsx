// The auth pieces of the header's account area (SPEC.md §2): log in and register for visitors;
// the member's avatar, nickname and count badges. The host arranges them with its shortcuts.
import { useGetWhitelabelQuery } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { Badge, Button } from '@lotusplay/ui-kit';
import type { CSSProperties } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  authModalOpened,
  selectAvatarUrl,
  selectNickname,
  selectUnclaimedPromoCount,
  selectUnreadMessageCount,
} from '../../state/auth-slice';

/** Props of {@link HeaderAuthButtons} and {@link MemberIdentity}. */
export interface HeaderAccountPartProps {
  className?: string;
}

/** Log in, and Register when the brand shows the header register button (DIRECTREG3). */
export function HeaderAuthButtons({ className }: HeaderAccountPartProps) {
  const { t } = useTranslation('auth');
  const dispatch = useDispatch();
  const flags = useGetWhitelabelQuery().data?.flags;
  return (
    <div className={className}>
      <Button size="sm" onClick={() => dispatch(authModalOpened('loginPopup'))}>
        {t('logIn')}
      </Button>
      {flags?.DIRECTREG3 === true && (
        <Button size="sm" variant="secondary" onClick={() => dispatch(authModalOpened('register'))}>
          {t('register')}
        </Button>
      )}
    </div>
  );
}

const identityStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 'var(--lp-space-xs)',
  minWidth: 0,
};
const avatarStyle: CSSProperties = {
  display: 'inline-block',
  width: 32,
  height: 32,
  flexShrink: 0,
  borderRadius: '50%',
  objectFit: 'cover',
  background: 'var(--lp-color-surface-raised)',
};
const emptyAvatarStyle: CSSProperties = {
  ...avatarStyle,
  border: '1px solid var(--lp-color-border)',
};
const nicknameStyle: CSSProperties = {
  maxWidth: '10rem',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  fontWeight: 600,
};

/**
 * The member's avatar (an empty circle without one), nickname, and the unread-message and
 * unclaimed-promotion badges (each only above 0). Class names `lp-member-identity__*` let the
 * host size the parts for its layout.
 */
export function MemberIdentity({ className }: HeaderAccountPartProps) {
  const { t } = useTranslation('auth');
  const nickname = useSelector(selectNickname);
  const avatarUrl = useSelector(selectAvatarUrl);
  const unread = useSelector(selectUnreadMessageCount);
  const promos = useSelector(selectUnclaimedPromoCount);
  return (
    <span
      className={['lp-member-identity', className].filter(Boolean).join(' ')}
      style={identityStyle}
    >
      {avatarUrl ? (
        <img
          className="lp-member-identity__avatar"
          style={avatarStyle}
          src={avatarUrl}
          alt={t('avatarAlt')}
        />
      ) : (
        <span className="lp-member-identity__avatar" style={emptyAvatarStyle} aria-hidden="true" />
      )}
      <span className="lp-member-identity__nickname" style={nicknameStyle}>
        {nickname ?? ''}
      </span>
      <Badge count={unread} max={99} label={t('unreadMessages', { count: unread })} />
      <Badge
        count={promos}
        max={99}
        tone="primary"
        label={t('unclaimedPromotions', { count: promos })}
      />
    </span>
  );
}
