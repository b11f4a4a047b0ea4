import { BANNER_IMAGE_SIZES, BANNER_IMAGE_WIDTHS } from '@lotusplay/api-client';
import type { Banner } from '@lotusplay/api-client';

/** Props of {@link BannerImage}. */
export interface BannerImageProps {
  banner: Banner;
  /** The first banner: fetched at high priority, never lazily (the page's largest paint). */
  priority?: boolean;
  /** The banner's texts are shown over it (BannerSlide): no alternative text of its own. */
  decorative?: boolean;
}

/**
 * A banner's image at the width it is shown (srcset of the two sizes; the same srcset and sizes as
 * the server's preload link, so the preloaded file is the one used). Its addresses are taken as
 * given: the carousel checks the call's answers (`safeBanners`), and the boot data is part of the
 * page itself, written by the server that checked them (so the start-up code needs no check).
 */
export function BannerImage({ banner, priority = false, decorative = false }: BannerImageProps) {
  const small = banner.urlSmall;
  return (
    <img
      className="lp-banner__image"
      src={banner.url}
      srcSet={
        small
          ? `${small} ${BANNER_IMAGE_WIDTHS.small}w, ${banner.url} ${BANNER_IMAGE_WIDTHS.large}w`
          : undefined
      }
      sizes={small ? BANNER_IMAGE_SIZES : undefined}
      width={BANNER_IMAGE_WIDTHS.large}
      height={(BANNER_IMAGE_WIDTHS.large * 500) / 1920}
      alt={decorative ? '' : banner.title}
      decoding={priority ? 'sync' : 'async'}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
