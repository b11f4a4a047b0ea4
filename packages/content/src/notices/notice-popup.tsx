// The notice popup (a lazy chunk: it brings the HTML sanitiser): one notice, or several with
// previous / next, each with its time and its sanitised HTML.
import type { Announcement } from '@lotusplay/api-client';
import { formatDateTime, useTranslation } from '@lotusplay/i18n';
import { Button, Modal } from '@lotusplay/ui-kit';
import { useState } from 'react';
import { SafeHtml } from '../components/safe-html/safe-html';

/** Props of {@link NoticePopup}. */
export interface NoticePopupProps {
  /** At least one notice; shown one at a time. */
  notices: readonly Announcement[];
  onClose: () => void;
}

/** The notice popup: a modal with the notice's title, time and HTML. */
export function NoticePopup({ notices, onClose }: NoticePopupProps) {
  const { t } = useTranslation('notices');
  const [index, setIndex] = useState(0);
  const notice = notices[Math.min(index, notices.length - 1)];
  if (!notice) return null;
  const several = notices.length > 1;
  return (
    <Modal
      open
      onClose={onClose}
      title={notice.title}
      closeLabel={t('close')}
      className="lp-notice-popup"
      width={640}
      height={240}
      lockScroll
      footer={
        several ? (
          <div className="lp-notice-popup__nav">
            <Button
              variant="secondary"
              size="sm"
              disabled={index === 0}
              onClick={() => setIndex(index - 1)}
            >
              {t('previous')}
            </Button>
            <span className="lp-notice-popup__count">
              {t('popupCount', { current: index + 1, total: notices.length })}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={index === notices.length - 1}
              onClick={() => setIndex(index + 1)}
            >
              {t('next')}
            </Button>
          </div>
        ) : (
          <Button size="sm" onClick={onClose}>
            {t('ok')}
          </Button>
        )
      }
    >
      <p className="lp-notice-popup__time">
        <time dateTime={notice.publishedAt}>{formatDateTime(notice.publishedAt)}</time>
      </p>
      <SafeHtml html={notice.content} className="lp-notice-html" as="article" />
    </Modal>
  );
}

export default NoticePopup;
