// Schemas of the platform messages (messageV2), the operator's message commands and the member
// event stream's payloads.
import { Type } from '@sinclair/typebox';
import {
  MEMBER_EVENT_TYPES,
  MESSAGE_AUDIENCES,
  MESSAGE_FILTERS,
  MESSAGE_SOURCES,
  MessageLimits,
} from '../contracts/messages-rules';
import { IdSchema, Str } from './fields';
import { TimeSchema } from './orders';
import { Nullable, StringEnum } from './shared';

const int = Type.Integer();

/** One of the member's messages. */
export const MessageSchema = Type.Object({
  id: int,
  title: Type.String(),
  /** Plain text; line breaks kept. */
  body: Type.String(),
  source: StringEnum(MESSAGE_SOURCES),
  /** Sent to everyone or a group (true), or to this member alone. */
  broadcast: Type.Boolean(),
  read: Type.Boolean(),
  time: TimeSchema,
});

/** Query of a page of the member's messages, newest first. */
export const MessageListQuerySchema = Type.Object(
  {
    pageNo: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MessageLimits.pageNoMax, default: 1 }),
    ),
    pageSize: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MessageLimits.pageSizeMax,
        default: MessageLimits.pageSizeDefault,
      }),
    ),
    filter: Type.Optional(StringEnum(MESSAGE_FILTERS, { default: 'all' })),
  },
  { additionalProperties: false },
);

/** A page of the member's messages, with how many of them are unread in all. */
export const MessageListResponseSchema = Type.Object({
  list: Type.Array(MessageSchema),
  pageNo: int,
  pageSize: int,
  total: int,
  unread: int,
});

/** Messages to read or delete, by id (each must be one of the member's). */
export const MessageIdsRequestSchema = Type.Object(
  {
    ids: Type.Array(IdSchema, { minItems: 1, maxItems: MessageLimits.idsMax, uniqueItems: true }),
  },
  { additionalProperties: false },
);

/** What a read or delete answers: the member's unread count after it. */
export const MessageUnreadResponseSchema = Type.Object({ unread: int });

const title = Type.String({ minLength: 1, maxLength: MessageLimits.titleMax });
const body = Type.String({ minLength: 1, maxLength: MessageLimits.bodyMax });

/** The operator sends a message: to one member (username), a group (label) or everyone. */
export const OpsSendMessageRequestSchema = Type.Object(
  {
    audience: StringEnum(MESSAGE_AUDIENCES),
    username: Type.Optional(Str(64)),
    label: Type.Optional(Type.String({ minLength: 1, maxLength: MessageLimits.labelMax })),
    title,
    body,
  },
  { additionalProperties: false },
);

/** A message as the operator sees it. */
export const OpsMessageSchema = Type.Object({
  id: int,
  audience: StringEnum(MESSAGE_AUDIENCES),
  username: Nullable(Type.String()),
  label: Nullable(Type.String()),
  title: Type.String(),
  body: Type.String(),
  source: StringEnum(MESSAGE_SOURCES),
  time: TimeSchema,
  /** Members who have read it. */
  readers: int,
});

/** Query of the operator's list: the latest messages. */
export const OpsMessageListQuerySchema = Type.Object(
  {
    last: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MessageLimits.opsListMax, default: 20 }),
    ),
  },
  { additionalProperties: false },
);

/** The operator's list of the latest messages, newest first. */
export const OpsMessageListResponseSchema = Type.Object({ messages: Type.Array(OpsMessageSchema) });

/** What taking a message back answers. */
export const OpsMessageRemovedSchema = Type.Object({ id: int, removed: Type.Boolean() });

/** The data of one member event (the stream's `event:` line names its type). */
export const MemberEventSchema = Type.Object({
  type: StringEnum(MEMBER_EVENT_TYPES),
  /** 'all': the event concerns every member (a broadcast), not this one alone. */
  scope: Type.Optional(StringEnum(['member', 'all'] as const)),
});
