// The banner area of every route with a banner group (SPEC.md §2). It is part of the start-up
// code, so it stays tiny: until the first paint is done, and while the carousel's chunk loads, it
// shows the group's first banner from the boot data (its image, the home page's largest paint,
// preloaded by index.html, with its texts over it) in the carousel's reserved box, so nothing
// shifts when the carousel takes over with the same banner in the same place.
import type { BannerGroup } from '@lotusplay/api-client';
import { normalizeLanguage, useTranslation } from '@lotusplay/i18n';
import { Component, lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { useAfterFirstPaint } from '../lazy/after-first-paint';
import { BannerSlide } from './banner-slide';
import { bootBanners } from './boot-banners';

const BannerCarousel = lazy(() => import('./banner-carousel'));

/** Banners are never worth the page: a carousel that fails (its chunk, say) leaves the still image. */
class Fallback extends Component<
  { children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Props of {@link BannerSlot}. */
export interface BannerSlotProps {
  group: BannerGroup;
}

/** The route group's banner carousel, with its first banner shown from the first render. */
export function BannerSlot({ group }: BannerSlotProps) {
  const { i18n } = useTranslation('content');
  const language = normalizeLanguage(i18n.language);
  const painted = useAfterFirstPaint();
  const initial = bootBanners(group, language);
  const first = initial?.[0];
  const placeholder =
    initial && !first ? null : (
      <div className="lp-banner lp-banner--static" data-group={group}>
        <div className="lp-banner__box">{first && <BannerSlide banner={first} priority />}</div>
      </div>
    );
  if (!painted) return placeholder;
  return (
    <Fallback fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <BannerCarousel key={group} group={group} language={language} initial={initial} />
      </Suspense>
    </Fallback>
  );
}
