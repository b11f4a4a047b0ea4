import { formatClock, useTranslation } from '@lotusplay/i18n';
import { useEffect, useState } from 'react';

/** The footer clock (SPEC.md §4): YYYY-MM-DD HH:mm:ss GMT±hh:mm, refreshed every second. */
export function FooterClock() {
  const { t } = useTranslation('shell');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="site-footer__clock">
      <span className="lp-visually-hidden">{t('clockLabel')}: </span>
      <time dateTime={now.toISOString()}>{formatClock(now)}</time>
    </p>
  );
}
