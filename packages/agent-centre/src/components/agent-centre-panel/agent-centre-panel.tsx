import { useTranslation } from '@lotusplay/i18n';
import { Button, Loader, Modal } from '@lotusplay/ui-kit';
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
import { useGetConsolidatedQuery } from '../../api/agent-api';
import { agentCentreManifest } from '../../manifest';
import {
  agentFeatureFlagsOf,
  DEFAULT_AGENT_CENTRE_PAGE,
  visibleAgentEntries,
  waitingOffersOf,
  type AgentCentrePage,
} from '../../state/agent-centre-entries';
import {
  agentCentreClosed,
  agentCentrePageSelected,
  selectAgentCentrePage,
} from '../../state/agent-centre-slice';

/** Loads a page's code: `() => import('./my-page')` (a module whose default export is the page). */
export type AgentCentrePageLoader = () => Promise<{ default: ComponentType }>;

/**
 * The pages the panel can show: its own (team overview, create downline, team management, the
 * three reports, my income, the four contract pages) and any the app hands over for pages other
 * features own, each loaded when first shown. A page without one says that it is coming soon.
 */
export type AgentCentrePages = Partial<Record<AgentCentrePage, AgentCentrePageLoader>>;

/** Props of the agent-centre panel. */
export interface AgentCentrePanelProps {
  /** Pages laid over the package's own; see {@link AgentCentrePages}. */
  pages?: AgentCentrePages;
}

interface PageBoundaryProps {
  load: AgentCentrePageLoader;
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
 * The agent-centre modal of SPEC.md §2, shown once loaded: the menu of the entries this agent may
 * see (a scrolling strip on a phone), the active one marked, and the page chosen;
 * agentTeamOverview by default. A contract entry shows when the consolidated contract fields say
 * the brand offers its kind (marked while an offer waits for the agent); when they cannot be read,
 * those four stay hidden and the rest works. Its text is the `agentCentre` page namespace, loaded
 * when it first opens: until then, and until the consolidated call answers, a loader.
 */
export default function AgentCentrePanel({ pages }: AgentCentrePanelProps) {
  const { t, ready } = useTranslation(['agentCentre', 'common']);
  const dispatch = useDispatch();
  const selected = useSelector(selectAgentCentrePage);
  const headingId = useId();
  const consolidated = useGetConsolidatedQuery();
  const entries = visibleAgentEntries(agentFeatureFlagsOf(consolidated.data));
  const waiting = waitingOffersOf(consolidated.data);
  // A page whose feature is off (opened from elsewhere) shows the default page instead.
  const entry =
    entries.find((e) => e.page === selected) ??
    entries.find((e) => e.page === DEFAULT_AGENT_CENTRE_PAGE)!;
  const current = entry.page;
  const loaders: AgentCentrePages = { ...agentCentreManifest.agentCentrePages, ...pages };
  const load = loaders[current];
  const close = () => dispatch(agentCentreClosed());

  return (
    <Modal
      open
      onClose={close}
      title={t('common:agentCentre')}
      closeLabel={t('common:close')}
      width={1080}
      height={580}
      lockScroll
      draggable={false}
      className="lp-agent-centre"
    >
      {!ready || consolidated.isLoading ? (
        <Loader label={t('common:loading')} />
      ) : (
        <div className="lp-agent-centre__layout">
          <nav className="lp-agent-centre__menu" aria-label={t('menu')}>
            <ul>
              {entries.map((e) => (
                <li key={e.page}>
                  <button
                    type="button"
                    className="lp-agent-centre__entry"
                    aria-current={e.page === current ? 'page' : undefined}
                    onClick={() => dispatch(agentCentrePageSelected(e.page))}
                  >
                    {t(e.key)}
                    {e.condition !== 'always' && waiting.includes(e.condition) && (
                      <>
                        {' '}
                        <span className="lp-agent-centre__marker">{t('offerWaiting')}</span>
                      </>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section className="lp-agent-centre__page" aria-labelledby={headingId}>
            <h3 id={headingId} className="lp-agent-centre__heading">
              {t(entry.key)}
            </h3>
            {load ? (
              <PageBoundary
                key={current}
                load={load}
                loading={<Loader label={t('pageLoading')} />}
                failed={(retry) => (
                  <div role="alert" className="lp-agent-centre__failed">
                    <p>{t('pageFailed')}</p>
                    <Button variant="secondary" onClick={retry}>
                      {t('common:retry')}
                    </Button>
                  </div>
                )}
              />
            ) : (
              <div className="lp-agent-centre__soon">
                <p className="lp-agent-centre__soon-title">{t('comingSoon')}</p>
                <p>{t('comingSoonDetail')}</p>
              </div>
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}
