import type { ContractTier } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { RecordsTable } from '@lotusplay/ui-kit';
import { formatRate } from '../../internal/contract-format';
import { useMoney } from '../../internal/use-money';

/** A contract's rate tiers, lowest first: minimum valid bets, minimum active members, rate. */
export function ContractTiersTable({
  tiers,
  caption,
}: {
  tiers: readonly ContractTier[];
  caption: string;
}) {
  const { t } = useTranslation('agentCentre');
  const money = useMoney();
  return (
    <RecordsTable<ContractTier>
      wrapperClassName="lp-agent-scroll"
      className="lp-agent-table"
      caption={caption}
      rows={tiers}
      rowKey={(row) => `${row.minValidBet}|${row.minActiveMembers}|${row.rate}`}
      columns={[
        { id: 'validBet', header: t('minValidBet'), cell: (row) => money(row.minValidBet) },
        { id: 'active', header: t('minActiveMembers'), cell: (row) => row.minActiveMembers },
        { id: 'rate', header: t('ratePercent'), cell: (row) => formatRate(row.rate) },
      ]}
    />
  );
}
