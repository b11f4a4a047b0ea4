import { useTranslation } from '@lotusplay/i18n';
import { Badge, Button, Loader, Modal } from '@lotusplay/ui-kit';
import {
  Component,
  lazy,
  Suspense,
  useId,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  memberCentreEntries,
  type MemberCentreBadge,
  type MemberCentrePage,
} from '../../state/member-centre-entries';
import {
  memberCentreClosed,
  memberCentrePageSelected,
  selectMemberCentrePage,
} from '../../state/member-centre-slice';
import {
  memberCentreBadgeCounts,
  type MemberCentreBadgeCount,
  type MemberCentreBadgeCounts,
} from './badge-counts';

/** Loads a page's code: `() => import('./my-page')` (a module whose default export is the page). */
export type MemberCentrePageLoader = () => Promise<{ default: ComponentType }>;

/**
 * The pages other features own, handed to the panel by the app (DESIGN.md, the dependency rule):
 * a loader per page, called when the page is first shown (and again by "Try again" after a failed
 * load). A page without one says that it is not available yet.
 */
export type MemberCentrePages = Partial<Record<MemberCentrePage, MemberCentrePageLoader>>;

/** Props of the member-centre panel. */
export interface MemberCentrePanelProps {
  /** The pages the panel can show; see {@link MemberCentrePages}. */
  pages?: MemberCentrePages;
  /**
   * Count hooks of the menu's badges, laid over the member centre's own (the unread messages);
   * see {@link MemberCentreBadgeCounts}.
   */
  badgeCounts?: MemberCentreBadgeCounts;
}

/** The translation key of each badge's accessible label ("3 unread"). */
const BADGE_LABEL_KEYS: Record<MemberCentreBadge, string> = {
  message: 'badgeMessage',
  reward: 'badgeReward',
  mission: 'badgeMission',
};

/** One entry's red count badge: its hook's count, drawn only above 0 (ui-kit's Badge). */
function EntryBadge({
  badge,
  useCount,
}: {
  badge: MemberCentreBadge;
  useCount: MemberCentreBadgeCount;
}) {
  const { t } = useTranslation('memberCentre');
  const count = useCount();
  // The space before it: the entry's name reads "Platform messages 3 unread".
  return (
    count > 0 && (
      <>
        {' '}
        <Badge
          count={count}
          max={99}
          label={t(BADGE_LABEL_KEYS[badge], { count })}
          className="lp-member-centre__badge"
        />
      </>
    )
  );
}

interface PageBoundaryProps {
  load: MemberCentrePageLoader;
  loading: ReactNode;
  failed: (retry: () => void) => ReactNode;
}

/**
 * The page, loaded lazily, inside its own Suspense; catches a page whose code could not be loaded
 * (offline, a chunk gone after a deployment) and loads it afresh on "Try again". The lazy component
 * lives on this (committed) boundary: one made during a render that suspends would be thrown away
 * with that render and made again, forever.
 */
class PageBoundary extends Component<PageBoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  private page: LazyExoticComponent<ComponentType> = lazy(this.props.load);
  static getDerivedStateFromError() {
    return { failed: true };
  }
  private readonly retry = () => {
    // React keeps a failed lazy component failed: a new one loads the code again.
    this.page = lazy(this.props.load);
    this.setState({ failed: false });
  };
  override render() {
    if (this.state.failed) return this.props.failed(this.retry);
    const Page = this.page;
    return (
      <Suspense fallback={this.props.loading}>
        <Page />
      </Suspense>
    );
  }
}

/**
 * The member-centre panel of SPEC.md §2: the menu of its 13 entries (a tab strip on a phone) and
 * the page chosen, in a modal. The menu's text is the `memberCentre` page namespace, loaded when
 * the panel first opens; the pages come from `pages`.
 */
export default function MemberCentrePanel({ pages = {}, badgeCounts }: MemberCentrePanelProps) {
  const { t, ready } = useTranslation(['memberCentre', 'common']);
  const dispatch = useDispatch();
  const current = useSelector(selectMemberCentrePage);
  const headingId = useId();
  const entry = memberCentreEntries.find((e) => e.page === current);
  const load = pages[current];
  const close = () => dispatch(memberCentreClosed());
  const counts: MemberCentreBadgeCounts = { ...memberCentreBadgeCounts, ...badgeCounts };

  return (
    <Modal
      open
      onClose={close}
      title={t('common:memberCentre')}
      closeLabel={t('common:close')}
      width={960}
      height={560}
      lockScroll
      draggable={false}
      className="lp-member-centre"
    >
      {!ready ? (
        <Loader label={t('common:loading')} />
      ) : (
        <div className="lp-member-centre__layout">
          <nav className="lp-member-centre__menu" aria-label={t('menu')}>
            <ul>
              {memberCentreEntries.map((e) => (
                <li key={e.page}>
                  <button
                    type="button"
                    className="lp-member-centre__entry"
                    aria-current={e.page === current ? 'page' : undefined}
                    onClick={() => dispatch(memberCentrePageSelected(e.page))}
                  >
                    <span>{t(e.key)}</span>
                    {'badge' in e && counts[e.badge] && (
                      <EntryBadge badge={e.badge} useCount={counts[e.badge]!} />
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section className="lp-member-centre__page" aria-labelledby={headingId}>
            <h3 id={headingId} className="lp-member-centre__heading">
              {t(entry ? entry.key : current)}
            </h3>
            {load ? (
              <PageBoundary
                key={current}
                load={load}
                loading={<Loader label={t('pageLoading')} />}
                failed={(retry) => (
                  <div role="alert" className="lp-member-centre__failed">
                    <p>{t('pageFailed')}</p>
                    <Button variant="secondary" onClick={retry}>
                      {t('common:retry')}
                    </Button>
                  </div>
                )}
              />
            ) : (
              <p className="lp-member-centre__unavailable">
                {t('common:notAvailable')} {t('common:notAvailableDetail')}
              </p>
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}
