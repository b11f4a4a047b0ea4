// The category pages of SPEC.md §2 (/sports, /esports, /ds88, /elott, /lott): the vendor cards of
// one lane; a card launches its vendor by the rules of SPEC.md §4; a vendor under maintenance is
// shown, disabled.
import type { GameType } from '@lotusplay/api-client/contracts';
import { VENDOR_LOGO_WIDTHS, artSrc, artSrcSet } from '@lotusplay/api-client/contracts';
import { useTranslation } from '@lotusplay/i18n';
import { Image, Loader } from '@lotusplay/ui-kit';
import { useGetGameVendorsQuery } from '../api/game-lobby-api';
import { useLaunchGame } from '../launch/use-launch-game';
import { useCdnUrl } from '../navigation/use-cdn-url';

/** The width a vendor card's logo (2:1) is shown at, px. */
const CARD_LOGO_WIDTH = 120;

/** Props of CategoryPage. */
export interface CategoryPageProps {
  /** The lane whose vendors the page shows. */
  gameType: GameType;
  /** Translation key of the page title (`shell:titleSports`…). */
  titleKey: string;
}

/** The vendor cards of one lane. */
export function CategoryPage({ gameType, titleKey }: CategoryPageProps) {
  const { t, ready } = useTranslation(['gameLobby', 'shell', 'common']);
  const { data, isLoading, isError, refetch } = useGetGameVendorsQuery();
  const { launchVendor, launching, dialog } = useLaunchGame();
  const cdn = useCdnUrl();
  const vendors = data?.lanes.find((lane) => lane.title === gameType)?.cards ?? [];

  let body;
  if (!ready || isLoading) body = <Loader label={t('common:loading')} />;
  else if (isError) {
    body = (
      <div className="gl-state" role="alert">
        <p>{t('gameLobby:vendorsFailed')}</p>
        <button type="button" className="gl-link-button" onClick={() => void refetch()}>
          {t('gameLobby:retry')}
        </button>
      </div>
    );
  } else if (vendors.length === 0) {
    body = <p className="gl-state">{t('gameLobby:vendorsEmpty')}</p>;
  } else {
    body = (
      <ul className="gl-cards" aria-label={t('gameLobby:vendors')}>
        {vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <button
              type="button"
              className="gl-card"
              disabled={vendor.maintenance || launching !== null}
              aria-busy={launching === `${vendor.vassalage}:${vendor.gameCode}` || undefined}
              onClick={() => launchVendor(vendor)}
            >
              <Image
                src={artSrc(cdn(vendor.iconPath), CARD_LOGO_WIDTH)}
                srcSet={artSrcSet(cdn(vendor.iconPath), VENDOR_LOGO_WIDTHS)}
                sizes={`${CARD_LOGO_WIDTH}px`}
                alt=""
                width={CARD_LOGO_WIDTH}
                height={CARD_LOGO_WIDTH / 2}
                fit="contain"
              />
              <span className="gl-card__name">{vendor.name}</span>
              {vendor.maintenance && <span className="gl-badge">{t('gameLobby:maintenance')}</span>}
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="page gl-category" aria-labelledby="page-title">
      <h1 id="page-title">{t(titleKey)}</h1>
      {body}
      {dialog}
    </section>
  );
}

const categoryPage = (gameType: GameType, titleKey: string, name: string) => {
  function Page() {
    return <CategoryPage gameType={gameType} titleKey={titleKey} />;
  }
  Page.displayName = name;
  return Page;
};

/** /sports: the sports vendors. */
export const SportsPage = categoryPage('SPORTS', 'shell:titleSports', 'SportsPage');
/** /esports: the esports vendors (sports vendors flagged as esports are listed here). */
export const EsportsPage = categoryPage('ESPORTS', 'shell:titleEsports', 'EsportsPage');
/** /ds88: the cockfight vendors. */
export const CockfightPage = categoryPage('COCKFIGHT', 'shell:titleDs88', 'CockfightPage');
/** /elott: the electronic lottery vendors. */
export const ElottPage = categoryPage('ELOTT', 'shell:titleElott', 'ElottPage');
/** /lott: the lottery vendors. */
export const LottPage = categoryPage('LOTT', 'shell:titleLott', 'LottPage');
