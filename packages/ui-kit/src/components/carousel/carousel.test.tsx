import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Carousel, type CarouselSlide } from './carousel';

const SLIDE_WIDTH = 300;

/**
 * jsdom has no layout: give the carousel's viewport, container and slides real-looking sizes so
 * embla computes one snap per slide, and provide the observers embla needs.
 */
function installLayout() {
  const size = (el: HTMLElement) =>
    el.classList.contains('lp-carousel__viewport') ||
    el.classList.contains('lp-carousel__container') ||
    el.classList.contains('lp-carousel__slide')
      ? SLIDE_WIDTH
      : 0;
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return size(this);
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return size(this) ? 80 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (!this.classList.contains('lp-carousel__slide')) return 0;
    return Array.from(this.parentElement?.children ?? []).indexOf(this) * SLIDE_WIDTH;
  });
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

const slides = (n: number, onClick?: () => void): CarouselSlide[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    label: `Banner ${i + 1}`,
    content: <span>Promo {i + 1}</span>,
    onClick,
  }));

/** Dots are the buttons named by slide labels outside the slides themselves. */
const dot = (name: string) =>
  within(screen.getByRole('group', { name: 'Choose banner' })).getByRole('button', { name });

beforeEach(() => {
  vi.useFakeTimers();
  installLayout();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Carousel', () => {
  it('is a labelled carousel region with slides named by their labels', () => {
    render(<Carousel label="Promotions" dotsLabel="Choose banner" slides={slides(3)} />);
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('group', { name: 'Banner 1' })).toHaveAttribute(
      'aria-roledescription',
      'slide',
    );
    expect(dot('Banner 1')).toHaveAttribute('aria-current', 'true');
  });

  it('autoplays every 5000 ms by default', () => {
    render(<Carousel label="Promotions" dotsLabel="Choose banner" slides={slides(3)} />);
    act(() => vi.advanceTimersByTime(4900));
    expect(dot('Banner 1')).toHaveAttribute('aria-current', 'true');
    act(() => vi.advanceTimersByTime(200));
    expect(dot('Banner 2')).toHaveAttribute('aria-current', 'true');
    act(() => vi.advanceTimersByTime(5000));
    expect(dot('Banner 3')).toHaveAttribute('aria-current', 'true');
  });

  it('pauses while hovered or focused and resumes afterwards', () => {
    render(<Carousel label="Promotions" dotsLabel="Choose banner" slides={slides(3)} />);
    const region = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(12000));
    expect(dot('Banner 1')).toHaveAttribute('aria-current', 'true');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(5000));
    expect(dot('Banner 2')).toHaveAttribute('aria-current', 'true');
    act(() => dot('Banner 2').focus());
    act(() => vi.advanceTimersByTime(12000));
    expect(dot('Banner 2')).toHaveAttribute('aria-current', 'true');
    act(() => dot('Banner 2').blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(dot('Banner 3')).toHaveAttribute('aria-current', 'true');
  });

  it('goes to a slide from its dot and from the arrows', () => {
    const onSlideChange = vi.fn();
    render(
      <Carousel
        label="Promotions"
        dotsLabel="Choose banner"
        previousLabel="Previous banner"
        nextLabel="Next banner"
        autoplay={false}
        onSlideChange={onSlideChange}
        slides={slides(3)}
      />,
    );
    fireEvent.click(dot('Banner 3'));
    expect(dot('Banner 3')).toHaveAttribute('aria-current', 'true');
    expect(onSlideChange).toHaveBeenLastCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(dot('Banner 1')).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(dot('Banner 3')).toHaveAttribute('aria-current', 'true');
  });

  it('does not autoplay when autoplay is off', () => {
    render(
      <Carousel label="Promotions" dotsLabel="Choose banner" autoplay={false} slides={slides(2)} />,
    );
    act(() => vi.advanceTimersByTime(20000));
    expect(dot('Banner 1')).toHaveAttribute('aria-current', 'true');
  });

  it('with one slide the dot and arrows are not clickable', () => {
    render(
      <Carousel
        label="Promotions"
        dotsLabel="Choose banner"
        nextLabel="Next banner"
        slides={slides(1)}
      />,
    );
    expect(dot('Banner 1')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next banner' })).toBeDisabled();
  });

  it('makes a slide with onClick a button', () => {
    const onClick = vi.fn();
    render(
      <Carousel
        label="Promotions"
        dotsLabel="Choose banner"
        autoplay={false}
        slides={slides(2, onClick)}
      />,
    );
    const slide = screen.getByRole('group', { name: 'Banner 1' });
    fireEvent.click(within(slide).getByRole('button', { name: 'Promo 1' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('fixes the aspect ratio of the slide area', () => {
    render(<Carousel label="Promotions" aspectRatio="16 / 5" slides={slides(2)} />);
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect((region.firstElementChild as HTMLElement).style.aspectRatio).toBe('16 / 5');
  });
});
