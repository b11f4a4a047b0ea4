import type { AgentContract, ContractKind, ContractView } from '@lotusplay/api-client';
import { formatDateTime, useTranslation } from '@lotusplay/i18n';
import { Button, Dialog } from '@lotusplay/ui-kit';
import { useId, useState } from 'react';
import { useContractCallMutation } from '../../api/agent-api';
import { contractErrorText, formatRate } from '../../internal/contract-format';
import { ContractTiersTable } from './contract-tiers-table';

type Done = 'accepted' | 'rejected' | 'terminated';

/** A contract's terms: its period, who offered it, since when, its highest rate. */
function ContractTerms({ contract, sinceKey }: { contract: AgentContract; sinceKey: string }) {
  const { t } = useTranslation('agentCentre');
  return (
    <dl className="lp-agent-terms">
      <div>
        <dt>{t('contractPeriod')}</dt>
        <dd>{t(`settlePeriod${contract.period}`)}</dd>
      </div>
      <div>
        <dt>{t('offeredBy')}</dt>
        <dd>{contract.offeredBy?.username ?? t('operator')}</dd>
      </div>
      <div>
        <dt>{t(sinceKey)}</dt>
        <dd>{formatDateTime(contract.decidedAt ?? contract.createdAt)}</dd>
      </div>
      <div>
        <dt>{t('colMaxRate')}</dt>
        <dd>{formatRate(contract.maxRate)}</dd>
      </div>
    </dl>
  );
}

/**
 * "My contract": the active contract the agent holds (its terms and tiers, Terminate after a
 * confirmation) and an offer waiting for its answer (Accept, or Reject after a confirmation).
 */
export function MyContractSection({ kind, view }: { kind: ContractKind; view: ContractView }) {
  const { t } = useTranslation(['agentCentre', 'common']);
  const headingId = useId();
  const [call, calling] = useContractCallMutation();
  const [confirming, setConfirming] = useState<'reject' | 'terminate' | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { mine, offer } = view;

  const act = async (action: 'accept' | 'reject' | 'terminate', contractId: number) => {
    setProblem(null);
    setDone(null);
    try {
      await call({ kind, call: { action, contractId } }).unwrap();
      setDone(action === 'accept' ? 'accepted' : action === 'reject' ? 'rejected' : 'terminated');
    } catch (error) {
      setProblem(contractErrorText(error, t('actionFailed')));
    } finally {
      setConfirming(null);
    }
  };

  return (
    <section className="lp-agent-section" aria-labelledby={headingId}>
      <h4 id={headingId} className="lp-agent-section__title">
        {t('myContractTitle')}
      </h4>
      {offer && (
        <div className="lp-agent-offer">
          <p className="lp-agent-offer__title">
            {offer.offeredBy
              ? t('offerFrom', { name: offer.offeredBy.username })
              : t('offerFromOperator')}
          </p>
          <ContractTerms contract={offer} sinceKey="offeredOn" />
          <ContractTiersTable tiers={offer.tiers} caption={t('offerTiersTitle')} />
          {mine && <p className="lp-agent-page__note">{t('offerReplaces')}</p>}
          <div className="lp-agent-form__actions">
            <Button loading={calling.isLoading} onClick={() => void act('accept', offer.id)}>
              {t('accept')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming('reject')}>
              {t('reject')}
            </Button>
          </div>
        </div>
      )}
      {mine ? (
        <div className="lp-agent-contract">
          <ContractTerms contract={mine} sinceKey="since" />
          <ContractTiersTable tiers={mine.tiers} caption={t('myTiersTitle')} />
          <p className="lp-agent-page__note">{t('tiersNote')}</p>
          <div className="lp-agent-form__actions">
            <Button variant="danger" onClick={() => setConfirming('terminate')}>
              {t('terminate')}
            </Button>
          </div>
        </div>
      ) : (
        !offer && <p className="lp-agent-page__note">{t('myContractEmpty')}</p>
      )}
      {problem && (
        <p role="alert" className="lp-agent-page__failed">
          {problem}
        </p>
      )}
      <p role="status" className="lp-agent-page__ok">
        {done && t(done)}
      </p>

      <Dialog
        open={confirming === 'reject' && offer !== null}
        onClose={() => setConfirming(null)}
        variant="confirm"
        title={t('rejectTitle')}
        closeLabel={t('common:close')}
        buttons={[
          { label: t('common:cancel'), onClick: () => setConfirming(null) },
          {
            label: t('reject'),
            variant: 'danger',
            isDefault: true,
            loading: calling.isLoading,
            onClick: () => {
              if (offer) void act('reject', offer.id);
            },
          },
        ]}
      >
        {t('rejectQuestion')}
      </Dialog>
      <Dialog
        open={confirming === 'terminate' && mine !== null}
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
              if (mine) void act('terminate', mine.id);
            },
          },
        ]}
      >
        {t('terminateMineQuestion')}
      </Dialog>
    </section>
  );
}
