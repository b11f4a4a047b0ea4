import {
  AGENT_REPORT_QUICK_RANGES,
  AgentReportLimits,
  agentReportQuickRange,
} from '@lotusplay/api-client';
import type { AgentReportQuickRange, AgentReportRangeProblem } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { useId } from 'react';
import type { ReportDays } from './use-report-filter';

/** One option of a report's own select. */
export interface ReportFilterOption<Value extends string> {
  value: Value;
  label: string;
}

/** Props of {@link ReportFilterBar}. */
export interface ReportFilterBarProps<Value extends string> {
  days: ReportDays;
  onDaysChange: (days: ReportDays) => void;
  /** Why the typed days are refused (shown under the dates), or null. */
  problem: AgentReportRangeProblem | null;
  username: string;
  onUsernameChange: (username: string) => void;
  /** The page's own filter: its label, options and value. */
  selectLabel: string;
  options: readonly ReportFilterOption<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
  /** Today's instant for the quick ranges (a story's or test's fixed day). */
  now?: () => Date;
}

const QUICK_KEYS: Record<AgentReportQuickRange, string> = {
  today: 'quickToday',
  yesterday: 'quickYesterday',
  last7: 'quickLast7',
  last30: 'quickLast30',
};

/**
 * The filter bar of the agent centre's reports: the first and last day (labelled date inputs),
 * quick ranges (today, yesterday, last 7 and 30 days; the current one pressed), a username search
 * of the team and the page's own select.
 */
export function ReportFilterBar<Value extends string>({
  days,
  onDaysChange,
  problem,
  username,
  onUsernameChange,
  selectLabel,
  options,
  value,
  onValueChange,
  now,
}: ReportFilterBarProps<Value>) {
  const { t } = useTranslation('agentReports');
  const id = useId();
  const today = now ? now() : new Date();
  const problemText =
    problem === 'rangeTooLong'
      ? t('rangeTooLong', { days: AgentReportLimits.maxRangeDays })
      : problem && t(problem);
  return (
    <form
      className="lp-agent-report-filters"
      aria-label={t('filtersLabel')}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="lp-agent-report-filters__days">
        <label htmlFor={`${id}-from`}>{t('from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={days.from}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => onDaysChange({ ...days, from: event.target.value })}
        />
        <label htmlFor={`${id}-to`}>{t('to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={days.to}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => onDaysChange({ ...days, to: event.target.value })}
        />
      </div>
      {problemText && (
        <p id={`${id}-problem`} role="alert" className="lp-agent-page__failed">
          {problemText}
        </p>
      )}
      <div role="group" aria-label={t('quickRanges')} className="lp-agent-report-filters__quick">
        {AGENT_REPORT_QUICK_RANGES.map((range) => {
          const quick = agentReportQuickRange(range, today);
          const pressed = quick.from === days.from && quick.to === days.to;
          return (
            <button
              key={range}
              type="button"
              aria-pressed={pressed}
              onClick={() => onDaysChange(quick)}
            >
              {t(QUICK_KEYS[range])}
            </button>
          );
        })}
      </div>
      <div className="lp-agent-search">
        <label htmlFor={`${id}-username`}>{t('username')}</label>
        <input
          id={`${id}-username`}
          type="search"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={AgentReportLimits.usernameMaxLength}
          placeholder={t('usernamePlaceholder')}
          value={username}
          onChange={(event) => onUsernameChange(event.target.value)}
        />
      </div>
      <div className="lp-agent-report-filters__select">
        <label htmlFor={`${id}-select`}>{selectLabel}</label>
        <select
          id={`${id}-select`}
          value={value}
          onChange={(event) => onValueChange(event.target.value as Value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
