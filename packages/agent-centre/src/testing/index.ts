// The agent centre's test kit (MSW handlers typed against the contracts), for its own tests and
// stories and for an app's tests that open the centre: the team overview, creating a downline, the
// team management list, the consolidated contract fields, the four contract calls, my income, the
// three reports and the announcements for agents.
import type { HttpHandler } from 'msw';
import {
  buildAgentAnnouncements,
  createAgentAnnouncementHandlers,
} from './agent-announcement-handlers';
import { buildAgentData, createAgentHandlers } from './agent-handlers';
import { buildReportData, createReportHandlers } from './agent-report-handlers';

export * from './agent-announcement-handlers';
export * from './agent-handlers';
export * from './agent-report-handlers';
export * from './contract-data';

/** Every call of the centre's own pages, answered from fresh demo data. */
export function createAgentCentreHandlers(): HttpHandler[] {
  return [
    ...createAgentHandlers(buildAgentData()),
    ...createReportHandlers(buildReportData()),
    ...createAgentAnnouncementHandlers(buildAgentAnnouncements()),
  ];
}
