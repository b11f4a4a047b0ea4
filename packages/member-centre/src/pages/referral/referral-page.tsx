import { ReferralLimits, referralLink } from '@lotusplay/api-client';
import type { ReferredMember } from '@lotusplay/api-client';
import { selectCurrencySymbol } from '@lotusplay/auth';
import { QrCode } from '@lotusplay/content';
import { formatDateTime, formatMoney, useTranslation } from '@lotusplay/i18n';
import {
  Button,
  DataState,
  dataStateStatus,
  Loader,
  Pagination,
  RecordsTable,
} from '@lotusplay/ui-kit';
import { useId, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useGetReferralQuery } from './referral-api';

/** `notQualified` → `NotQualified` (the translation keys' suffix). */
const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** Size of the invite link's QR code, in CSS pixels. */
const QR_SIZE = 160;

/**
 * referral (invite friends, SPEC.md §2): the member's invite link with its referralCode (copied
 * with one press) and its QR code; the operator's rule; the members registered with the code and
 * what their first deposits paid (through the ledger, once each), with paging.
 */
export default function ReferralPage() {
  const { t, ready } = useTranslation(['referral', 'common']);
  const currency = useSelector(selectCurrencySymbol);
  const [page, setPage] = useState(1);
  const referral = useGetReferralQuery(
    { pageNo: page, pageSize: ReferralLimits.defaultPageSize },
    { refetchOnMountOrArgChange: true },
  );
  const linkId = useId();
  const linkInput = useRef<HTMLInputElement>(null);
  const [copyNotice, setCopyNotice] = useState<'copied' | 'copyFailed' | null>(null);

  if (!ready) return <Loader label={t('common:loading')} />;

  const money = (value: string) => `${currency}${formatMoney(value)}`;
  const data = referral.data;
  const link = data ? referralLink(window.location.origin, data.referralCode) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopyNotice('copied');
    } catch {
      // No clipboard (an older browser, a refused permission): the member copies it by hand.
      linkInput.current?.focus();
      linkInput.current?.select();
      setCopyNotice('copyFailed');
    }
  };

  return (
    <div className="lp-loyalty-page lp-referral">
      <h4 className="lp-loyalty-page__title">{t('title')}</h4>
      <DataState
        status={dataStateStatus(referral, () => false)}
        loadingLabel={t('common:loading')}
        errorMessage={t('failed')}
        retryLabel={t('common:retry')}
        onRetry={() => void referral.refetch()}
        errorClassName="lp-loyalty-page__failed"
        emptyMessage={null}
        noteClassName="lp-loyalty-page__note"
      >
        {data && (
          <>
            <section className="lp-referral__share" aria-label={t('linkLabel')}>
              <QrCode
                value={link}
                label={t('qrLabel')}
                size={QR_SIZE}
                className="lp-referral__qr"
              />
              <div className="lp-referral__link">
                <label htmlFor={linkId}>{t('linkLabel')}</label>
                <div className="lp-referral__copy">
                  <input
                    id={linkId}
                    ref={linkInput}
                    className="lp-referral__input"
                    readOnly
                    value={link}
                    onFocus={(event) => event.currentTarget.select()}
                  />
                  <Button onClick={() => void copy()}>{t('copyLink')}</Button>
                </div>
                {copyNotice && (
                  <p
                    className={
                      copyNotice === 'copied' ? 'lp-loyalty-page__ok' : 'lp-loyalty-page__failed'
                    }
                    role={copyNotice === 'copied' ? 'status' : 'alert'}
                  >
                    {t(copyNotice)}
                  </p>
                )}
                <p className="lp-referral__code">
                  {t('codeLabel')}: <strong>{data.referralCode}</strong>
                </p>
                <p className="lp-loyalty-page__note">{t('shareNote')}</p>
                <p className="lp-referral__rule">
                  {data.rule.enabled
                    ? t('ruleOn', {
                        reward: money(data.rule.reward),
                        minimum: money(data.rule.minFirstDeposit),
                      })
                    : t('ruleOff')}
                </p>
              </div>
            </section>
            <dl className="lp-loyalty-totals">
              <div>
                <dt>{t('invited')}</dt>
                <dd>{data.invited}</dd>
              </div>
              <div>
                <dt>{t('rewarded')}</dt>
                <dd>{data.rewarded}</dd>
              </div>
              <div>
                <dt>{t('earned')}</dt>
                <dd>{money(data.earned)}</dd>
              </div>
            </dl>
            {data.total === 0 ? (
              <p className="lp-loyalty-page__note">{t('membersEmpty')}</p>
            ) : (
              <>
                <RecordsTable<ReferredMember>
                  wrapperClassName="lp-record-scroll"
                  className="lp-loyalty-table"
                  caption={t('membersTitle')}
                  busy={referral.isFetching}
                  rows={data.list}
                  rowKey={(member) => `${member.username}-${member.registeredAt}`}
                  columns={[
                    { id: 'member', header: t('colMember'), cell: (m) => m.username },
                    {
                      id: 'registered',
                      header: t('colRegistered'),
                      cell: (m) => formatDateTime(m.registeredAt),
                    },
                    {
                      id: 'deposit',
                      header: t('colFirstDeposit'),
                      cell: (m) => (m.firstDeposit === null ? t('none') : money(m.firstDeposit)),
                    },
                    {
                      id: 'reward',
                      header: t('colReward'),
                      cell: (m) => (m.reward === null ? t('none') : money(m.reward)),
                    },
                    {
                      id: 'status',
                      header: t('colStatus'),
                      cell: (m) => t(`status${capitalised(m.status)}`),
                    },
                  ]}
                />
                {data.totalPages > 1 && (
                  <Pagination
                    pageCount={data.totalPages}
                    page={page}
                    onPageChange={setPage}
                    label={t('pages')}
                    previousLabel={t('common:previous')}
                    nextLabel={t('common:next')}
                    pageLabel={(n) => t('pageNumber', { page: n })}
                  />
                )}
              </>
            )}
          </>
        )}
      </DataState>
    </div>
  );
}
