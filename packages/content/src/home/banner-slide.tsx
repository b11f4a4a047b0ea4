// One banner as the site shows it: the art (an image without text) with the banner's headline,
// subline and call to action laid over it as real text, in the visitor's language (the server
// answers each in that language, or in the brand's default where the operator left it empty).
// The image is decorative then: the text says what it would. Part of the start-up code (the banner
// slot's first render): kept small, no hooks.
import type { Banner } from '@lotusplay/api-client';
import { BannerImage } from './banner-image';

/** Props of {@link BannerSlide}. */
export interface BannerSlideProps {
  banner: Banner;
  /** The first banner: its image is fetched at high priority, never lazily. */
  priority?: boolean;
}

/**
 * The texts of a banner over its art: the headline, the subline and (a linked banner's) call to
 * action. Inside a linked slide's button the call to action is a label, not a button of its own.
 */
export function BannerText({ banner }: { banner: Banner }) {
  return (
    <div className="lp-banner__text">
      <p className="lp-banner__title">{banner.title}</p>
      {banner.subline && <p className="lp-banner__subline">{banner.subline}</p>}
      {banner.callToAction && <span className="lp-banner__cta">{banner.callToAction}</span>}
    </div>
  );
}

/** A banner's art with its texts over it, filling the banner box (whose size is reserved). */
export function BannerSlide({ banner, priority = false }: BannerSlideProps) {
  return (
    <div className="lp-banner__slide">
      <BannerImage banner={banner} priority={priority} decorative />
      <BannerText banner={banner} />
    </div>
  );
}
