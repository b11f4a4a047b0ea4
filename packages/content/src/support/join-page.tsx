// The join page (SPEC.md §2 /join): agent and affiliate recruitment — what an agent gets, how it
// works, and the call to action: a visitor registers (a referralCode in this page's address goes
// along to /register, SPEC.md §2), a member opens their referral page to invite others.
import { selectIsLoggedIn } from '@lotusplay/auth';
import { useTranslation } from '@lotusplay/i18n';
import { Button } from '@lotusplay/ui-kit';
import { useId } from 'react';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';

/** Props of {@link JoinPage}. */
export interface JoinPageProps {
  /** Opens the member's referral page (the app's member centre); the button hides without it. */
  onInvite?: () => void;
}

const benefits = ['Commission', 'Reports', 'Contracts', 'Support'] as const;
const steps = ['Register', 'Share', 'Earn'] as const;

/** The referral code of the join link, when it is a plausible one. */
function referralCodeOf(params: URLSearchParams): string | null {
  const code = params.get('referralCode')?.trim() ?? '';
  return /^[A-Za-z0-9_-]{1,32}$/.test(code) ? code : null;
}

/** The join page. */
export function JoinPage({ onInvite }: JoinPageProps) {
  const { t } = useTranslation('support');
  const loggedIn = useSelector(selectIsLoggedIn);
  const [params] = useSearchParams();
  const referralCode = referralCodeOf(params);
  const headingId = useId();
  const register = referralCode
    ? `/register?referralCode=${encodeURIComponent(referralCode)}`
    : '/register';
  return (
    <section className="lp-join" aria-labelledby={headingId}>
      <header className="lp-join__hero">
        <h1 id={headingId}>{t('joinTitle')}</h1>
        <p>{t('joinIntro')}</p>
        {loggedIn ? (
          onInvite && <Button onClick={onInvite}>{t('joinInvite')}</Button>
        ) : (
          <Link className="lp-button lp-button--primary lp-button--md" to={register}>
            {t('joinRegister')}
          </Link>
        )}
        {!loggedIn && referralCode && (
          <p className="lp-join__code">{t('joinReferralCode', { code: referralCode })}</p>
        )}
      </header>
      <h2>{t('joinBenefitsTitle')}</h2>
      <ul className="lp-join__benefits">
        {benefits.map((key) => (
          <li key={key}>
            <h3>{t(`joinBenefit${key}Title`)}</h3>
            <p>{t(`joinBenefit${key}Text`)}</p>
          </li>
        ))}
      </ul>
      <h2>{t('joinStepsTitle')}</h2>
      <ol className="lp-join__steps">
        {steps.map((key) => (
          <li key={key}>{t(`joinStep${key}`)}</li>
        ))}
      </ol>
      <p className="lp-join__note">{t('joinNote')}</p>
    </section>
  );
}
