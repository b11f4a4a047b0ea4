// The support calls' schemas (feedback, getService, the operator's support routes), written once
// in @lotusplay/api-client/schemas.
export {
  FeedbackRequestSchema as feedbackBody,
  FeedbackResponseSchema as feedbackValue,
  FeedbackSettingsSchema as feedbackSettingsValue,
  OpsChannelRequestSchema as opsChannelBody,
  OpsFeedbackListSchema as opsFeedbackValue,
  OpsFeedbackQuerySchema as opsFeedbackQuery,
  OpsMemberRankRequestSchema as opsMemberRankBody,
  OpsMemberRankSchema as opsMemberRankValue,
  OpsSupportSettingsRequestSchema as opsSettingsBody,
  OpsSupportSettingsSchema as opsSettingsValue,
  ServiceQuerySchema as serviceQuery,
  ServiceResponseSchema as serviceValue,
} from '@lotusplay/api-client/schemas';
