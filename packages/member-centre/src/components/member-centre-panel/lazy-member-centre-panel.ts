// The member-centre panel's code loads when the centre first opens, not with the host's start-up
// code (the panel brings the modal dialog). Render it inside a Suspense boundary.
import { lazy } from 'react';

/** The member-centre panel of SPEC.md §2, loaded on first render. */
export const MemberCentrePanel = lazy(() => import('./member-centre-panel'));
