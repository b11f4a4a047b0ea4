import { useTranslation } from '@lotusplay/i18n';
import { DataState, dataStateStatus, Pagination } from '@lotusplay/ui-kit';
import type { DataStateQuery } from '@lotusplay/ui-kit';
import type { ReactNode } from 'react';
import { ReportFilterBar } from '../report-filter-bar/report-filter-bar';
import type { ReportFilterOption } from '../report-filter-bar/report-filter-bar';
import type { useReportFilter } from '../report-filter-bar/use-report-filter';

/** A page of a report as the server answers it. */
interface ReportAnswer {
  total: number;
  totalPages: number;
}

/** The query result a report page reads (RTK Query's, narrowed to what the frame uses). */
interface ReportQuery<Answer> extends DataStateQuery<Answer> {
  refetch: () => unknown;
}

/** One figure of a report's totals. */
export interface ReportTotal {
  label: string;
  value: ReactNode;
  className?: string;
}

/** Props of {@link ReportFrame}. */
export interface ReportFrameProps<Value extends string, Answer extends ReportAnswer> {
  filter: ReturnType<typeof useReportFilter<Value>>;
  /** The page's own select: its label and options. */
  selectLabel: string;
  options: readonly ReportFilterOption<Value>[];
  report: ReportQuery<Answer>;
  /** The agentReports texts of the page's states: failed, empty and the count (plural). */
  failedKey: string;
  emptyKey: string;
  countKey: string;
  /** The totals of the whole filter (none: no totals block). */
  totals?: (answer: Answer) => ReportTotal[];
  /** The page's table of the answer. */
  children: (answer: Answer) => ReactNode;
  now?: () => Date;
}

/**
 * The frame of the agent centre's reports: the filter bar, then (while the days are a range) the
 * report's loading, failed, empty and loaded states, its totals, its table and the paging.
 */
export function ReportFrame<Value extends string, Answer extends ReportAnswer>({
  filter,
  selectLabel,
  options,
  report,
  failedKey,
  emptyKey,
  countKey,
  totals,
  children,
  now,
}: ReportFrameProps<Value, Answer>) {
  const { t } = useTranslation(['agentReports', 'common']);
  const data = report.data;
  return (
    <div className="lp-agent-page">
      <ReportFilterBar<Value>
        days={filter.days}
        onDaysChange={filter.setDays}
        problem={filter.problem}
        username={filter.typed}
        onUsernameChange={filter.setTyped}
        selectLabel={selectLabel}
        options={options}
        value={filter.extra}
        onValueChange={filter.setExtra}
        now={now}
      />
      {filter.base && (
        <DataState
          status={dataStateStatus(report, (answer) => answer.total === 0)}
          loadingLabel={t('common:loading')}
          errorMessage={t(failedKey)}
          retryLabel={t('common:retry')}
          onRetry={() => void report.refetch()}
          errorClassName="lp-agent-page__failed"
          noteClassName="lp-agent-page__note"
          emptyMessage={t(emptyKey)}
          count={data && t(countKey, { count: data.total })}
        >
          {data && (
            <>
              {totals && (
                <dl className="lp-agent-totals" aria-label={t('totalsTitle')}>
                  {totals(data).map((figure) => (
                    <div key={figure.label}>
                      <dt>{figure.label}</dt>
                      <dd className={figure.className}>{figure.value}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {children(data)}
              <Pagination
                pageCount={data.totalPages}
                page={filter.page}
                onPageChange={filter.setPage}
                label={t('pages')}
                previousLabel={t('common:previous')}
                nextLabel={t('common:next')}
                pageLabel={(n) => t('pageNumber', { page: n })}
              />
            </>
          )}
        </DataState>
      )}
    </div>
  );
}
