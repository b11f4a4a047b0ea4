import { useTranslation } from '@lotusplay/i18n';
import { useId } from 'react';
import { safeUrl } from '../../html/sanitize-html';

/** One licence badge (the shape of the permission info's `licences` entries). */
export interface LicenceBadge {
  id: string;
  /** Issuer's name, used in the image's alt text. */
  name: string;
  imageUrl: string;
  /** The licence's verification page. */
  url: string;
  /** The brand's licence number with that authority, shown under the badge ('' or none: hidden). */
  licenceNumber?: string;
}

/** Props of {@link LicenceBadges}. */
export interface LicenceBadgesProps {
  licences: readonly LicenceBadge[];
  /** At most this many badges (SPEC.md §9: the footer lists 3). Default 3. */
  limit?: number;
  className?: string;
}

/**
 * The footer's licence badges (MGA, BVI, PAGCOR): each an image link to the licence page, opened in
 * a new tab, with the brand's licence number under it. Nothing is rendered without licences.
 */
export function LicenceBadges({ licences, limit = 3, className }: LicenceBadgesProps) {
  const { t } = useTranslation('content');
  const headingId = useId();
  const shown = licences.slice(0, Math.max(0, limit));
  if (shown.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className={['lp-licences', className].filter(Boolean).join(' ')}
    >
      <h2 id={headingId} className="lp-licences__heading">
        {t('licencesHeading')}
      </h2>
      <ul className="lp-licences__list">
        {shown.map((licence) => {
          const alt = t('licenceLink', { name: licence.name });
          const image = (
            <img
              src={safeUrl(licence.imageUrl)}
              alt={alt}
              loading="lazy"
              className="lp-licences__image"
            />
          );
          const href = safeUrl(licence.url);
          return (
            <li key={licence.id} className="lp-licences__item">
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {image}
                </a>
              ) : (
                image
              )}
              {licence.licenceNumber && (
                <span className="lp-licences__number">
                  {t('licenceNumber', { number: licence.licenceNumber })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
