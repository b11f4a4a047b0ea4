// The public part of the content feature's support area (re-exported by the package index): the
// help centre, app download and join pages, the feedback form, and customer service (the click
// that opens the 440 × 750 window through getService, and the chat room modal).
export { supportApi, useGetFeedbackSettingsQuery, useSendFeedbackMutation } from './support-api';
export { HelpPage, articleForTag } from './help-page';
export { FeedbackDialog, FeedbackForm } from './feedback-form';
export { DownloadPage, DownloadView, appPlatform } from './download-page';
export { QrCode } from './qr-code';
export { JoinPage } from './join-page';
export {
  CUSTOMER_SERVICE_WINDOW,
  customerServiceWindowFeatures,
  useCustomerService,
} from './customer-service';
export { LazyChatRoomModal } from './lazy-chat-room';

export type { HelpPageProps } from './help-page';
export type { FeedbackDialogProps, FeedbackFormProps } from './feedback-form';
export type { DownloadViewProps } from './download-page';
export type { QrCodeProps } from './qr-code';
export type { JoinPageProps } from './join-page';
export type { CustomerServiceProblem } from './customer-service';
export type { ChatRoomModalProps } from './chat-room-modal';
