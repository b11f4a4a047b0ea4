import { DIVIDEND_DEFAULT_PERIOD, DIVIDEND_PERIODS } from '@lotusplay/api-client';
import { DividendPeriodField } from '../../components/dividend-period-field/dividend-period-field';
import type { ContractKind, ContractSimulation, ContractView } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { Button } from '@lotusplay/ui-kit';
import { useId, useState, type FormEvent } from 'react';
import { useContractCallMutation, type DividendPeriod } from '../../api/agent-api';
import { TierEditor } from '../../components/tier-editor/tier-editor';
import { contractErrorText, formatPeriodRange, formatRate } from '../../internal/contract-format';
import {
  checkTiers,
  draftsOf,
  EMPTY_TIER,
  tiersOf,
  tiersValid,
  type TierDraft,
} from '../../internal/contract-tiers';
import { profitTone, useMoney } from '../../internal/use-money';

const isDividendPeriod = (period: string): period is DividendPeriod =>
  (DIVIDEND_PERIODS as readonly string[]).includes(period);

/**
 * "Rate simulator": tiers (the agent's own when it holds a contract) applied by the server to the
 * last completed period with the settlement's own rules: what the team did, the rate reached, the
 * gross, what the downlines' contracts take of it, and what the agent would have earned.
 */
export function RateSimulator({ kind, view }: { kind: ContractKind; view: ContractView }) {
  const { t } = useTranslation(['agentCentre', 'common']);
  const money = useMoney();
  const headingId = useId();
  const [call, calling] = useContractCallMutation();
  const [tiers, setTiers] = useState<TierDraft[]>(() =>
    view.mine ? draftsOf(view.mine.tiers) : [{ ...EMPTY_TIER }],
  );
  const [period, setPeriod] = useState<DividendPeriod>(() =>
    view.mine && isDividendPeriod(view.mine.period) ? view.mine.period : DIVIDEND_DEFAULT_PERIOD,
  );
  const [tried, setTried] = useState(false);
  const [result, setResult] = useState<ContractSimulation | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const check = tried ? checkTiers(kind, tiers) : null;

  const simulate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    setProblem(null);
    if (!tiersValid(checkTiers(kind, tiers))) return;
    try {
      const answer = await call({
        kind,
        call: {
          action: 'simulate',
          tiers: tiersOf(tiers),
          ...(kind === 'dividend' ? { period } : {}),
        },
      }).unwrap();
      setResult(answer.simulation ?? null);
    } catch (error) {
      setResult(null);
      setProblem(contractErrorText(error, t('simulateFailed')));
    }
  };

  const figures = result && [
    { key: 'simPeriod', value: formatPeriodRange(result.period, result.from, result.to) },
    { key: 'teamValidBet', value: money(result.teamValidBet) },
    {
      key: 'teamProfitLoss',
      value: money(result.teamProfitLoss),
      tone: profitTone(result.teamProfitLoss),
    },
    { key: 'activeMembers', value: String(result.activeMembers) },
    {
      key: 'simRate',
      value: Number(result.rate) > 0 ? formatRate(result.rate) : t('noTierReached'),
    },
    { key: 'gross', value: money(result.gross) },
    { key: 'deducted', value: money(result.deducted) },
  ];

  return (
    <section className="lp-agent-section" aria-labelledby={headingId}>
      <h4 id={headingId} className="lp-agent-section__title">
        {t('simulatorTitle')}
      </h4>
      <p className="lp-agent-page__note">{t('simulatorNote')}</p>
      <form
        className="lp-agent-form lp-agent-form--wide"
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => void simulate(event)}
      >
        {kind === 'dividend' && <DividendPeriodField value={period} onChange={setPeriod} />}
        <TierEditor
          kind={kind}
          legend={t('tiersLegend')}
          tiers={tiers}
          onChange={setTiers}
          check={check}
        />
        {problem && (
          <p role="alert" className="lp-agent-page__failed">
            {problem}
          </p>
        )}
        <div className="lp-agent-form__actions">
          <Button type="submit" loading={calling.isLoading}>
            {t('simulate')}
          </Button>
        </div>
      </form>
      <div role="status" className="lp-agent-simulation">
        {result && figures && (
          <>
            <dl className="lp-agent-totals" aria-label={t('simulationTitle')}>
              {figures.map((figure) => (
                <div key={figure.key}>
                  <dt>{t(figure.key)}</dt>
                  <dd className={figure.tone}>{figure.value}</dd>
                </div>
              ))}
            </dl>
            <p className="lp-agent-simulation__earned">
              {t('wouldHaveEarned', { amount: money(result.amount) })}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
