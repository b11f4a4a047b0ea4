// The platform messages calls (messageV2), injected when the page's code loads. The list provides
// 'Message'; reading and deleting make 'Message' and 'UnreadCount' stale, so the list, the menu's
// badge and the header's count follow (the member event stream makes the same tags stale when a
// message arrives or is read in another tab).
import { api, MessagePaths } from '@lotusplay/api-client';
import type {
  MessageIdsRequest,
  MessageListQuery,
  MessageListResponse,
  MessageUnreadResponse,
} from '@lotusplay/api-client';

/** The platform messages endpoints. */
export const messageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMessages: build.query<MessageListResponse, MessageListQuery>({
      query: (params) => ({ url: MessagePaths.list, params }),
      providesTags: ['Message'],
    }),
    readMessages: build.mutation<MessageUnreadResponse, MessageIdsRequest>({
      query: (body) => ({ url: MessagePaths.read, method: 'POST', body }),
      invalidatesTags: ['Message', 'UnreadCount'],
    }),
    readAllMessages: build.mutation<MessageUnreadResponse, void>({
      query: () => ({ url: MessagePaths.readAll, method: 'POST' }),
      invalidatesTags: ['Message', 'UnreadCount'],
    }),
    deleteMessages: build.mutation<MessageUnreadResponse, MessageIdsRequest>({
      query: (body) => ({ url: MessagePaths.delete, method: 'POST', body }),
      invalidatesTags: ['Message', 'UnreadCount'],
    }),
  }),
});

export const {
  useGetMessagesQuery,
  useReadMessagesMutation,
  useReadAllMessagesMutation,
  useDeleteMessagesMutation,
} = messageApi;
