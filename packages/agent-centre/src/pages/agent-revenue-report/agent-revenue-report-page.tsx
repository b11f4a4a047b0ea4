import { CONTRACT_KINDS } from '@lotusplay/api-client';
import type { ContractKind } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { Loader, Tabs } from '@lotusplay/ui-kit';
import { useState } from 'react';
import { useGetConsolidatedQuery } from '../../api/agent-api';
import { IncomeRecords, useIncomeRecords } from '../../components/income-records/income-records';
import { KIND_KEYS } from '../../internal/contract-kinds';
import { useMoney } from '../../internal/use-money';
import { agentFeatureFlagsOf } from '../../state/agent-centre-entries';

type Filter = ContractKind | 'all';

/**
 * agentRevenueReport (my income, SPEC.md §2): what the agent's salary and dividend contracts paid
 * it, all time, by kind; then the settlements themselves, of every kind or of one, a page at a
 * time. The kinds are those the brand offers (and any that paid before the brand stopped).
 */
export default function AgentRevenueReportPage() {
  const { t, ready } = useTranslation(['agentCentre', 'common']);
  const money = useMoney();
  const consolidated = useGetConsolidatedQuery();
  const [filter, setFilter] = useState<Filter>('all');
  const records = useIncomeRecords(filter === 'all' ? undefined : filter);

  if (!ready) return <Loader label={t('common:loading')} />;

  const totals = records.income.data?.totals;
  const flags = consolidated.data ? agentFeatureFlagsOf(consolidated.data) : null;
  const paid = (kind: ContractKind) =>
    totals?.some((total) => total.kind === kind && Number(total.amount) > 0) ?? false;
  const kinds = CONTRACT_KINDS.filter((kind) => !flags || flags[kind] || paid(kind));

  return (
    <div className="lp-agent-page">
      {totals && (
        <dl
          className="lp-agent-totals"
          aria-label={t('incomeTotalsTitle')}
          aria-busy={records.income.isFetching || undefined}
        >
          {kinds.map((kind) => (
            <div key={kind}>
              <dt>{t(KIND_KEYS[kind])}</dt>
              <dd>{money(totals.find((total) => total.kind === kind)?.amount ?? '0.00')}</dd>
            </div>
          ))}
        </dl>
      )}
      <Tabs
        label={t('colKind')}
        className="lp-agent-periods"
        value={filter}
        onValueChange={(value) => setFilter(value as Filter)}
        items={[
          { value: 'all', label: t('incomeAll') },
          ...kinds.map((kind) => ({ value: kind, label: t(KIND_KEYS[kind]) })),
        ]}
      />
      <IncomeRecords records={records} />
      <p className="lp-agent-page__note">{t('incomeNote')}</p>
    </div>
  );
}
