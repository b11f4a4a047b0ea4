// The banner carousel of a route group (lazy chunk with the ui-kit carousel): autoplay every
// 5000 ms (paused on hover, on focus and under reduced motion), dots only with more than one
// banner, and a click that opens the banner's target: a site path inside the app, an http(s)
// address in a new tab. Targets are checked again here, whatever the server said.
import { BANNER_ASPECT_RATIO, isSafeBannerUrl } from '@lotusplay/api-client';
import type { Banner, BannerGroup, LanguageCode } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { Carousel } from '@lotusplay/ui-kit';
import type { CarouselSlide } from '@lotusplay/ui-kit';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { NavigateFunction } from 'react-router';
import { BannerSlide } from './banner-slide';
import { useGetBannersQuery } from './banners-api';

/** Props of {@link BannerCarousel}. */
export interface BannerCarouselProps {
  group: BannerGroup;
  language: LanguageCode;
  /** The banners already known (boot data): shown until the call answers. */
  initial?: Banner[] | null;
}

/** What a click on `banner` does, or undefined when it links nowhere (or somewhere unsafe). */
export function bannerAction(banner: Banner, navigate: NavigateFunction): (() => void) | undefined {
  const target = banner.linkageTarget;
  if (!target || !isSafeBannerUrl(target)) return undefined;
  if (banner.linkageType === 'PAGE' && target.startsWith('/')) return () => void navigate(target);
  if (banner.linkageType === 'URL' && !target.startsWith('/')) {
    return () => void window.open(target, '_blank', 'noopener,noreferrer');
  }
  return undefined;
}

/**
 * The banners whose image is a site path or an http(s) address (a small image that is not is
 * dropped): checked again here, whatever the server said.
 */
export function safeBanners(banners: readonly Banner[]): Banner[] {
  return banners
    .filter((banner) => isSafeBannerUrl(banner.url))
    .map((banner) =>
      banner.urlSmall && !isSafeBannerUrl(banner.urlSmall) ? { ...banner, urlSmall: null } : banner,
    );
}

/** The carousel of a route group's banners in one language. */
export default function BannerCarousel({ group, language, initial }: BannerCarouselProps) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const query = useGetBannersQuery({ groupName: group, language });
  const answer = query.data ?? initial ?? null;
  const banners = useMemo(() => answer && safeBanners(answer), [answer]);

  if (!banners) {
    // Loading (no boot data for this page): the reserved box; a failure leaves no banner.
    if (query.isError) return null;
    return (
      <div className="lp-banner lp-banner--loading" data-group={group} aria-hidden="true">
        <div className="lp-banner__box" />
      </div>
    );
  }
  if (banners.length === 0) return null;

  const slides: CarouselSlide[] = banners.map((banner, index) => ({
    id: banner.bannerId,
    label: banner.title,
    content: <BannerSlide banner={banner} priority={index === 0} />,
    onClick: bannerAction(banner, navigate),
  }));
  return (
    <div className="lp-banner" data-group={group}>
      <Carousel
        slides={slides}
        label={t('bannersLabel')}
        dotsLabel={t('bannersDots')}
        roleDescription={t('carouselRole')}
        slideRoleDescription={t('slideRole')}
        aspectRatio={BANNER_ASPECT_RATIO}
      />
    </div>
  );
}
