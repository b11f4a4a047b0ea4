// securityCenter, "My account" (SPEC.md §2, the member centre's default page; issue 27): the
// profile with the avatar, security (login and payment passwords, mobile and e-mail, two-step
// verification), withdrawal bank accounts, and the login history, as tabs.
import { useTranslation } from '@lotusplay/i18n';
import { Tabs } from '@lotusplay/ui-kit';
import { useState } from 'react';
import { BankAccountsSection } from './bank-accounts-section';
import { LoadState } from './load-state';
import { LoginHistorySection } from './login-history-section';
import { ProfileSection } from './profile-section';
import { SecuritySection } from './security-section';
import { useGetProfileQuery } from './security-center-api';

/** The tabs of My account, in order. */
export const SECURITY_CENTER_TABS = ['profile', 'security', 'bank', 'history'] as const;

/** A tab of My account. */
export type SecurityCenterTab = (typeof SECURITY_CENTER_TABS)[number];

const TAB_KEYS: Record<SecurityCenterTab, string> = {
  profile: 'tabProfile',
  security: 'tabSecurity',
  bank: 'tabBank',
  history: 'tabHistory',
};

/** Props of {@link SecurityCenterPage} (the panel shows it without any). */
export interface SecurityCenterPageProps {
  /** The tab shown first; the profile by default. */
  initialTab?: SecurityCenterTab;
}

/** My account. */
export default function SecurityCenterPage({ initialTab = 'profile' }: SecurityCenterPageProps) {
  const { t, ready } = useTranslation('securityCenter');
  const [tab, setTab] = useState<SecurityCenterTab>(initialTab);
  const profile = useGetProfileQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!ready) return null;
  const content = (which: SecurityCenterTab) => {
    if (which === 'bank') return <BankAccountsSection />;
    if (which === 'history') return <LoginHistorySection />;
    return (
      <LoadState query={profile}>
        {(data) =>
          which === 'profile' ? (
            <ProfileSection profile={data} />
          ) : (
            <SecuritySection profile={data} />
          )
        }
      </LoadState>
    );
  };
  return (
    <div className="lp-account">
      <Tabs
        label={t('tabsLabel')}
        value={tab}
        onValueChange={(value) => setTab(value as SecurityCenterTab)}
        items={SECURITY_CENTER_TABS.map((value) => ({
          value,
          label: t(TAB_KEYS[value]),
          content: value === tab ? content(value) : null,
        }))}
      />
    </div>
  );
}
