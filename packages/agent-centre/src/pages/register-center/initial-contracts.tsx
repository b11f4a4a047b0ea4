import {
  CONTRACT_INFO_FIELDS,
  CONTRACT_KINDS,
  ContractInfoTypes,
  DIVIDEND_DEFAULT_PERIOD,
} from '@lotusplay/api-client';
import type { ConsolidatedContracts, ContractKind, InitialContract } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { Loader } from '@lotusplay/ui-kit';
import {
  useGetConsolidatedQuery,
  useGetContractViewQuery,
  type DividendPeriod,
} from '../../api/agent-api';
import { DividendPeriodField } from '../../components/dividend-period-field/dividend-period-field';
import { TierEditor } from '../../components/tier-editor/tier-editor';
import { formatRate } from '../../internal/contract-format';
import {
  checkTiers,
  EMPTY_TIER,
  tiersOf,
  tiersValid,
  type TierDraft,
} from '../../internal/contract-tiers';
import { agentCentreEntries } from '../../state/agent-centre-entries';

/** A contract chosen for the new sub-agent, as typed; `ownMaxRate`: the creator's own rate. */
export interface InitialContractDraft {
  tiers: TierDraft[];
  period: DividendPeriod;
  ownMaxRate: string;
}

/** The contracts chosen, by kind (a kind absent: not chosen). */
export type InitialContractDrafts = Partial<Record<ContractKind, InitialContractDraft>>;

/** The kinds an agent may give a new sub-agent: those it holds an active contract of. */
export function offerableKinds(consolidated: ConsolidatedContracts | undefined): ContractKind[] {
  if (!consolidated) return [];
  return CONTRACT_KINDS.filter(
    (kind) => consolidated[CONTRACT_INFO_FIELDS[kind]] === ContractInfoTypes.canOffer,
  );
}

/** Whether every chosen contract is valid (as the contracts check it; the server decides). */
export function initialContractsValid(drafts: InitialContractDrafts): boolean {
  return Object.entries(drafts).every(([kind, draft]) =>
    tiersValid(checkTiers(kind as ContractKind, draft.tiers, draft.ownMaxRate)),
  );
}

/** The chosen contracts as the creation sends them. */
export function initialContractsOf(drafts: InitialContractDrafts): InitialContract[] {
  return (Object.entries(drafts) as [ContractKind, InitialContractDraft][]).map(
    ([kind, draft]) => ({
      kind,
      tiers: tiersOf(draft.tiers),
      ...(kind === 'dividend' ? { period: draft.period } : {}),
    }),
  );
}

/** The menu's name of a kind ("Daily salary"): its entry's translation key. */
export const kindNameKey = (kind: ContractKind) =>
  agentCentreEntries.find((entry) => entry.condition === kind)!.key;

interface InitialContractsProps {
  drafts: InitialContractDrafts;
  onChange: (drafts: InitialContractDrafts) => void;
  /** Show the problems of the chosen contracts (after a first try). */
  tried: boolean;
}

/**
 * The contracts a new sub-agent holds from its creation (registerCenter, issue 28): one row per
 * kind the agent holds in force, each a checkbox that opens the kind's rate tiers, at rates up to
 * the agent's own. Kinds it holds none of are not offered.
 */
export function InitialContracts({ drafts, onChange, tried }: InitialContractsProps) {
  const { t } = useTranslation(['agentCentre', 'common']);
  const consolidated = useGetConsolidatedQuery();
  const kinds = offerableKinds(consolidated.data);
  if (consolidated.isLoading) return <Loader label={t('common:loading')} />;
  if (consolidated.isError)
    return <p className="lp-agent-page__failed">{t('initialContractsFailed')}</p>;
  return (
    <fieldset className="lp-agent-tiers lp-agent-initial">
      <legend>{t('initialContracts')}</legend>
      <p className="lp-agent-page__note">
        {kinds.length > 0 ? t('initialContractsNote') : t('initialContractsNone')}
      </p>
      {kinds.map((kind) => (
        <InitialContractRow
          key={kind}
          kind={kind}
          draft={drafts[kind]}
          tried={tried}
          onChange={(draft) => {
            const next = { ...drafts };
            if (draft) next[kind] = draft;
            else delete next[kind];
            onChange(next);
          }}
        />
      ))}
    </fieldset>
  );
}

function InitialContractRow({
  kind,
  draft,
  tried,
  onChange,
}: {
  kind: ContractKind;
  draft: InitialContractDraft | undefined;
  tried: boolean;
  onChange: (draft: InitialContractDraft | undefined) => void;
}) {
  const { t } = useTranslation('agentCentre');
  const view = useGetContractViewQuery(kind);
  const own = view.data?.mine?.maxRate;
  const name = t(kindNameKey(kind));
  return (
    <div className="lp-agent-initial__kind">
      <label className="lp-agent-initial__choice">
        <input
          type="checkbox"
          checked={draft !== undefined}
          disabled={own === undefined}
          onChange={(event) =>
            onChange(
              event.target.checked && own !== undefined
                ? { tiers: [{ ...EMPTY_TIER }], period: DIVIDEND_DEFAULT_PERIOD, ownMaxRate: own }
                : undefined,
            )
          }
        />
        {own === undefined ? name : t('initialContractOf', { kind: name, rate: formatRate(own) })}
      </label>
      {view.isError && (
        <small className="lp-agent-form__problem">{t('initialContractsFailed')}</small>
      )}
      {draft && (
        <>
          {kind === 'dividend' && (
            <DividendPeriodField
              value={draft.period}
              onChange={(period) => onChange({ ...draft, period })}
            />
          )}
          <TierEditor
            kind={kind}
            legend={t('initialTiersOf', { kind: name })}
            tiers={draft.tiers}
            onChange={(tiers) => onChange({ ...draft, tiers })}
            check={tried ? checkTiers(kind, draft.tiers, draft.ownMaxRate) : null}
            ownMaxRate={draft.ownMaxRate}
          />
        </>
      )}
    </div>
  );
}
