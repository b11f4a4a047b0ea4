import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { prefersReducedMotion } from '../../internal/reduced-motion';

/** Banner autoplay delay of SPEC.md §9. */
export const CAROUSEL_AUTOPLAY_DELAY = 5000;

/** One slide of a {@link Carousel}. */
export interface CarouselSlide {
  /** Stable identity (a banner id). */
  id: string | number;
  /** What the slide shows, usually an image. */
  content: ReactNode;
  /** Accessible name of the slide and of its dot, e.g. the banner title. */
  label: string;
  /** Makes the slide a button (a banner with a link target). */
  onClick?: () => void;
}

/** Props of {@link Carousel}. */
export interface CarouselProps {
  /** The slides, in order. */
  slides: CarouselSlide[];
  /** Accessible name of the carousel region, e.g. "Promotions". */
  label: string;
  /** Autoplay delay in ms; 5000 by default. */
  autoplayDelay?: number;
  /** Turn autoplay off; it is also off for one slide and under reduced motion. */
  autoplay?: boolean;
  /** Width / height of the slide area, fixed so nothing shifts while images load; `"1920 / 500"` by default. */
  aspectRatio?: string | number;
  /** Wrap from the last slide to the first; true by default. */
  loop?: boolean;
  /** Accessible name of a previous-slide button; the button shows only when given. */
  previousLabel?: string;
  /** Accessible name of a next-slide button; the button shows only when given. */
  nextLabel?: string;
  /** Spoken role of the region; `"carousel"` by default. */
  roleDescription?: string;
  /** Spoken role of each slide; `"slide"` by default. */
  slideRoleDescription?: string;
  /** Accessible name of the dot list. Dots are named by their slide's label. */
  dotsLabel?: string;
  /** Called with the index of the slide that became selected. */
  onSlideChange?: (index: number) => void;
  /** Extra class on the root. */
  className?: string;
}

/**
 * A slide carousel on embla with autoplay (5000 ms), dots (clickable only with more than one
 * slide), optional arrows, a fixed aspect ratio, and autoplay paused on hover and focus.
 */
export function Carousel({
  slides,
  label,
  autoplayDelay = CAROUSEL_AUTOPLAY_DELAY,
  autoplay = true,
  aspectRatio = '1920 / 500',
  loop = true,
  previousLabel,
  nextLabel,
  roleDescription = 'carousel',
  slideRoleDescription = 'slide',
  dotsLabel,
  onSlideChange,
  className,
}: CarouselProps) {
  const many = slides.length > 1;
  const autoplayOn = autoplay && many && !prefersReducedMotion();
  const plugins = useMemo(
    () =>
      autoplayOn
        ? [
            Autoplay({
              delay: autoplayDelay,
              // Hover and focus pauses are handled on the whole region (arrows and dots included).
              stopOnInteraction: false,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ]
        : [],
    [autoplayOn, autoplayDelay],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: loop && many, active: many }, plugins);
  const [selected, setSelected] = useState(0);
  const hovered = useRef(false);
  const focused = useRef(false);
  const onSlideChangeRef = useRef(onSlideChange);
  onSlideChangeRef.current = onSlideChange;

  useEffect(() => {
    if (!api) return;
    const onSelect = () => {
      const index = api.selectedScrollSnap();
      setSelected(index);
      onSlideChangeRef.current?.(index);
    };
    api.on('select', onSelect);
    api.on('reInit', onSelect);
    return () => {
      api.off('select', onSelect);
      api.off('reInit', onSelect);
    };
  }, [api]);

  const pause = useCallback(() => api?.plugins().autoplay?.stop(), [api]);
  const resume = useCallback(() => {
    if (!hovered.current && !focused.current) api?.plugins().autoplay?.play();
  }, [api]);
  // After a manual move the next automatic move waits a full delay.
  const restartTimer = useCallback(() => {
    if (!hovered.current && !focused.current) api?.plugins().autoplay?.reset();
  }, [api]);

  const goTo = (index: number) => {
    api?.scrollTo(index);
    restartTimer();
  };

  return (
    <section
      className={cx('lp-carousel', className)}
      aria-roledescription={roleDescription}
      aria-label={label}
      onMouseEnter={() => {
        hovered.current = true;
        pause();
      }}
      onMouseLeave={() => {
        hovered.current = false;
        resume();
      }}
      onFocus={() => {
        focused.current = true;
        pause();
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        focused.current = false;
        resume();
      }}
    >
      <div className="lp-carousel__viewport" ref={viewportRef} style={{ aspectRatio }}>
        <div className="lp-carousel__container" aria-live={autoplayOn ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              className="lp-carousel__slide"
              role="group"
              aria-roledescription={slideRoleDescription}
              aria-label={slide.label}
              aria-hidden={index !== selected || undefined}
              inert={index !== selected || undefined}
            >
              {slide.onClick ? (
                <button type="button" className="lp-carousel__slide-button" onClick={slide.onClick}>
                  {slide.content}
                </button>
              ) : (
                slide.content
              )}
            </div>
          ))}
        </div>
      </div>
      {previousLabel !== undefined && (
        <button
          type="button"
          className="lp-carousel__arrow lp-carousel__arrow--prev"
          aria-label={previousLabel}
          disabled={!many}
          onClick={() => {
            api?.scrollPrev();
            restartTimer();
          }}
        >
          <span aria-hidden="true">‹</span>
        </button>
      )}
      {nextLabel !== undefined && (
        <button
          type="button"
          className="lp-carousel__arrow lp-carousel__arrow--next"
          aria-label={nextLabel}
          disabled={!many}
          onClick={() => {
            api?.scrollNext();
            restartTimer();
          }}
        >
          <span aria-hidden="true">›</span>
        </button>
      )}
      {slides.length > 0 && (
        <div className="lp-carousel__dots" role="group" aria-label={dotsLabel}>
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className={cx('lp-carousel__dot', index === selected && 'lp-carousel__dot--selected')}
              aria-label={slide.label}
              aria-current={index === selected ? 'true' : undefined}
              disabled={!many}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
