// The human check as a protected form shows it: `useHumanCheck` starts answering a challenge when
// the form opens (the proof of work runs off the main thread), and `HumanCheckStatus` says where it
// stands in a polite live region ("Verifying you are human…", then done; an error with a retry).
import { useTranslation } from '@lotusplay/i18n';
import { Button } from '@lotusplay/ui-kit';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useDispatch } from 'react-redux';
import { authApi } from '../api/auth-api';
import { getHumanCheckStatus, prepareHumanCheck, subscribeHumanCheckStatus } from './human-check';
import type { HumanCheckAction, HumanCheckStatus as Status } from './human-check';

/** The status of the human check, kept current. */
export function useHumanCheckStatus(): Status {
  return useSyncExternalStore(subscribeHumanCheckStatus, getHumanCheckStatus, getHumanCheckStatus);
}

/**
 * Prepares the human check of `action` while `enabled` (when the form opens, or when the login
 * asks for the captcha); returns the status and a retry that prepares again.
 */
export function useHumanCheck(action: HumanCheckAction, enabled = true) {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const status = useHumanCheckStatus();
  const prepare = useCallback(() => {
    prepareHumanCheck(action, {
      fetchChallenge: () =>
        dispatch(
          authApi.endpoints.getHumanCheckChallenge.initiate(undefined, {
            forceRefetch: true,
            subscribe: false,
          }),
        ).unwrap(),
    });
  }, [action, dispatch]);
  useEffect(() => {
    if (enabled) prepare();
  }, [enabled, prepare]);
  return { status, retry: prepare };
}

/** Props of {@link HumanCheckStatus}. */
export interface HumanCheckStatusProps {
  action: HumanCheckAction;
  /** Prepare and show only while true (default true). */
  enabled?: boolean;
}

/** One line under a protected form: the check's progress, or its failure with a retry button. */
export function HumanCheckStatus({ action, enabled = true }: HumanCheckStatusProps) {
  const { t } = useTranslation('authForms');
  const { status, retry } = useHumanCheck(action, enabled);
  if (!enabled) return null;
  return (
    // A polite live region (not role=status: the form's own result message is the status).
    <div
      aria-live="polite"
      aria-atomic="true"
      data-testid="human-check-status"
      data-status={status}
      style={{ display: 'flex', gap: 8, alignItems: 'center', fontSize: 12, minHeight: 24 }}
    >
      {status === 'verifying' && <span>{t('humanCheckVerifying')}</span>}
      {status === 'verified' && <span>{t('humanCheckVerified')}</span>}
      {status === 'error' && (
        <>
          <span>{t('humanCheckError')}</span>
          <Button variant="secondary" size="sm" onClick={retry}>
            {t('humanCheckRetry')}
          </Button>
        </>
      )}
    </div>
  );
}
