import {
  AccountRecordLimits,
  calendarDaysBetween,
  isCalendarDay,
  LEDGER_KINDS,
  quickDateRange,
} from '@lotusplay/api-client';
import type {
  AccountRecordDateRange,
  AccountRecordQuickRange,
  LedgerKind,
} from '@lotusplay/api-client';
import { selectCurrencySymbol } from '@lotusplay/auth';
import { formatDateTime, formatMoney, useTranslation } from '@lotusplay/i18n';
import { Button, Loader, Pagination } from '@lotusplay/ui-kit';
import { useId, useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { useGetAccountRecordQuery } from '../../api/record-api';

/** The quick ranges offered: the record looks back (SPEC.md §9 also names the next 7 and 30 days). */
const QUICK_RANGES: readonly AccountRecordQuickRange[] = ['last7', 'last30'];

/** The translation key of a ledger kind's name. */
const kindKey = (kind: LedgerKind) => `kind${kind[0]!.toUpperCase()}${kind.slice(1)}`;

type RangeProblem = { key: 'rangeInvalid' | 'rangeReversed' | 'rangeTooLong' };

/** Why a range of days is refused (the server's rule), or null. */
function checkRange({ from, to }: AccountRecordDateRange): RangeProblem | null {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return { key: 'rangeInvalid' };
  const days = calendarDaysBetween(from, to);
  if (days < 0) return { key: 'rangeReversed' };
  if (days + 1 > AccountRecordLimits.maxRangeDays) return { key: 'rangeTooLong' };
  return null;
}

/**
 * transactionHistory (the account record, SPEC.md §2): every movement of the member's money, newest
 * first — time, type, wallet, signed amount, the balance after it and what it was about — with a
 * type filter, the quick ranges of SPEC.md §9 and any range of days up to the server's limit, and
 * paging. Dates are calendar days as the server counts them (UTC); times are shown in local time.
 * It refreshes by itself after any movement of money (the 'Balance' tag).
 */
export default function TransactionHistoryPage() {
  const { t, ready } = useTranslation(['wallet', 'common', 'memberCentre']);
  const currency = useSelector(selectCurrencySymbol);
  const ids = { type: useId(), from: useId(), to: useId(), problem: useId() };
  const [type, setType] = useState<LedgerKind | ''>('');
  const [range, setRange] = useState(() => quickDateRange('last7', new Date()));
  const [draft, setDraft] = useState(range);
  const [quick, setQuick] = useState<AccountRecordQuickRange | null>('last7');
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const record = useGetAccountRecordQuery(
    {
      ...(type ? { type } : {}),
      from: range.from,
      to: range.to,
      pageNo: page,
      pageSize: AccountRecordLimits.defaultPageSize,
    },
    { refetchOnMountOrArgChange: true },
  );

  if (!ready) return <Loader label={t('common:loading')} />;

  const money = (value: string) => {
    const negative = value.startsWith('-');
    return `${negative ? '-' : '+'}${currency}${formatMoney(negative ? value.slice(1) : value)}`;
  };

  const chooseQuick = (choice: AccountRecordQuickRange) => {
    const next = quickDateRange(choice, new Date());
    setQuick(choice);
    setRange(next);
    setDraft(next);
    setProblem(null);
    setPage(1);
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const refused = checkRange(draft);
    setProblem(refused);
    if (refused) return;
    setQuick(null);
    setRange(draft);
    setPage(1);
  };

  const data = record.data;
  return (
    <div className="lp-wallet-page">
      <form className="lp-record-filters" onSubmit={onSearch} noValidate>
        <div className="lp-record-filters__field">
          <label htmlFor={ids.type}>{t('recordType')}</label>
          <select
            id={ids.type}
            value={type}
            onChange={(e) => {
              setType(e.target.value as LedgerKind | '');
              setPage(1);
            }}
          >
            <option value="">{t('allTypes')}</option>
            {LEDGER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(kindKey(kind))}
              </option>
            ))}
          </select>
        </div>
        {(['from', 'to'] as const).map((end) => (
          <div key={end} className="lp-record-filters__field">
            <label htmlFor={ids[end]}>{t(end === 'from' ? 'dateFrom' : 'dateTo')}</label>
            <input
              id={ids[end]}
              type="date"
              value={draft[end]}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? ids.problem : undefined}
              onChange={(e) => setDraft((d) => ({ ...d, [end]: e.target.value }))}
            />
          </div>
        ))}
        <Button type="submit">{t('search')}</Button>
        <div role="group" aria-label={t('quickRanges')} className="lp-record-filters__quick">
          {QUICK_RANGES.map((choice) => (
            <Button
              key={choice}
              type="button"
              size="sm"
              variant={quick === choice ? 'primary' : 'ghost'}
              aria-pressed={quick === choice}
              onClick={() => chooseQuick(choice)}
            >
              {t(choice)}
            </Button>
          ))}
        </div>
        {problem && (
          <p id={ids.problem} role="alert" className="lp-wallet-form__problem">
            {t(problem.key, { days: AccountRecordLimits.maxRangeDays })}
          </p>
        )}
      </form>

      {record.isError && !record.isFetching ? (
        <div role="alert" className="lp-wallet-page__failed">
          <p>{t('recordFailed')}</p>
          <Button variant="secondary" onClick={() => void record.refetch()}>
            {t('common:retry')}
          </Button>
        </div>
      ) : !data ? (
        <Loader label={t('common:loading')} />
      ) : data.total === 0 ? (
        <p className="lp-wallet-page__note">{t('recordEmpty')}</p>
      ) : (
        <>
          <p className="lp-wallet-page__note" aria-live="polite">
            {t('recordCount', { total: data.total })}
          </p>
          <div className="lp-record-scroll" aria-busy={record.isFetching || undefined}>
            <table className="lp-wallet-table lp-record-table">
              <caption className="lp-visually-hidden">{t('memberCentre:accountRecord')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('time')}</th>
                  <th scope="col">{t('recordType')}</th>
                  <th scope="col">{t('walletName')}</th>
                  <th scope="col">{t('amount')}</th>
                  <th scope="col">{t('balanceAfter')}</th>
                  <th scope="col">{t('reference')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((entry) => (
                  <tr key={entry.id}>
                    <td data-label={t('time')}>{formatDateTime(entry.time)}</td>
                    <td data-label={t('recordType')}>{t(kindKey(entry.kind))}</td>
                    <td data-label={t('walletName')}>{entry.wallet.name}</td>
                    <td
                      data-label={t('amount')}
                      className={
                        entry.amount.startsWith('-')
                          ? 'lp-wallet-table__amount lp-record-table__out'
                          : 'lp-wallet-table__amount lp-record-table__in'
                      }
                    >
                      {money(entry.amount)}
                    </td>
                    <td data-label={t('balanceAfter')} className="lp-wallet-table__amount">
                      {currency}
                      {formatMoney(entry.balanceAfter)}
                    </td>
                    <td data-label={t('reference')} className="lp-record-table__reference">
                      {entry.reference}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.totalPages > 1 && (
            <Pagination
              pageCount={data.totalPages}
              page={page}
              onPageChange={setPage}
              label={t('recordPages')}
              previousLabel={t('common:previous')}
              nextLabel={t('common:next')}
              pageLabel={(n) => t('pageNumber', { page: n })}
            />
          )}
        </>
      )}
    </div>
  );
}
