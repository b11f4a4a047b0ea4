// The filter state of a report page: the days (a quick range or typed), a username (sent 500 ms
// after the last keystroke) and the page's own select; the page number, which starts over when
// the filter changes; and the query's shared part, or null while the typed days are not a range.
import {
  AGENT_REPORT_DEFAULT_QUICK_RANGE,
  AgentReportLimits,
  agentReportQuickRange,
  agentReportRangeProblem,
} from '@lotusplay/api-client';
import type { AgentReportRangeProblem } from '@lotusplay/api-client';
import { useState } from 'react';
import { useDebouncedValue } from '../../internal/use-debounced-value';

/** The days of a report filter, both included ('YYYY-MM-DD'). */
export interface ReportDays {
  from: string;
  to: string;
}

/** The shared part of a report query, as the pages send it. */
export interface ReportQueryBase {
  from: string;
  to: string;
  username?: string;
  pageNo: number;
  pageSize: number;
}

/** Returns the state of a report's filter bar and its query; `now` decides today. */
export function useReportFilter<Extra extends string>(initialExtra: Extra, now?: () => Date) {
  const [days, setDays] = useState<ReportDays>(() =>
    agentReportQuickRange(AGENT_REPORT_DEFAULT_QUICK_RANGE, now ? now() : new Date()),
  );
  const [typed, setTyped] = useState('');
  const [extra, setExtra] = useState<Extra>(initialExtra);
  const settled = useDebouncedValue(typed.trim());
  const username = typed.trim() ? settled : '';
  const problem: AgentReportRangeProblem | null = agentReportRangeProblem(days.from, days.to);
  const listKey = `${days.from}|${days.to}|${username}|${extra}`;
  const [paging, setPaging] = useState({ listKey, page: 1 });
  const page = paging.listKey === listKey ? paging.page : 1;
  // No key set to undefined: RTK Query compares the arguments structurally.
  const base: ReportQueryBase = {
    from: days.from,
    to: days.to,
    pageNo: page,
    pageSize: AgentReportLimits.defaultPageSize,
  };
  if (username) base.username = username;
  return {
    days,
    setDays,
    typed,
    setTyped,
    extra,
    setExtra,
    problem,
    page,
    setPage: (next: number) => setPaging({ listKey, page: next }),
    /** Null while the typed days are not a range the server takes. */
    base: problem === null ? base : null,
  };
}
