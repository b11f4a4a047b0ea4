// Contracts of the platform messages (member centre "platform information", messageV2), the
// operator's message commands and the member event stream. Messages are plain text. A member sees
// the messages sent to them, to a label they carry (a group) and to everyone since they joined;
// reading and deleting are the member's own marks. `CSP_unreadCount`'s `unreadMessage` counts them.
//
// `GET /wps/relay/CSP_messageList` (token): a page, newest first. `POST CSP_readMessage` and
// `CSP_deleteMessage` ({ ids }): each id must be one of the member's messages, else 404
// MESSAGE_NOT_FOUND and nothing changes. `POST CSP_readAllMessages`: reads every one.
import type { Static } from '@sinclair/typebox';
import type {
  MemberEventSchema,
  MessageIdsRequestSchema,
  MessageListQuerySchema,
  MessageListResponseSchema,
  MessageSchema,
  MessageUnreadResponseSchema,
  OpsMessageListResponseSchema,
  OpsMessageSchema,
  OpsSendMessageRequestSchema,
} from '../schemas/messages';

/** One of the member's messages. */
export type Message = Static<typeof MessageSchema>;
/** Query of `CSP_messageList`. */
export type MessageListQuery = Static<typeof MessageListQuerySchema>;
/** A page of the member's messages. */
export type MessageListResponse = Static<typeof MessageListResponseSchema>;
/** Body of `CSP_readMessage` and `CSP_deleteMessage`. */
export type MessageIdsRequest = Static<typeof MessageIdsRequestSchema>;
/** What a read or delete answers. */
export type MessageUnreadResponse = Static<typeof MessageUnreadResponseSchema>;
/** Body of `POST /ops/messages`. */
export type OpsSendMessageRequest = Static<typeof OpsSendMessageRequestSchema>;
/** A message as the operator sees it. */
export type OpsMessage = Static<typeof OpsMessageSchema>;
/** `GET /ops/messages`. */
export type OpsMessageListResponse = Static<typeof OpsMessageListResponseSchema>;
/** The data of one member event. */
export type MemberEvent = Static<typeof MemberEventSchema>;
