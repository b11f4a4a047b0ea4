// The public part of the content feature's notices area (re-exported by the package index).
export { AnnouncementBar } from './announcement-bar';
export { LazyNoticePage } from './lazy-notice-page';
export { NoticePage } from './notice-page';
export { NoticePopup } from './notice-popup';
export {
  markNoticePopupShown,
  noticePopupShown,
  noticesApi,
  useGetAnnouncementsQuery,
  useGetIndexNoticeQuery,
  useNoticePageArg,
  useNoticePageQuery,
} from './notices-api';

export type { NoticePopupProps } from './notice-popup';
export type { AnnouncementsArg } from './notices-api';
