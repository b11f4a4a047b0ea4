// The right side bar's content: a chunk of its own, loaded beside the first screen (side-bars.tsx).
import { selectIsLoggedIn, selectMemberInfo, useMemberCentreGate } from '@lotusplay/auth';
import type { CustomerServiceEntry } from '@lotusplay/api-client';
import { LazyChatRoomModal, useCustomerService } from '@lotusplay/content';
import { useTranslation } from '@lotusplay/i18n';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBrand } from '../app/brand';
import { useOpenMemberCentre } from '../app/centres';
import { useAppSelector } from '../app/hooks';

const serviceLabelKeys: Record<CustomerServiceEntry['type'], string> = {
  LIVECHAT: 'serviceLivechat',
  FACEBOOK: 'serviceFacebook',
  TELEGRAM: 'serviceTelegram',
};

/**
 * The right side bar: a promotions shortcut, the invite shortcut (SPEC.md §2: shown to visitors
 * and to members whose referral promo is enabled; it opens the member centre's referral page
 * through the member-centre gate, so a visitor gets the login popup), the brand's customer-service
 * channels and the chat room. A channel opens through getService (SPEC.md §7): the window is
 * opened in the click and navigated to the decrypted link; live chat is the VIP channel for a
 * member above club rank 4 (the server decides).
 */
export function RightSideBar() {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const member = useAppSelector(selectMemberInfo);
  const memberGate = useMemberCentreGate();
  const openMemberCentre = useOpenMemberCentre();
  const service = useCustomerService();
  const [chatOpen, setChatOpen] = useState(false);
  const hasLiveChat = brand.customerService.some((entry) => entry.type === 'LIVECHAT');
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
        {brand.customerService.map((entry) => (
          <li key={`${entry.type}-${entry.url}`}>
            <button
              type="button"
              className="side-bar__item"
              aria-haspopup="dialog"
              onClick={() => service.open(entry.type)}
            >
              <ShortcutIcon kind="service" />
              <span>{t(serviceLabelKeys[entry.type] ?? 'customerService')}</span>
            </button>
          </li>
        ))}
        {hasLiveChat && (
          <li>
            <button
              type="button"
              className="side-bar__item"
              aria-haspopup="dialog"
              onClick={() => setChatOpen(true)}
            >
              <ShortcutIcon kind="chat" />
              <span>{t('chatRoom')}</span>
            </button>
          </li>
        )}
      </ul>
      {service.dialog}
      <LazyChatRoomModal
        open={chatOpen}
        onClose={() => setChatOpen(false)}
        onOpenWindow={() => {
          setChatOpen(false);
          service.open('LIVECHAT');
        }}
      />
    </aside>
  );
}

function ShortcutIcon({ kind }: { kind: 'gift' | 'invite' | 'service' | 'chat' }) {
  const paths = {
    gift: 'M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7c-1.5-3-5-3.5-5-1s3 1 5 1zm0 0c1.5-3 5-3.5 5-1s-3 1-5 1z',
    invite: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6.5 7-6.5s7 2.5 7 6.5M19 8v6M16 11h6',
    service: 'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H4zM17 13h3v6h-3zM20 19c0 1.5-2 2.5-5 2.5',
    chat: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
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
