// The home area against MSW handlers typed by the banners contract: the banner slot (boot data
// first, then the carousel), the carousel's linkage, dots and states, the jackpot counter and the
// home page.
import { BOOT_DATA_ELEMENT_ID, serialiseBootData } from '@lotusplay/api-client';
import type { BootData } from '@lotusplay/api-client';
import {
  buildCountryCode,
  buildSystemStatus,
  buildPermissionInfo,
  buildWhitelabel,
  createSystemHandlers,
} from '@lotusplay/api-client/testing';
import { setupMswServer } from '@lotusplay/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { HomePage } from '../pages/home-page';
import {
  buildBanners,
  createBannerErrorHandlers,
  createBannerHandlers,
} from '../testing/banner-handlers';
import { createNoticesHandlers } from '../testing/notices-handlers';
import { renderContent } from '../testing/render';
import BannerCarousel, { bannerAction, safeBanners } from './banner-carousel';
import { BannerSlot } from './banner-slot';
import { resetBootBanners } from './boot-banners';
import { JACKPOT_STEP_MINOR, JackpotCounter, jackpotValueAt } from './jackpot-counter';

const server = setupMswServer(() => [
  ...createSystemHandlers({
    permission: buildPermissionInfo({ info: { brandName: 'Lotus Demo' } }),
  }),
  ...createBannerHandlers(),
  ...createNoticesHandlers(),
]);

/** embla needs observers jsdom lacks; sizes are not needed for these tests. */
beforeEach(() => {
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
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(BOOT_DATA_ELEMENT_ID)?.remove();
  resetBootBanners();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderCarousel(ui = <BannerCarousel group="w_home" language="EN" />, language = 'EN') {
  return renderContent(
    <Routes>
      <Route
        path="*"
        element={
          <>
            {ui}
            <Where />
          </>
        }
      />
    </Routes>,
    { language: language as 'EN' },
  );
}

describe('BannerCarousel', () => {
  it('shows the group’s banners in the language, as a labelled carousel with clickable dots', async () => {
    renderCarousel();
    const region = await screen.findByRole('region', { name: 'Featured' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    // The texts are real text over the art, whose images are decorative then.
    const slides = within(region).getAllByRole('group', { hidden: true });
    expect(slides.slice(0, 3).map((slide) => slide.getAttribute('aria-label'))).toEqual([
      'w_home EN banner 1',
      'w_home EN banner 2',
      'w_home EN banner 3',
    ]);
    expect(within(slides[0]!).getByText('w_home EN banner 1')).toBeInTheDocument();
    expect(within(slides[0]!).getByText('EN subline 1')).toBeInTheDocument();
    expect(within(slides[0]!).getByText('EN go 1')).toBeInTheDocument();
    const images = [...region.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['', '', '']);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute(
      'srcset',
      '/static/banners/w_home-1-768.png 768w, /static/banners/w_home-1-1536.png 1536w',
    );
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    const dots = within(screen.getByRole('group', { name: 'Choose a banner' })).getAllByRole(
      'button',
    );
    expect(dots).toHaveLength(3);
    for (const dot of dots) expect(dot).toBeEnabled();
  });

  it('opens a PAGE banner inside the site', async () => {
    const user = userEvent.setup();
    renderCarousel();
    const slide = await screen.findByRole('group', { name: 'w_home EN banner 1' });
    // The slide is one button, named by its texts; the call to action is part of it.
    const button = within(slide).getByRole('button', {
      name: 'w_home EN banner 1 EN subline 1 EN go 1',
    });
    await user.click(button);
    expect(screen.getByTestId('where')).toHaveTextContent('/promotions');
  });

  it('opens a URL banner in a new tab, without an opener; a NONE banner is no button', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const navigate = vi.fn();
    const [page, url, none] = buildBanners('w_home', 'EN', 3);
    bannerAction(url!, navigate)!();
    expect(open).toHaveBeenCalledWith('https://example.com/promo', '_blank', 'noopener,noreferrer');
    bannerAction(page!, navigate)!();
    expect(navigate).toHaveBeenCalledWith('/promotions');
    expect(bannerAction(none!, navigate)).toBeUndefined();
    open.mockRestore();
  });

  it('never follows a hostile target, whatever the server said', () => {
    const navigate = vi.fn();
    const [banner] = buildBanners();
    for (const [linkageType, linkageTarget] of [
      ['URL', 'javascript:alert(1)'],
      ['URL', 'data:text/html,x'],
      ['PAGE', '//evil.example'],
      ['PAGE', 'https://a.example'],
      ['URL', '/promotions'],
    ] as const) {
      expect(bannerAction({ ...banner!, linkageType, linkageTarget }, navigate)).toBeUndefined();
    }
  });

  it('has no clickable dot with one banner', async () => {
    server.use(...createBannerHandlers((group, lang) => buildBanners(group, lang, 1)));
    renderCarousel();
    await screen.findByRole('region', { name: 'Featured' });
    const dots = within(screen.getByRole('group', { name: 'Choose a banner' })).getAllByRole(
      'button',
    );
    expect(dots).toHaveLength(1);
    expect(dots[0]).toBeDisabled();
  });

  it('asks for the visitor’s language', async () => {
    renderCarousel(<BannerCarousel group="w_rng" language="VI" />, 'VI');
    const slide = await screen.findByRole('group', { name: 'w_rng VI banner 1' });
    expect(within(slide).getByText('VI subline 1')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Nổi bật' })).toBeInTheDocument();
  });

  it('keeps the box while loading, and shows nothing when empty or failed', async () => {
    let release!: () => void;
    server.use(
      http.get('*/wps/relay/MCSFE_getBanners', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ success: true, code: 'OK', message: '', value: [] });
      }),
    );
    const { container } = renderCarousel();
    await waitFor(() => expect(container.querySelector('.lp-banner--loading')).not.toBeNull());
    act(() => release());
    await waitFor(() => expect(container.querySelector('.lp-banner')).toBeNull());

    server.use(...createBannerErrorHandlers());
    const failed = renderCarousel(<BannerCarousel group="w_live" language="EN" />);
    await waitFor(() => expect(failed.container.querySelector('.lp-banner')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Featured' })).not.toBeInTheDocument();
  });
});

describe('BannerSlot', () => {
  function writeBootData(banners: BootData['banners']) {
    const boot: BootData = {
      status: buildSystemStatus(),
      permission: buildPermissionInfo(),
      whitelabel: buildWhitelabel(),
      countryCode: buildCountryCode(),
      banners,
    };
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = BOOT_DATA_ELEMENT_ID;
    element.textContent = serialiseBootData(boot);
    document.head.append(element);
  }

  it('shows the first boot banner in its first render, then the carousel with the same image', async () => {
    const boot = buildBanners('w_home', 'EN', 2).map((b) => ({ ...b, title: `Boot ${b.title}` }));
    writeBootData({ groupName: 'w_home', byLanguage: { EN: boot } });
    const { container } = renderCarousel(<BannerSlot group="w_home" />);
    const first = container.querySelector('img');
    expect(first).toHaveAttribute('alt', '');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    // Its texts are there from the first render too, in the visitor's language.
    expect(screen.getByText('Boot w_home EN banner 1')).toBeInTheDocument();
    expect(screen.getByText('EN subline 1')).toBeInTheDocument();
    // After the first paint the carousel takes over and asks for the current list.
    expect(await screen.findByRole('region', { name: 'Featured' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'w_home EN banner 1' })).toBeInTheDocument();
  });

  it('shows the boot banner in the visitor’s language from the first render', async () => {
    writeBootData({
      groupName: 'w_home',
      byLanguage: { EN: buildBanners('w_home', 'EN', 1), VI: buildBanners('w_home', 'VI', 1) },
    });
    renderCarousel(<BannerSlot group="w_home" />, 'VI');
    expect(screen.getByText('w_home VI banner 1')).toBeInTheDocument();
    expect(screen.getByText('VI go 1')).toBeInTheDocument();
    expect(screen.queryByText('w_home EN banner 1')).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Nổi bật' })).toBeInTheDocument();
  });

  it('ignores boot banners of another group', async () => {
    writeBootData({ groupName: 'w_reg', byLanguage: { EN: buildBanners('w_reg') } });
    const { container } = renderCarousel(<BannerSlot group="w_live" />);
    expect(container.querySelector('img')).toBeNull();
    expect(await screen.findByRole('group', { name: 'w_live EN banner 1' })).toBeInTheDocument();
  });
});

describe('JackpotCounter', () => {
  afterEach(() => vi.useRealTimers());

  it('starts from a value of the current time and rises 165.11 every 3000 ms until left', () => {
    vi.useFakeTimers();
    const now = Date.UTC(2026, 10, 25, 12, 0, 0);
    expect(jackpotValueAt(now + 3000) - jackpotValueAt(now)).toBe(JACKPOT_STEP_MINOR);
    const clear = vi.spyOn(globalThis, 'clearInterval');
    const { unmount } = renderContent(<JackpotCounter now={() => now} />);
    const section = screen.getByRole('region', { name: 'Jackpot' });
    expect(
      within(section).getByText('Illustrative figure only, not a real prize pool'),
    ).toBeVisible();
    const timer = within(section).getByRole('timer');
    const money = (minor: number) =>
      (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(timer).toHaveTextContent(money(jackpotValueAt(now)));
    act(() => vi.advanceTimersByTime(2999));
    expect(timer).toHaveTextContent(money(jackpotValueAt(now)));
    act(() => vi.advanceTimersByTime(1));
    expect(timer).toHaveTextContent(money(jackpotValueAt(now) + 16_511));
    act(() => vi.advanceTimersByTime(6000));
    expect(timer).toHaveTextContent(money(jackpotValueAt(now) + 3 * 16_511));
    unmount();
    expect(clear).toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('HomePage', () => {
  it('has the brand’s heading, the announcement bar, the jackpot and the lobby lists it is given', async () => {
    renderContent(
      <HomePage
        hotGames={<section aria-label="Hot games" />}
        winners={<section aria-label="Latest winners" />}
      />,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Lotus Demo' }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Jackpot' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Hot games' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Latest winners' })).toBeInTheDocument();
  });

  it('speaks the visitor’s language', async () => {
    renderContent(<HomePage />, { language: 'JA' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lotus Demoへようこそ' }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'ジャックポット' })).toBeInTheDocument();
  });
});

describe('safeBanners', () => {
  it('drops a banner whose image is not a site path or an http(s) address', () => {
    const [a, b] = buildBanners('w_home', 'EN', 2);
    expect(
      safeBanners([
        { ...a!, url: 'javascript:alert(1)' },
        { ...b!, urlSmall: 'data:image/png;base64,AAAA' },
      ]),
    ).toEqual([{ ...b!, urlSmall: null }]);
  });
});
