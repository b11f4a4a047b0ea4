import { act, fireEvent, render, screen } from '@testing-library/react';
import { defaultGameIcon } from './default-game-icon';
import { Image } from './image';

type IOCallback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** A controllable IntersectionObserver: tests decide when the element scrolls into view. */
function installIntersectionObserver() {
  const instances: {
    callback: IOCallback;
    options?: IntersectionObserverInit;
    disconnected: boolean;
  }[] = [];
  class FakeIO {
    record: (typeof instances)[number];
    constructor(callback: IOCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, disconnected: false };
      instances.push(this.record);
    }
    observe() {}
    unobserve() {}
    disconnect() {
      this.record.disconnected = true;
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIO);
  return instances;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Image', () => {
  it('waits for the viewport with threshold 0.1 before loading', () => {
    const observers = installIntersectionObserver();
    render(<Image src="/game.png" alt="Lucky 7" width={120} height={120} />);
    expect(screen.queryByRole('img', { name: 'Lucky 7' })).not.toBeInTheDocument();
    expect(observers[0]?.options?.threshold).toBe(0.1);
    act(() => observers[0]?.callback([{ isIntersecting: true, intersectionRatio: 0.2 }]));
    expect(screen.getByRole('img', { name: 'Lucky 7' })).toHaveAttribute('src', '/game.png');
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('stays unloaded while not intersecting', () => {
    const observers = installIntersectionObserver();
    render(<Image src="/game.png" alt="Lucky 7" />);
    act(() => observers[0]?.callback([{ isIntersecting: false, intersectionRatio: 0 }]));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('loads immediately where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Image src="/game.png" alt="Lucky 7" />);
    expect(screen.getByRole('img', { name: 'Lucky 7' })).toHaveAttribute('src', '/game.png');
  });

  it('retries exactly once, then shows the default game icon', () => {
    const onFallback = vi.fn();
    render(<Image src="/broken.png" alt="Broken" lazy={false} onFallback={onFallback} />);
    const first = screen.getByRole('img', { name: 'Broken' });
    fireEvent.error(first);
    const retry = screen.getByRole('img', { name: 'Broken' });
    expect(retry).not.toBe(first);
    expect(retry).toHaveAttribute('src', '/broken.png');
    expect(onFallback).not.toHaveBeenCalled();
    fireEvent.error(retry);
    const fallback = screen.getByRole('img', { name: 'Broken' });
    expect(fallback).toHaveAttribute('src', defaultGameIcon);
    expect(onFallback).toHaveBeenCalledTimes(1);
    fireEvent.error(fallback);
    expect(screen.getByRole('img', { name: 'Broken' })).toHaveAttribute('src', defaultGameIcon);
    expect(onFallback).toHaveBeenCalledTimes(1);
  });

  it('uses a custom fallback and starts over when src changes', () => {
    const { rerender } = render(
      <Image src="/a.png" alt="Game" lazy={false} fallbackSrc="/fallback.png" />,
    );
    fireEvent.error(screen.getByRole('img'));
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/fallback.png');
    rerender(<Image src="/b.png" alt="Game" lazy={false} fallbackSrc="/fallback.png" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/b.png');
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/b.png');
  });

  it('offers its srcset and sizes, loads lazily and decodes off the main thread; the fallback drops the srcset', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <Image
        src="/a?w=240"
        srcSet="/a?w=120 120w, /a?w=240 240w"
        sizes="200px"
        alt="Game"
        aspectRatio="1 / 1"
      />,
    );
    const image = screen.getByRole('img', { name: 'Game' });
    expect(image).toHaveAttribute('srcset', '/a?w=120 120w, /a?w=240 240w');
    expect(image).toHaveAttribute('sizes', '200px');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    fireEvent.error(image);
    expect(screen.getByRole('img')).toHaveAttribute('srcset', '/a?w=120 120w, /a?w=240 240w');
    fireEvent.error(screen.getByRole('img'));
    const fallback = screen.getByRole('img', { name: 'Game' });
    expect(fallback).toHaveAttribute('src', defaultGameIcon);
    expect(fallback).not.toHaveAttribute('srcset');
    expect(fallback).not.toHaveAttribute('sizes');
  });

  it('loads at once, not lazily, when lazy is false', () => {
    render(<Image src="/logo" alt="Logo" lazy={false} />);
    expect(screen.getByRole('img', { name: 'Logo' })).not.toHaveAttribute('loading');
  });

  it('shows the fallback when there is no src', () => {
    render(<Image src="" alt="No image" lazy={false} />);
    expect(screen.getByRole('img', { name: 'No image' })).toHaveAttribute('src', defaultGameIcon);
  });

  it('reserves its box before loading', () => {
    installIntersectionObserver();
    const { container } = render(<Image src="/g.png" alt="G" width={200} aspectRatio="4 / 3" />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.width).toBe('200px');
    expect(box.style.aspectRatio).toBe('4 / 3');
  });

  it('ships a valid SVG data URI as the default icon', () => {
    expect(defaultGameIcon.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(defaultGameIcon.slice('data:image/svg+xml,'.length));
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.nodeName).toBe('svg');
  });
});
