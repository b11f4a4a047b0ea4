// Values of the platform messages (member centre "platform information", messageV2) and of the
// member event stream that both sides agree on: limits, codes, texts, paths and event names.
// Framework-free: the server imports it at run time.

/** Bounds of the message calls. */
export const MessageLimits = {
  /** A title: at most this many characters (plain text). */
  titleMax: 100,
  /** A body: at most this many characters (plain text, line breaks kept). */
  bodyMax: 2000,
  /** A member label naming a group: at most this many characters. */
  labelMax: 40,
  pageNoMax: 10_000,
  pageSizeMax: 50,
  pageSizeDefault: 10,
  /** Message ids in one read or delete call. */
  idsMax: 50,
  /** Messages in the operator's list. */
  opsListMax: 200,
} as const;

/** To whom a message goes: one member, the members with a label (a group), or everyone. */
export type MessageAudience = 'member' | 'label' | 'all';

/** Every audience, in the order the operator's form lists them. */
export const MESSAGE_AUDIENCES: readonly MessageAudience[] = ['member', 'label', 'all'];

/**
 * Who wrote a message: the operator, or the system on an event of the member's account (`agent`:
 * a contract offered to the agent, or ended by its upline's lower rate).
 */
export type MessageSource = 'operator' | 'deposit' | 'withdrawal' | 'rank' | 'agent';

/** Every message source. */
export const MESSAGE_SOURCES: readonly MessageSource[] = [
  'operator',
  'deposit',
  'withdrawal',
  'rank',
  'agent',
];

/** Which of the member's messages a list shows. */
export type MessageFilter = 'all' | 'unread';

/** Every list filter. */
export const MESSAGE_FILTERS: readonly MessageFilter[] = ['all', 'unread'];

/** The codes of refused message calls. */
export const MessageErrorCodes = {
  /** An id that is not one of the member's messages (another member's, deleted, or none). */
  NotFound: 'MESSAGE_NOT_FOUND',
  /** The operator named a member that does not exist. */
  RecipientNotFound: 'MESSAGE_RECIPIENT_NOT_FOUND',
} as const;

/** The texts of refused message calls. */
export const MessageMessages = {
  notFound: 'Message not found',
  recipientNotFound: 'No member with this username',
  recipientRequired: 'A member message needs username; a group message needs label',
} as const;

/** The paths of the message calls (under /wps/relay, like CSP_unreadCount). */
export const MessagePaths = {
  list: '/wps/relay/CSP_messageList',
  read: '/wps/relay/CSP_readMessage',
  readAll: '/wps/relay/CSP_readAllMessages',
  delete: '/wps/relay/CSP_deleteMessage',
} as const;

/**
 * What the member event stream tells an open tab. `ready`: the stream is open (sent first);
 * `balance`: a balance changed; `message`: a message arrived (or one was read elsewhere);
 * `claimable`: a reward or a mission became claimable; `logout`: the session ended (logout
 * elsewhere, a lock by the operator), the stream closes after it; `resync`: the server may have
 * missed events (its database connection was re-made), refresh everything.
 */
export type MemberEventType = 'ready' | 'balance' | 'message' | 'claimable' | 'logout' | 'resync';

/** Every member event type. */
export const MEMBER_EVENT_TYPES: readonly MemberEventType[] = [
  'ready',
  'balance',
  'message',
  'claimable',
  'logout',
  'resync',
];

/**
 * The member event stream: `GET` with `Accept: text/event-stream` and the session's
 * `Authorization: Bearer` header (never a token in the URL); 401 without a live session.
 */
export const MEMBER_EVENTS_PATH = '/wps/member/events';

/** Bounds of the member event stream. */
export const MemberEventLimits = {
  /** Open streams per member (one per tab); a further one closes the oldest. */
  streamsPerMember: 8,
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: 25_000,
  /** What the stream tells a client to wait before reconnecting (`retry:`). */
  retryMs: 2_000,
  /**
   * An event that concerns everyone (a message to all) reaches each tab at a random moment within
   * this many milliseconds, so that a broadcast does not make every tab call at once.
   */
  broadcastSpreadMs: 3_000,
} as const;
