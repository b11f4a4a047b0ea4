// The customer-service click (SPEC.md §7): the 440 × 750 window is opened inside the click itself
// (about:blank, so no browser blocks it), then navigated once getService answered and the link is
// decrypted; on failure it is closed and the reason is shown. getService and the cipher load on the
// first click (service-link.ts), never with the start-up code.
import type { CustomerServiceEntry } from '@lotusplay/api-client';
import { SERVICE_WINDOW } from '@lotusplay/api-client';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';

/** Why the customer-service window did not open: SPEC.md §8's messages and two of ours. */
export type CustomerServiceProblem = 'popupBlocked' | 'network' | 'unavailable' | 'invalidUrl';

/** The name of the one customer-service window (a second click reuses it). */
export const CUSTOMER_SERVICE_WINDOW = 'lp-customer-service';

/** The window features: 440 by 750 (SPEC.md §7), centred on the current window when possible. */
export function customerServiceWindowFeatures(): string {
  const { width, height } = SERVICE_WINDOW;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/** Loads the getService module (one chunk, on the first click). */
export const loadServiceLink = () => import('./service-link');

const ServiceProblemDialog = lazy(() =>
  import('./service-problem-dialog').then((module) => ({ default: module.ServiceProblemDialog })),
);

/**
 * Opens a customer-service channel from a click handler: `open(type)` must run synchronously in
 * the click. `problem` is set when it failed (the window closed again); `dialog` shows it.
 */
export function useCustomerService() {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const [problem, setProblem] = useState<CustomerServiceProblem | null>(null);

  const open = useCallback(
    (type: CustomerServiceEntry['type']) => {
      setProblem(null);
      const popup = window.open(
        'about:blank',
        CUSTOMER_SERVICE_WINDOW,
        customerServiceWindowFeatures(),
      );
      if (!popup) {
        setProblem('popupBlocked');
        return;
      }
      loadServiceLink()
        .then(({ fetchServiceLink }) => fetchServiceLink(dispatch, type))
        .then(
          ({ url }) => {
            // The chat provider's page must not reach back into the site.
            popup.opener = null;
            popup.location.replace(url);
          },
          (error: unknown) => {
            popup.close();
            const reason = (error as { problem?: CustomerServiceProblem }).problem;
            setProblem(reason ?? 'network');
          },
        );
    },
    [dispatch],
  );

  const dismiss = useCallback(() => setProblem(null), []);
  // The dialog's chunk loads only when there is a problem to show.
  const dialog: ReactNode = problem ? (
    <Suspense fallback={null}>
      <ServiceProblemDialog problem={problem} onClose={dismiss} />
    </Suspense>
  ) : null;
  return { open, problem, dismiss, dialog };
}
