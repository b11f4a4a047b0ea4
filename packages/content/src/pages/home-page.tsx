import { useGetPermissionInfoQuery } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import type { ReactNode } from 'react';
import { JackpotCounter } from '../home/jackpot-counter';
import { AnnouncementBar } from '../notices/announcement-bar';

/** Props of {@link HomePage}. */
export interface HomePageProps {
  /** The lobby's hot games (the app passes the game-lobby's; this feature does not import it). */
  hotGames?: ReactNode;
  /** The lobby's latest winners. */
  winners?: ReactNode;
}

/**
 * The home page under the shell's banner carousel (SPEC.md §2): the scrolling announcement bar,
 * the illustrative jackpot counter, and the lobby's hot games and latest winners.
 */
export function HomePage({ hotGames, winners }: HomePageProps) {
  const { t } = useTranslation('content');
  const brand = useGetPermissionInfoQuery().data?.info.brandName ?? '';
  return (
    <section className="page page--home lp-home" aria-labelledby="page-title">
      <h1 id="page-title" className="lp-home__title">
        {t('homeWelcome', { brand })}
      </h1>
      <AnnouncementBar />
      <JackpotCounter />
      {(hotGames || winners) && (
        <div className="lp-home__lists">
          {hotGames}
          {winners}
        </div>
      )}
    </section>
  );
}

export default HomePage;
