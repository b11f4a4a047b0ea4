// The announcement calls' schemas (public and operator), written once in
// @lotusplay/api-client/schemas.
export {
  AgentAnnouncementListQuerySchema as agentListQuery,
  AgentAnnouncementPageSchema as agentPageValue,
  AnnouncementListQuerySchema as listQuery,
  AnnouncementPageSchema as pageValue,
  AnnouncementRemovedResponseSchema as opsRemoveValue,
  IndexNoticeQuerySchema as indexNoticeQuery,
  IndexNoticeResponseSchema as noticeValue,
  OpsAnnouncementAudienceRequestSchema as opsAudienceBody,
  OpsAnnouncementListSchema as opsListValue,
  OpsAnnouncementParamsSchema as opsIdParams,
  OpsAnnouncementRequestSchema as opsAddBody,
  OpsAnnouncementSchema as opsAnnouncementValue,
} from '@lotusplay/api-client/schemas';
