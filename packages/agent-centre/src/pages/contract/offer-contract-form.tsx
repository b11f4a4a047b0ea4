import {
  AgentLimits,
  ContractErrorCodes,
  DIVIDEND_DEFAULT_PERIOD,
  isApiError,
} from '@lotusplay/api-client';
import type { ContractKind, ContractView } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { Button, Dialog } from '@lotusplay/ui-kit';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  useContractCallMutation,
  useGetDownlinesQuery,
  type ContractActionBody,
  type DividendPeriod,
} from '../../api/agent-api';
import { DividendPeriodField } from '../../components/dividend-period-field/dividend-period-field';
import { TierEditor } from '../../components/tier-editor/tier-editor';
import { contractErrorText, formatRate } from '../../internal/contract-format';
import {
  checkTiers,
  EMPTY_TIER,
  tiersOf,
  tiersValid,
  type TierDraft,
} from '../../internal/contract-tiers';

type Offer = Extract<ContractActionBody, { action: 'offer' }>;

/** An offer the server warned about: its lower rate ends contracts the downline gave. */
interface LowerRateWarning {
  message: string;
  offer: Offer;
  name: string;
}

/**
 * "Offer a contract": a direct downline agent, the period (dividends only), 1 to 5 tiers; checked
 * here as the contracts check it, decided by the server, whose refusal shows beside the form with
 * every typed value kept. When the rate is below contracts the downline passed on, the server's
 * warning names them and the offer goes again only on "Offer and end those contracts".
 */
export function OfferContractForm({ kind, view }: { kind: ContractKind; view: ContractView }) {
  const { t } = useTranslation(['agentCentre', 'common']);
  const headingId = useId();
  const ids = { downline: useId() };
  const formRef = useRef<HTMLFormElement>(null);
  const downlines = useGetDownlinesQuery({ pageNo: 1, pageSize: AgentLimits.maxPageSize });
  const [call, calling] = useContractCallMutation();
  const [memberId, setMemberId] = useState('');
  const [period, setPeriod] = useState<DividendPeriod>(DIVIDEND_DEFAULT_PERIOD);
  const [tiers, setTiers] = useState<TierDraft[]>([{ ...EMPTY_TIER }]);
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [warning, setWarning] = useState<LowerRateWarning | null>(null);

  const ownMaxRate = view.mine?.maxRate;
  const agents = (downlines.data?.list ?? []).filter((d) => d.accountType === 'agent');
  const check = tried ? checkTiers(kind, tiers, ownMaxRate) : null;
  const downlineMissing = tried && !memberId;

  const send = async (offer: Offer, name: string) => {
    setProblem(null);
    setDone(null);
    try {
      const answer = await call({ kind, call: offer }).unwrap();
      const ended = answer.ended?.map((party) => party.username) ?? [];
      setDone(
        ended.length
          ? t('offeredEnded', { name, names: ended.join(', ') })
          : t('offered', { name }),
      );
      setWarning(null);
      setMemberId('');
      setPeriod(DIVIDEND_DEFAULT_PERIOD);
      setTiers([{ ...EMPTY_TIER }]);
      setTried(false);
    } catch (error) {
      setWarning(null);
      if (isApiError(error) && error.code === ContractErrorCodes.LowerRate)
        setWarning({ message: error.message, offer, name });
      else setProblem(contractErrorText(error, t('offerFailed')));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    setDone(null);
    setProblem(null);
    const found = checkTiers(kind, tiers, ownMaxRate);
    if (!memberId || !tiersValid(found)) {
      // After the render that shows the problems: the first field with one.
      setTimeout(() => {
        const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
        first?.focus();
      });
      return;
    }
    const name = agents.find((a) => String(a.id) === memberId)?.username ?? memberId;
    void send(
      {
        action: 'offer',
        memberId: Number(memberId),
        tiers: tiersOf(tiers),
        ...(kind === 'dividend' ? { period } : {}),
      },
      name,
    );
  };

  return (
    <section className="lp-agent-section" aria-labelledby={headingId}>
      <h4 id={headingId} className="lp-agent-section__title">
        {t('offerTitle')}
      </h4>
      {ownMaxRate && (
        <p className="lp-agent-page__note">{t('offerNote', { rate: formatRate(ownMaxRate) })}</p>
      )}
      <form
        ref={formRef}
        className="lp-agent-form lp-agent-form--wide"
        noValidate
        aria-labelledby={headingId}
        onSubmit={submit}
      >
        <div className="lp-agent-form__field">
          <label htmlFor={ids.downline}>{t('downline')}</label>
          <select
            id={ids.downline}
            value={memberId}
            aria-invalid={downlineMissing ? true : undefined}
            aria-describedby={downlineMissing ? `${ids.downline}-problem` : undefined}
            onChange={(event) => setMemberId(event.target.value)}
          >
            <option value="">{t('chooseDownline')}</option>
            {agents.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.username}
              </option>
            ))}
          </select>
          {downlineMissing && (
            <small id={`${ids.downline}-problem`} className="lp-agent-form__problem">
              {t('downlineRequired')}
            </small>
          )}
          {downlines.isError && (
            <small className="lp-agent-form__problem">{t('downlineAgentsFailed')}</small>
          )}
          {downlines.data && agents.length === 0 && <small>{t('noDownlineAgents')}</small>}
        </div>
        {kind === 'dividend' && <DividendPeriodField value={period} onChange={setPeriod} />}
        <TierEditor
          kind={kind}
          legend={t('tiersLegend')}
          tiers={tiers}
          onChange={setTiers}
          check={check}
          ownMaxRate={ownMaxRate}
        />
        {problem && (
          <p role="alert" className="lp-agent-page__failed">
            {problem}
          </p>
        )}
        <div className="lp-agent-form__actions">
          <Button type="submit" loading={calling.isLoading && warning === null}>
            {t('offerSubmit')}
          </Button>
        </div>
      </form>
      <p role="status" className="lp-agent-page__ok">
        {done}
      </p>
      <Dialog
        open={warning !== null}
        onClose={() => setWarning(null)}
        variant="confirm"
        title={t('lowerRateTitle')}
        closeLabel={t('common:close')}
        buttons={[
          { label: t('common:cancel'), onClick: () => setWarning(null) },
          {
            label: t('lowerRateConfirm'),
            variant: 'danger',
            loading: calling.isLoading,
            onClick: () => {
              if (warning) void send({ ...warning.offer, confirmLowerRate: true }, warning.name);
            },
          },
        ]}
      >
        {warning?.message}
      </Dialog>
    </section>
  );
}
