import { LEDGER_KINDS } from '@lotusplay/api-client';
import type {
  AgentTransactionRow,
  AgentTransactionsQuery,
  LedgerKind,
} from '@lotusplay/api-client';
import { formatDateTime, useTranslation } from '@lotusplay/i18n';
import { Loader, RecordsTable } from '@lotusplay/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetTeamTransactionsQuery } from '../../api/agent-reports-api';
import { ReportFrame } from '../../components/report-frame/report-frame';
import { useReportFilter } from '../../components/report-filter-bar/use-report-filter';
import { profitTone, useMoney } from '../../internal/use-money';

/** The kind select's values: every kind, or one. */
type KindFilter = 'all' | LedgerKind;

/** `deposit` → `kindDeposit` (the translation key). */
const kindKey = (kind: LedgerKind) => `kind${kind[0]!.toUpperCase()}${kind.slice(1)}`;

/** Props of {@link AccountDetailsPage}. */
export interface AccountDetailsPageProps {
  /** Today's instant for the quick ranges (stories and tests fix it). */
  now?: () => Date;
}

/**
 * agentDownlineTransactionDetailsCopy (account details, issue 28): the downlines' ledger entries
 * of the chosen days, newest first (signed amount, balance after, wallet, reference); filters by
 * days (quick ranges), username and record type; paging.
 */
export default function AccountDetailsPage({ now }: AccountDetailsPageProps = {}) {
  const { t, ready } = useTranslation(['agentReports', 'common']);
  const money = useMoney();
  const filter = useReportFilter<KindFilter>('all', now);
  let query: AgentTransactionsQuery | typeof skipToken = skipToken;
  if (filter.base) {
    query = filter.extra === 'all' ? filter.base : { ...filter.base, kind: filter.extra };
  }
  const entries = useGetTeamTransactionsQuery(query, { refetchOnMountOrArgChange: true });

  if (!ready) return <Loader label={t('common:loading')} />;

  return (
    <ReportFrame
      filter={filter}
      selectLabel={t('kind')}
      options={[
        { value: 'all', label: t('kindAll') },
        ...LEDGER_KINDS.map((kind) => ({ value: kind, label: t(kindKey(kind)) })),
      ]}
      report={entries}
      failedKey="transactionsFailed"
      emptyKey="transactionsEmpty"
      countKey="transactionsCount"
      now={now}
    >
      {(data) => (
        <RecordsTable<AgentTransactionRow>
          wrapperClassName="lp-agent-scroll"
          className="lp-agent-table"
          caption={t('transactionsTitle')}
          busy={entries.isFetching}
          rows={data.list}
          rowKey={(row) => row.id}
          columns={[
            { id: 'time', header: t('colTime'), cell: (row) => formatDateTime(row.time) },
            { id: 'username', header: t('colUsername'), cell: (row) => row.username },
            { id: 'level', header: t('colLevel'), cell: (row) => row.level },
            { id: 'kind', header: t('colKind'), cell: (row) => t(kindKey(row.kind)) },
            { id: 'wallet', header: t('colWallet'), cell: (row) => row.wallet.name },
            {
              id: 'amount',
              header: t('colAmount'),
              cell: (row) => money(row.amount),
              cellClassName: (row) => profitTone(row.amount),
            },
            {
              id: 'balanceAfter',
              header: t('colBalanceAfter'),
              cell: (row) => money(row.balanceAfter),
            },
            { id: 'reference', header: t('colReference'), cell: (row) => row.reference },
          ]}
        />
      )}
    </ReportFrame>
  );
}
