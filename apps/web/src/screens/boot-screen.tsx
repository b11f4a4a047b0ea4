import { BannerImage, bootBanners } from '@lotusplay/content';
import { bannerGroupForPath } from '@lotusplay/game-lobby';
import { normalizeLanguage, useTranslation } from '@lotusplay/i18n';
import { Loader } from '@lotusplay/ui-kit';

/**
 * Full-page loading state while the status, brand configuration or first page chunk arrive. On a
 * page with banners it shows the first one from the boot data, as the server's splash does, so
 * the banner a visitor already sees stays up until the page's own banner slot takes over.
 */
export function BootScreen() {
  const { t, i18n } = useTranslation('common');
  const group = bannerGroupForPath(window.location.pathname);
  const first = group ? bootBanners(group, normalizeLanguage(i18n.language))?.[0] : undefined;
  return (
    <div className="boot-screen">
      {first && (
        <div className="boot-screen__banner">
          <BannerImage banner={first} priority />
        </div>
      )}
      <Loader label={t('loading')} />
    </div>
  );
}
