// Keeps the header true by itself: while a member is logged in, one event stream per tab (the
// api client's openMemberEventStream) makes the right cache entries stale as the server says
// what changed — the balance, the unread count, the claimables, the member — and ends the
// session when the server ended it. When the stream looks blocked it polls the balance instead.
// The shell mounts it once: <MemberEventStream />.
import {
  api,
  memberEventTags,
  MemberEventLimits,
  openMemberEventStream,
} from '@lotusplay/api-client';
import type { MemberEventStreamStatus } from '@lotusplay/api-client';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { sessionApi } from '../api/session-api';
import { selectIsTrial, selectMustChangePassword, selectToken } from '../state/auth-slice';
import type { AuthRootState } from '../state/auth-slice';
import { endExpiredSession } from './session-thunks';

/** Props of MemberEventStream. */
export interface MemberEventStreamProps {
  /** Milliseconds between balance reads while the stream is blocked (default 30 000). */
  pollMs?: number;
}

/** The member's event stream, mounted once by the shell; renders nothing. */
export function MemberEventStream({ pollMs = 30_000 }: MemberEventStreamProps) {
  const dispatch = useDispatch<ThunkDispatch<AuthRootState, unknown, UnknownAction>>();
  const token = useSelector(selectToken);
  const trial = useSelector(selectIsTrial);
  const forcedChange = useSelector(selectMustChangePassword);
  const [status, setStatus] = useState<MemberEventStreamStatus>('connecting');
  // A session whose password change is due may call nothing else (403): no stream until it is done.
  const active = token !== null && !forcedChange;

  useEffect(() => {
    if (!active) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const handle = openMemberEventStream({
      token,
      onStatus: setStatus,
      onUnauthorized: () => dispatch(endExpiredSession()),
      onEvent: (event) => {
        if (event.type === 'logout') {
          dispatch(endExpiredSession());
          return;
        }
        const tags = memberEventTags(event.type);
        if (tags.length === 0) return;
        const invalidate = () => {
          dispatch(api.util.invalidateTags(tags));
          // The header's unread count is the auth slice's, which this read feeds: read it afresh
          // even when no component holds the query (the member centre's menu does while open).
          if (tags.includes('UnreadCount'))
            void dispatch(
              sessionApi.endpoints.getUnreadCount.initiate(undefined, {
                subscribe: false,
                forceRefetch: true,
              }),
            );
        };
        if (event.scope !== 'all') return invalidate();
        // A broadcast reaches every tab at once: each reads at its own moment.
        const timer = setTimeout(() => {
          timers.delete(timer);
          invalidate();
        }, Math.random() * MemberEventLimits.broadcastSpreadMs);
        timers.add(timer);
      },
    });
    return () => {
      handle.close();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [active, token, dispatch]);

  // The fallback: a blocked stream (a proxy that buffers event streams) means polling the balance.
  useEffect(() => {
    if (!active || status !== 'blocked' || trial) return;
    const timer = setInterval(() => dispatch(api.util.invalidateTags(['Balance'])), pollMs);
    return () => clearInterval(timer);
  }, [active, status, trial, pollMs, dispatch]);

  return null;
}
