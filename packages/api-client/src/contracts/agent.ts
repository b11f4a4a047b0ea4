// Contracts of the agent centre's team pages (issue 28, slice 1): the team overview of a period,
// creating a downline, and the team management list. Every call is under the token and the agent
// gate (403 NOT_AGENT); a member id outside the agent's tree answers 404 DOWNLINE_NOT_FOUND.
import type { Static } from '@sinclair/typebox';
import type {
  AgentPeriodQuerySchema,
  AgentTransferRequestSchema,
  AgentTransferResponseSchema,
  CreateDownlineInputSchema,
  CreateDownlineResponseSchema,
  DownlineBreadcrumbSchema,
  DownlinePageSchema,
  DownlineQuerySchema,
  DownlineSchema,
  TeamFiguresSchema,
  TeamLevelFiguresSchema,
  TeamOverviewResponseSchema,
} from '../schemas/agent';

/** Query of `GET /wps/agent/team/overview`. */
export type AgentPeriodQuery = Static<typeof AgentPeriodQuerySchema>;
/** The figures of a team (or one level of it) over a period. */
export type TeamFigures = Static<typeof TeamFiguresSchema>;
/** The figures of one level of the tree (1: direct downlines). */
export type TeamLevelFigures = Static<typeof TeamLevelFiguresSchema>;
/** `GET /wps/agent/team/overview`. */
export type TeamOverviewResponse = Static<typeof TeamOverviewResponseSchema>;
/** Body of `POST /wps/agent/downlines`. */
export type CreateDownlineInput = Static<typeof CreateDownlineInputSchema>;
/** `POST /wps/agent/downlines`. */
export type CreateDownlineResponse = Static<typeof CreateDownlineResponseSchema>;
/** Query of `GET /wps/agent/downlines`. */
export type DownlineQuery = Static<typeof DownlineQuerySchema>;
/** A member of the tree as the breadcrumb names it (level 0: the agent itself). */
export type DownlineBreadcrumb = Static<typeof DownlineBreadcrumbSchema>;
/** One downline of the team management list. */
export type Downline = Static<typeof DownlineSchema>;
/** `GET /wps/agent/downlines`. */
export type DownlinePage = Static<typeof DownlinePageSchema>;
/** Body of `POST /wps/agent/team/transfer`. */
export type AgentTransferRequest = Static<typeof AgentTransferRequestSchema>;
/** `POST /wps/agent/team/transfer`. */
export type AgentTransferResponse = Static<typeof AgentTransferResponseSchema>;
