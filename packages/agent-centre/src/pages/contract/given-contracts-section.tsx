import type { AgentContract, ContractKind, ContractView } from '@lotusplay/api-client';
import { formatDateTime, useTranslation } from '@lotusplay/i18n';
import { Button, Dialog, RecordsTable } from '@lotusplay/ui-kit';
import { useId, useState } from 'react';
import { useContractCallMutation } from '../../api/agent-api';
import { contractErrorText, formatRate } from '../../internal/contract-format';

/**
 * "Contracts I gave": the pending and active contracts the agent offered its downline agents, each
 * with Terminate (after a confirmation).
 */
export function GivenContractsSection({ kind, view }: { kind: ContractKind; view: ContractView }) {
  const { t } = useTranslation(['agentCentre', 'common']);
  const headingId = useId();
  const [call, calling] = useContractCallMutation();
  const [confirming, setConfirming] = useState<AgentContract | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const terminate = async (contract: AgentContract) => {
    setProblem(null);
    setDone(null);
    try {
      await call({ kind, call: { action: 'terminate', contractId: contract.id } }).unwrap();
      setDone(t('terminatedGiven', { name: contract.holder.username }));
    } catch (error) {
      setProblem(contractErrorText(error, t('actionFailed')));
    } finally {
      setConfirming(null);
    }
  };

  return (
    <section className="lp-agent-section" aria-labelledby={headingId}>
      <h4 id={headingId} className="lp-agent-section__title">
        {t('givenTitle')}
      </h4>
      {view.given.length === 0 ? (
        <p className="lp-agent-page__note">{t('givenEmpty')}</p>
      ) : (
        <RecordsTable<AgentContract>
          wrapperClassName="lp-agent-scroll"
          className="lp-agent-table"
          caption={t('givenTitle')}
          rows={view.given}
          rowKey={(row) => row.id}
          columns={[
            { id: 'holder', header: t('colDownline'), cell: (row) => row.holder.username },
            {
              id: 'status',
              header: t('colStatus'),
              cell: (row) => (
                <span className={`lp-agent-status lp-agent-status--${row.status}`}>
                  {t(row.status === 'active' ? 'statusActive' : 'statusPending')}
                </span>
              ),
            },
            { id: 'maxRate', header: t('colMaxRate'), cell: (row) => formatRate(row.maxRate) },
            {
              id: 'period',
              header: t('contractPeriod'),
              cell: (row) => t(`settlePeriod${row.period}`),
            },
            {
              id: 'since',
              header: t('since'),
              cell: (row) => formatDateTime(row.decidedAt ?? row.createdAt),
            },
            {
              id: 'actions',
              header: t('colActions'),
              cell: (row) => (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('terminateGivenLabel', { name: row.holder.username })}
                  onClick={() => setConfirming(row)}
                >
                  {t('terminate')}
                </Button>
              ),
            },
          ]}
        />
      )}
      {problem && (
        <p role="alert" className="lp-agent-page__failed">
          {problem}
        </p>
      )}
      <p role="status" className="lp-agent-page__ok">
        {done}
      </p>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        variant="confirm"
        title={t('terminateTitle')}
        closeLabel={t('common:close')}
        buttons={[
          { label: t('common:cancel'), onClick: () => setConfirming(null) },
          {
            label: t('terminate'),
            variant: 'danger',
            isDefault: true,
            loading: calling.isLoading,
            onClick: () => {
              if (confirming) void terminate(confirming);
            },
          },
        ]}
      >
        {confirming && t('terminateGivenQuestion', { name: confirming.holder.username })}
      </Dialog>
    </section>
  );
}
