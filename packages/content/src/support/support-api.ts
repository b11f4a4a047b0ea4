// Support endpoints of the one api: the feedback settings and the feedback itself. getService is
// injected by the customer-service module that loads on the first click (customer-service-link.ts).
import { api } from '@lotusplay/api-client';
import type { FeedbackRequest, FeedbackResponse, FeedbackSettings } from '@lotusplay/api-client';

/** The support feedback endpoints, injected into the shared `api`. */
export const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The brand's feedback limits: GET /wps/feedback/settings. */
    getFeedbackSettings: build.query<FeedbackSettings, void>({
      query: () => ({ url: '/wps/feedback/settings' }),
    }),
    /** Sends a feedback: PUT /wps/feedback (with the session's token when there is one). */
    sendFeedback: build.mutation<FeedbackResponse, FeedbackRequest>({
      query: (body) => ({ url: '/wps/feedback', method: 'PUT', body }),
    }),
  }),
});

/** Hooks of the support feedback endpoints. */
export const { useGetFeedbackSettingsQuery, useSendFeedbackMutation } = supportApi;
