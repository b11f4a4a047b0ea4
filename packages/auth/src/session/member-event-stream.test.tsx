// <MemberEventStream /> against a fake server (MSW): the event stream is a real streamed response
// the test writes events into, and the calls the events cause are counted where they arrive.
import { api, configureApiClient, MEMBER_EVENTS_PATH } from '@lotusplay/api-client';
import { envelope } from '@lotusplay/api-client/testing';
import { renderWithProviders, setupMswServer } from '@lotusplay/test-utils';
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sessionApi } from '../api/session-api';
import { authSlice, selectUnreadMessageCount, tokenSet } from '../state/auth-slice';
import { buildMemberInfo } from '../testing/factories';
import { createAuthTestStore } from '../testing/render-auth';
import { MemberEventStream } from './member-event-stream';

const TOKEN = 'stream-member-token';
const BALANCE_PATH = '/test/stream-balance';

/** A query holding the 'Balance' tag, as the header's balance does. */
const balanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    streamTestBalance: build.query<number, void>({
      query: () => BALANCE_PATH,
      providesTags: ['Balance'],
    }),
  }),
});

interface FakeServer {
  /** Headers and URL of each stream opened. */
  streams: { url: string; authorization: string | null }[];
  /** Writes an event into every open stream. */
  send: (type: string, scope?: 'member' | 'all') => void;
  unreadCalls: number;
  balanceCalls: number;
  unread: number;
  /** The stream cannot be reached (a proxy in the way). */
  blocked: boolean;
}

const server = setupMswServer();
const encoder = new TextEncoder();

function fakeServer(): FakeServer {
  const open: ReadableStreamDefaultController<Uint8Array>[] = [];
  const fake: FakeServer = {
    streams: [],
    unreadCalls: 0,
    balanceCalls: 0,
    unread: 0,
    blocked: false,
    send: (type, scope = 'member') => {
      const block = `event: ${type}\ndata: ${JSON.stringify({ type, scope })}\n\n`;
      for (const controller of open) {
        try {
          controller.enqueue(encoder.encode(block));
        } catch {
          // closed by the client
        }
      }
    },
  };
  server.use(
    http.get(`*${MEMBER_EVENTS_PATH}`, ({ request }) => {
      fake.streams.push({ url: request.url, authorization: request.headers.get('authorization') });
      if (fake.blocked) return HttpResponse.error();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          open.push(controller);
          controller.enqueue(encoder.encode('event: ready\ndata: {"type":"ready"}\n\n'));
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
    http.get('*/wps/relay/CSP_unreadCount', () => {
      fake.unreadCalls++;
      return envelope({ unreadMessage: fake.unread, availablePromoCount: 0 });
    }),
    http.get('*/wps/member/info', () => envelope(buildMemberInfo({ unreadMessage: 0 }))),
    http.get(`*${BALANCE_PATH}`, () => {
      fake.balanceCalls++;
      return envelope(fake.balanceCalls);
    }),
  );
  return fake;
}

/** A member session (member info loaded, the balance shown) with the stream mounted. */
async function mountLoggedIn(pollMs?: number) {
  const fake = fakeServer();
  const store = createAuthTestStore();
  configureApiClient({ getToken: () => store.getState().auth.token, getLanguage: () => 'EN' });
  store.dispatch(tokenSet({ token: TOKEN, accountType: 0 }));
  await store.dispatch(sessionApi.endpoints.getMemberInfo.initiate());
  store.dispatch(balanceApi.endpoints.streamTestBalance.initiate());
  await waitFor(() => expect(fake.balanceCalls).toBe(1));
  const view = renderWithProviders(<MemberEventStream pollMs={pollMs} />, { store });
  return { fake, store, view };
}

afterEach(() => vi.restoreAllMocks());

describe('MemberEventStream', () => {
  it('opens one stream with the session token in a header, never in the URL', async () => {
    const { fake } = await mountLoggedIn();
    await waitFor(() => expect(fake.streams).toHaveLength(1));
    expect(fake.streams[0]!.authorization).toBe(`Bearer ${TOKEN}`);
    expect(fake.streams[0]!.url).not.toContain(TOKEN);
  });

  it('opens none without a session', async () => {
    const fake = fakeServer();
    const store = createAuthTestStore();
    expect(store.getState()[authSlice.name].token).toBeNull();
    renderWithProviders(<MemberEventStream />, { store });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.streams).toHaveLength(0);
  });

  it("refreshes the header's unread count on a message event, with no component holding it", async () => {
    const { fake, store } = await mountLoggedIn();
    await waitFor(() => expect(fake.streams).toHaveLength(1));
    expect(selectUnreadMessageCount(store.getState())).toBe(0);
    fake.unread = 2;
    act(() => fake.send('message'));
    await waitFor(() => expect(selectUnreadMessageCount(store.getState())).toBe(2));
    expect(fake.unreadCalls).toBe(1);
  });

  it('makes the balance stale on a balance event', async () => {
    const { fake } = await mountLoggedIn();
    await waitFor(() => expect(fake.streams).toHaveLength(1));
    act(() => fake.send('balance'));
    await waitFor(() => expect(fake.balanceCalls).toBe(2));
  });

  it('spreads a broadcast over a random moment, not all tabs at once', async () => {
    const { fake } = await mountLoggedIn();
    await waitFor(() => expect(fake.streams).toHaveLength(1));
    // 0.2 of the 3 s spread: 600 ms.
    vi.spyOn(Math, 'random').mockReturnValue(0.2);
    act(() => fake.send('balance', 'all'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.balanceCalls).toBe(1);
    await waitFor(() => expect(fake.balanceCalls).toBe(2), { timeout: 2_000 });
  });

  it('ends the session when the server says logout', async () => {
    const { fake, store } = await mountLoggedIn();
    await waitFor(() => expect(fake.streams).toHaveLength(1));
    act(() => fake.send('logout'));
    await waitFor(() => expect(store.getState().auth.token).toBeNull());
    expect(store.getState().auth.modal?.name).toBe('loginPopup');
  });

  it('polls the balance while the stream is blocked', async () => {
    // The shortest back-off (0.5 s, then 1 s): blocked after the third failure.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const fake = fakeServer();
    fake.blocked = true;
    server.use(
      http.get(`*${MEMBER_EVENTS_PATH}`, () => {
        fake.streams.push({ url: '', authorization: null });
        return HttpResponse.error();
      }),
    );
    const store = createAuthTestStore();
    configureApiClient({ getToken: () => store.getState().auth.token, getLanguage: () => 'EN' });
    store.dispatch(tokenSet({ token: TOKEN, accountType: 0 }));
    store.dispatch(balanceApi.endpoints.streamTestBalance.initiate());
    await waitFor(() => expect(fake.balanceCalls).toBe(1));
    renderWithProviders(<MemberEventStream pollMs={200} />, { store });
    await waitFor(() => expect(fake.streams.length).toBeGreaterThanOrEqual(3), { timeout: 4_000 });
    await waitFor(() => expect(fake.balanceCalls).toBeGreaterThanOrEqual(3), { timeout: 2_000 });
  });
});
