import type { ContractKind } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { DataState, dataStateStatus, Loader } from '@lotusplay/ui-kit';
import { useId } from 'react';
import { useGetContractViewQuery } from '../../api/agent-api';
import { IncomeRecords, useIncomeRecords } from '../../components/income-records/income-records';
import { contractErrorText } from '../../internal/contract-format';
import { GivenContractsSection } from './given-contracts-section';
import { MyContractSection } from './my-contract-section';
import { OfferContractForm } from './offer-contract-form';
import { RateSimulator } from './rate-simulator';

/** Props of {@link ContractPage}. */
export interface ContractPageProps {
  kind: ContractKind;
}

/**
 * The page of one contract kind (bonus: dividends; daily, hourly and real-time salary): my
 * contract (and an offer waiting for me), the contracts I gave, offering one (when I may pass mine
 * on), the rate simulator and the payments of the kind.
 */
export function ContractPage({ kind }: ContractPageProps) {
  const { t, ready } = useTranslation(['agentCentre', 'common']);
  const view = useGetContractViewQuery(kind, { refetchOnMountOrArgChange: true });
  const records = useIncomeRecords(kind);
  const paymentsId = useId();

  if (!ready) return <Loader label={t('common:loading')} />;

  const data = view.data;
  return (
    <div className="lp-agent-page lp-agent-contracts">
      <DataState
        status={dataStateStatus(view, () => false)}
        loadingLabel={t('common:loading')}
        errorMessage={contractErrorText(view.error, t('contractFailed'))}
        retryLabel={t('common:retry')}
        onRetry={() => void view.refetch()}
        errorClassName="lp-agent-page__failed"
        noteClassName="lp-agent-page__note"
        emptyMessage={null}
      >
        {data && (
          <>
            <MyContractSection kind={kind} view={data} />
            {(data.canOffer || data.given.length > 0) && (
              <GivenContractsSection kind={kind} view={data} />
            )}
            {data.canOffer && <OfferContractForm kind={kind} view={data} />}
            <RateSimulator key={data.mine?.id ?? 'none'} kind={kind} view={data} />
          </>
        )}
      </DataState>
      <section className="lp-agent-section" aria-labelledby={paymentsId}>
        <h4 id={paymentsId} className="lp-agent-section__title">
          {t('paymentsTitle')}
        </h4>
        <IncomeRecords records={records} />
      </section>
    </div>
  );
}

/** agentDividendRecordCopy2 (bonus). */
export function DividendContractPage() {
  return <ContractPage kind="dividend" />;
}

/** agentDailyWages2 (daily salary). */
export function DailySalaryContractPage() {
  return <ContractPage kind="dailySalary" />;
}

/** agentHourSalary (hourly salary). */
export function HourSalaryContractPage() {
  return <ContractPage kind="hourSalary" />;
}

/** agentRealtimeSalary (real-time salary). */
export function RealtimeSalaryContractPage() {
  return <ContractPage kind="realtimeSalary" />;
}
