// What the agent-centre package declares to the app (DESIGN.md: a package declares itself): its
// namespace, its slice and its own pages (loaded when first shown); pages other features own can
// be handed to the panel by the app (its `pages` prop). The four contract entries share one page
// module, each with its kind.
import type { FeatureManifest } from '@lotusplay/ui-kit';

/** The agent-centre package's namespace, slice and pages, composed by the app. */
export const agentCentreManifest = {
  name: 'agent-centre',
  i18nNamespaces: ['agentCentre', 'agentReports', 'common'],
  slices: ['agentCentre'],
  agentCentrePages: {
    agentAnnouncement: () => import('./pages/agent-announcement/agent-announcement-page'),
    agentTeamOverview: () => import('./pages/agent-team-overview/agent-team-overview-page'),
    registerCenter: () => import('./pages/register-center/register-center-page'),
    downlineManagmentView: () => import('./pages/downline-management/downline-management-page'),
    personalHistoryCopy: () => import('./pages/team-betting/team-betting-page'),
    palStatementsAgentCopy: () => import('./pages/user-loss/user-loss-page'),
    agentDownlineTransactionDetailsCopy: () =>
      import('./pages/account-details/account-details-page'),
    agentRevenueReport: () => import('./pages/agent-revenue-report/agent-revenue-report-page'),
    agentDividendRecordCopy2: () =>
      import('./pages/contract/contract-page').then((m) => ({ default: m.DividendContractPage })),
    agentDailyWages2: () =>
      import('./pages/contract/contract-page').then((m) => ({
        default: m.DailySalaryContractPage,
      })),
    agentHourSalary: () =>
      import('./pages/contract/contract-page').then((m) => ({ default: m.HourSalaryContractPage })),
    agentRealtimeSalary: () =>
      import('./pages/contract/contract-page').then((m) => ({
        default: m.RealtimeSalaryContractPage,
      })),
  },
} satisfies FeatureManifest;
