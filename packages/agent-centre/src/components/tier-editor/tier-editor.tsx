import { ContractLimits } from '@lotusplay/api-client';
import type { ContractKind } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { Button } from '@lotusplay/ui-kit';
import { useId } from 'react';
import { formatRate } from '../../internal/contract-format';
import {
  EMPTY_TIER,
  maxRateOf,
  type TierDraft,
  type TierField,
  type TierProblem,
  type TiersCheck,
} from '../../internal/contract-tiers';

/** Props of {@link TierEditor}. */
export interface TierEditorProps {
  /** The contract kind (its highest rate). */
  kind: ContractKind;
  /** The fieldset's legend. */
  legend: string;
  tiers: TierDraft[];
  onChange: (tiers: TierDraft[]) => void;
  /** The problems to show (after a first try); none when null. */
  check: TiersCheck | null;
  /** The agent's own highest rate, named by the "above your own" problem. */
  ownMaxRate?: string;
}

const FIELDS = [
  { field: 'minValidBet', label: 'minValidBet', inputMode: 'decimal' },
  { field: 'minActiveMembers', label: 'minActiveMembers', inputMode: 'numeric' },
  { field: 'rate', label: 'ratePercent', inputMode: 'decimal' },
] as const satisfies readonly { field: TierField; label: string; inputMode: string }[];

/** `rateTooHigh` → `RateTooHigh` (the translation keys' suffix). */
const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/**
 * The rate tiers of a contract as an editable list: 1 to 5 tiers (add, remove), each with its
 * minimum valid bets, minimum active members and rate (%), each field's problem under it and the
 * order problem under the list.
 */
export function TierEditor({ kind, legend, tiers, onChange, check, ownMaxRate }: TierEditorProps) {
  const { t } = useTranslation('agentCentre');
  const id = useId();

  const problemText = (problem: TierProblem) => {
    const max =
      problem === 'membersFormat'
        ? String(ContractLimits.maxActiveMembers)
        : problem === 'rateAboveOwn'
          ? formatRate(ownMaxRate ?? '0')
          : formatRate(maxRateOf(kind));
    return t(`problem${capitalised(problem)}`, { max });
  };
  const set = (index: number, field: TierField, value: string) =>
    onChange(tiers.map((tier, i) => (i === index ? { ...tier, [field]: value } : tier)));

  return (
    <fieldset
      className="lp-agent-tiers"
      aria-describedby={check?.order ? `${id}-order` : undefined}
    >
      <legend>{legend}</legend>
      <ol className="lp-agent-tiers__list">
        {tiers.map((tier, index) => {
          const problems = check?.fields[index] ?? {};
          return (
            <li key={index}>
              <div
                role="group"
                aria-label={t('tierNumber', { n: index + 1 })}
                className="lp-agent-tiers__row"
              >
                {FIELDS.map(({ field, label, inputMode }) => {
                  const inputId = `${id}-${index}-${field}`;
                  const problem = problems[field];
                  return (
                    <div key={field} className="lp-agent-form__field">
                      <label htmlFor={inputId}>{t(label)}</label>
                      <input
                        id={inputId}
                        name={field}
                        inputMode={inputMode}
                        autoComplete="off"
                        value={tier[field]}
                        maxLength={field === 'rate' ? ContractLimits.rateMaxLength : 18}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? `${inputId}-problem` : undefined}
                        onChange={(event) => set(index, field, event.target.value)}
                      />
                      {problem && (
                        <small id={`${inputId}-problem`} className="lp-agent-form__problem">
                          {problemText(problem)}
                        </small>
                      )}
                    </div>
                  );
                })}
                <Button
                  variant="ghost"
                  size="sm"
                  className="lp-agent-tiers__remove"
                  aria-label={t('removeTierLabel', { n: index + 1 })}
                  disabled={tiers.length <= ContractLimits.minTiers}
                  onClick={() => onChange(tiers.filter((_, i) => i !== index))}
                >
                  {t('removeTier')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {check?.order && (
        <p id={`${id}-order`} className="lp-agent-form__problem">
          {t('problemOrder')}
        </p>
      )}
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={tiers.length >= ContractLimits.maxTiers}
          onClick={() => onChange([...tiers, { ...EMPTY_TIER }])}
        >
          {t('addTier')}
        </Button>
      </div>
    </fieldset>
  );
}
