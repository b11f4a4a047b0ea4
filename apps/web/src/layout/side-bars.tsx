import { selectIsLoggedIn, selectMemberInfo, useMemberCentreGate } from '@lotusplay/auth';
import type { CustomerServiceEntry } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { Link } from 'react-router';
import { useBrand } from '../app/brand';
import { useOpenMemberCentre } from '../app/centres';
import { useAppSelector } from '../app/hooks';

/** SPEC.md §2: the left side bar has no items; it only keeps the layout's column. */
export function LeftSideBar() {
  return <div className="side-bar side-bar--left" />;
}

const serviceLabelKeys: Record<CustomerServiceEntry['type'], string> = {
  LIVECHAT: 'serviceLivechat',
  FACEBOOK: 'serviceFacebook',
  TELEGRAM: 'serviceTelegram',
};

/**
 * The right side bar: a promotions shortcut, the invite shortcut (SPEC.md §2: shown to visitors
 * and to members whose referral promo is enabled; it opens the member centre's referral page
 * through the member-centre gate, so a visitor gets the login popup) and the brand's
 * customer-service channels.
 */
export function RightSideBar() {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const member = useAppSelector(selectMemberInfo);
  const memberGate = useMemberCentreGate();
  const openMemberCentre = useOpenMemberCentre();
  const referralEnabled =
    member?.availablePromo?.some((promo) => promo.type === 'REFERRAL' && promo.enabled) ?? false;
  return (
    <aside className="side-bar side-bar--right" aria-label={t('shortcuts')}>
      <ul className="side-bar__list">
        <li>
          <Link to="/promotions" className="side-bar__item">
            <ShortcutIcon kind="gift" />
            <span>{t('shortcutPromotions')}</span>
          </Link>
        </li>
        {(!loggedIn || referralEnabled) && (
          <li>
            <button
              type="button"
              className="side-bar__item"
              onClick={() => memberGate(() => openMemberCentre('referral'))}
            >
              <ShortcutIcon kind="invite" />
              <span>{t('shortcutInvite')}</span>
            </button>
          </li>
        )}
        {brand.customerService.map((service) => (
          <li key={`${service.type}-${service.url}`}>
            <a
              className="side-bar__item"
              href={service.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ShortcutIcon kind="service" />
              <span>{t(serviceLabelKeys[service.type] ?? 'customerService')}</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}

function ShortcutIcon({ kind }: { kind: 'gift' | 'invite' | 'service' }) {
  const paths = {
    gift: 'M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7c-1.5-3-5-3.5-5-1s3 1 5 1zm0 0c1.5-3 5-3.5 5-1s-3 1-5 1z',
    invite: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6.5 7-6.5s7 2.5 7 6.5M19 8v6M16 11h6',
    service: 'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H4zM17 13h3v6h-3zM20 19c0 1.5-2 2.5-5 2.5',
  } as const;
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={paths[kind]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
