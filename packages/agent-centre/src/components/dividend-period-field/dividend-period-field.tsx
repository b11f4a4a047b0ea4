import { DIVIDEND_PERIODS } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { useId } from 'react';
import type { DividendPeriod } from '../../api/agent-api';

/** The settlement period of a dividend contract (weekly, semimonthly, monthly), as a labelled select. */
export function DividendPeriodField({
  value,
  onChange,
}: {
  value: DividendPeriod;
  onChange: (period: DividendPeriod) => void;
}) {
  const { t } = useTranslation('agentCentre');
  const id = useId();
  return (
    <div className="lp-agent-form__field">
      <label htmlFor={id}>{t('settlementPeriod')}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as DividendPeriod)}
      >
        {DIVIDEND_PERIODS.map((p) => (
          <option key={p} value={p}>
            {t(`settlePeriod${p}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
