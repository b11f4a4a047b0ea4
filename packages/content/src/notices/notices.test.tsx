// The announcement bar, the notice popup and /noticePage against MSW handlers typed by the
// contract: items as buttons, the popup's sanitised HTML, the once-a-visit popup, paging, the
// selected notice, the members-only call, loading, empty and error states.
import { api, configureApiClient, sessionStorageKeys } from '@lotusplay/api-client';
import { authSlice, tokenSet } from '@lotusplay/auth';
import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { formatDateTime } from '@lotusplay/i18n';
import { createTestStore, renderWithProviders, setupMswServer } from '@lotusplay/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import {
  buildAnnouncement,
  buildNoticeResponse,
  createNoticesHandlers,
} from '../testing/notices-handlers';
import { AnnouncementBar } from './announcement-bar';
import { NoticePage } from './notice-page';
import { writeBootPage } from '../testing/boot-page-kit';

const server = setupMswServer(...createNoticesHandlers());
const requests: string[] = [];

beforeEach(() => {
  sessionStorage.clear();
  requests.length = 0;
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${url.pathname.split('/').pop()}?${url.searchParams.toString()}`);
  });
});
afterEach(() => server.events.removeAllListeners());

function renderNotices(ui: ReactNode, { route = '/noticePage', token = '' } = {}) {
  const store = createTestStore([api, authSlice]);
  configureApiClient({ getToken: () => store.getState().auth.token, getLanguage: () => 'EN' });
  if (token) store.dispatch(tokenSet({ token, accountType: 0 }));
  const i18n = createTestI18n({ language: 'EN' });
  return renderWithProviders(<>{ui}</>, {
    store,
    route,
    wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
  });
}

const hostile = buildAnnouncement(99, {
  title: 'Hostile notice',
  content:
    '<p>Safe text</p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>',
});

describe('AnnouncementBar', () => {
  it('shows the bar items as buttons; a click opens the notice in the popup, sanitised', async () => {
    server.use(...createNoticesHandlers({ indexNotice: buildNoticeResponse([hostile]) }));
    const user = userEvent.setup();
    renderNotices(<AnnouncementBar />, { route: '/' });
    const bar = await screen.findByRole('region', { name: 'Announcements' });
    // The visible copy only: the second (for the seamless loop) is hidden from assistive tech.
    const item = await within(bar).findByRole('button', { name: 'Hostile notice' });
    await user.click(item);
    const dialog = await screen.findByRole('dialog', { name: 'Hostile notice' });
    expect(within(dialog).getByText('Safe text')).toBeInTheDocument();
    expect(dialog.innerHTML).not.toMatch(/onerror|<script/);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(within(dialog).getByText(formatDateTime(hostile.publishedAt))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(item).toHaveFocus();
  });

  it('is reachable by keyboard and has a pause switch', async () => {
    const user = userEvent.setup();
    renderNotices(<AnnouncementBar />, { route: '/' });
    const bar = await screen.findByRole('region', { name: 'Announcements' });
    await within(bar).findByRole('button', { name: 'Notice 1' });
    await user.tab();
    expect(within(bar).getByRole('button', { name: 'Notice 1' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Notice 1' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    const pause = within(bar).getByRole('button', { name: 'Pause the announcements' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await user.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers the popup notices once per visit, and shows them one after another', async () => {
    const popup = [
      buildAnnouncement(7, { title: 'Welcome', popup: true }),
      buildAnnouncement(8, { title: 'Weekend bonus', popup: true }),
    ];
    server.use(...createNoticesHandlers({ indexNotice: buildNoticeResponse(undefined, popup) }));
    const user = userEvent.setup();
    const first = renderNotices(<AnnouncementBar />, { route: '/' });
    // Offered in a card that blocks nothing; "Read" opens them in the popup.
    const card = await screen.findByRole('region', { name: 'New notices' });
    expect(card).toHaveTextContent('Welcome and 1 more');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Read' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(within(dialog).getByText('1 of 2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Weekend bonus' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    first.unmount();

    // The same visit: the notice response comes from `index_notice` and no popup opens.
    const cached = JSON.parse(sessionStorage.getItem(sessionStorageKeys.indexNotice)!);
    expect(cached).toMatchObject({ language: 'EN', popupShown: true });
    requests.length = 0;
    renderNotices(<AnnouncementBar />, { route: '/' });
    await screen.findByRole('button', { name: 'Notice 1' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New notices' })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows what is open in the language chosen after it opened', async () => {
    const titles: Record<string, string> = { EN: 'Weekend bonus', VI: 'Thưởng cuối tuần' };
    server.use(
      http.get('*/wps/relay/MCSFE_getIndexNotice', ({ request }) => {
        const language = new URL(request.url).searchParams.get('language') ?? 'EN';
        const popup = [buildAnnouncement(8, { title: titles[language]!, popup: true })];
        return HttpResponse.json({
          success: true,
          code: 'OK',
          message: '',
          value: buildNoticeResponse(undefined, popup),
        });
      }),
    );
    const user = userEvent.setup();
    const store = createTestStore([api, authSlice]);
    const i18n = createTestI18n({ language: 'EN' });
    configureApiClient({ getToken: () => null, getLanguage: () => i18n.language });
    renderWithProviders(<AnnouncementBar />, {
      store,
      route: '/',
      wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
    });
    const card = await screen.findByRole('region', { name: 'New notices' });
    expect(card).toHaveTextContent('Weekend bonus');
    await act(() => i18n.changeLanguage('VI'));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Thông báo mới' })).toHaveTextContent(
        'Thưởng cuối tuần',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Xem' }));
    expect(await screen.findByRole('dialog', { name: 'Thưởng cuối tuần' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('EN'));
    expect(await screen.findByRole('dialog', { name: 'Weekend bonus' })).toBeInTheDocument();
  });

  it('closes the card of the popup notices without opening them', async () => {
    server.use(
      ...createNoticesHandlers({
        indexNotice: buildNoticeResponse(undefined, [
          buildAnnouncement(7, { title: 'Welcome', popup: true }),
        ]),
      }),
    );
    const user = userEvent.setup();
    renderNotices(<AnnouncementBar />, { route: '/' });
    const card = await screen.findByRole('region', { name: 'New notices' });
    expect(card).toHaveTextContent(/^Welcome/);
    await user.click(within(card).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'New notices' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing when the brand has no bar notices', async () => {
    server.use(...createNoticesHandlers({ indexNotice: buildNoticeResponse([]) }));
    renderNotices(<AnnouncementBar />, { route: '/' });
    await waitFor(() => expect(requests).toContain('MCSFE_getIndexNotice?language=EN'));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
  });
});

describe('NoticePage', () => {
  it('lists 9 notices a page, shows the first one, and reaches page 2', async () => {
    const user = userEvent.setup();
    renderNotices(<NoticePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Announcements' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading notices…');
    const list = await screen.findByRole('list', { name: 'Notice titles' });
    expect(within(list).getAllByRole('button')).toHaveLength(9);
    const detail = screen.getByRole('article', { name: 'Notice 1' });
    expect(
      within(detail).getByText(formatDateTime(buildAnnouncement(1).publishedAt)),
    ).toBeVisible();
    expect(formatDateTime(buildAnnouncement(1).publishedAt)).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );

    await user.click(within(list).getByRole('button', { name: /Notice 4/ }));
    expect(screen.getByRole('article', { name: 'Notice 4' })).toHaveTextContent('Body of notice 4');
    expect(within(list).getByRole('button', { name: /Notice 4/ })).toHaveAttribute(
      'aria-current',
      'true',
    );

    const pages = screen.getByRole('navigation', { name: 'Notice pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: 'Notice 10' })).toBeInTheDocument();
    const second = screen.getByRole('list', { name: 'Notice titles' });
    expect(within(second).getAllByRole('button')).toHaveLength(3);
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveFocus();
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(requests).toContain(
      'MCSFE_getListAnnouncements?type=B&platform=W&execution=B&language=EN&pageNo=2&pageSize=9',
    );

    // Back with Previous, then Next to the last page: its disabled Next hands the focus on.
    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('article', { name: 'Notice 1' })).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('article', { name: 'Notice 10' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveFocus();
  });

  it('opens the page of the address and sanitises the notice', async () => {
    server.use(...createNoticesHandlers({ notices: (type) => (type === 'B' ? [hostile] : []) }));
    renderNotices(<NoticePage />);
    const detail = await screen.findByRole('article', { name: 'Hostile notice' });
    expect(within(detail).getByText('Safe text')).toBeInTheDocument();
    expect(detail.innerHTML).not.toMatch(/onerror|<script/);
  });

  it('takes the first page the server wrote into index.html (boot data), once, sanitised', async () => {
    const notices = {
      list: [hostile],
      pageNo: 1,
      pageSize: 9,
      totalCount: 1,
      totalPages: 1,
    };
    const removeBootData = writeBootPage({ kind: 'notices', language: 'EN', notices });
    try {
      // A member's page is never answered from it (the visitor's list lacks members-only notices).
      const member = renderNotices(<NoticePage />, { token: 'member-token' });
      await waitFor(() =>
        expect(requests.some((r) => r.startsWith('getAnnouncementLogined'))).toBe(true),
      );
      member.unmount();
      requests.length = 0;
      renderNotices(<NoticePage />);
      const detail = await screen.findByRole('article', { name: 'Hostile notice' });
      expect(detail.innerHTML).not.toMatch(/onerror|<script/);
      expect(requests.filter((r) => r.startsWith('MCSFE_getListAnnouncements'))).toEqual([]);
    } finally {
      removeBootData();
    }
  });

  it('asks getAnnouncementLogined for a member (members-only notices too)', async () => {
    server.use(
      ...createNoticesHandlers({
        memberNotices: [buildAnnouncement(50, { title: 'VIP week', memberOnly: true })],
      }),
    );
    renderNotices(<NoticePage />, { token: 'member-token' });
    expect(await screen.findByRole('article', { name: 'VIP week' })).toBeInTheDocument();
    expect(requests[0]).toMatch(/^getAnnouncementLogined\?/);
  });

  it('says so when there are no notices', async () => {
    server.use(...createNoticesHandlers({ notices: () => [] }));
    renderNotices(<NoticePage />);
    expect(await screen.findByText('There are no notices at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('offers the first page when a page beyond the last is asked for', async () => {
    const user = userEvent.setup();
    renderNotices(<NoticePage />, { route: '/noticePage?page=5' });
    expect(await screen.findByText('This page has no notices.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(await screen.findByRole('article', { name: 'Notice 1' })).toBeInTheDocument();
  });

  it('shows an error with a retry that works', async () => {
    server.use(...createNoticesHandlers({ failWith: 500 }));
    const user = userEvent.setup();
    renderNotices(<NoticePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The notices could not be loaded.');
    server.use(...createNoticesHandlers());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Notice 1' })).toBeInTheDocument();
  });

  it('is translated', async () => {
    const store = createTestStore([api, authSlice]);
    const i18n = createTestI18n({ language: 'JA' });
    renderWithProviders(<NoticePage />, {
      store,
      route: '/noticePage',
      wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
    });
    expect(await screen.findByRole('list', { name: 'お知らせの一覧' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'お知らせのページ' })).toBeInTheDocument();
  });
});
