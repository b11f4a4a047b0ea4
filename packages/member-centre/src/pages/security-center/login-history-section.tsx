// Login history: time, address, country, device, and whether the login was verified (a known
// address, or a new one whose proof was given: SPEC.md §4), a page at a time.
import { MemberAccountLimits } from '@lotusplay/api-client';
import { formatDateTime, useTranslation } from '@lotusplay/i18n';
import { Pagination } from '@lotusplay/ui-kit';
import { useId, useState } from 'react';
import { LoadState } from './load-state';
import { useGetLoginHistoryQuery } from './security-center-api';

/** The login history tab. */
export function LoginHistorySection() {
  const { t } = useTranslation('securityCenter');
  const headingId = useId();
  const [pageNo, setPageNo] = useState(1);
  const pageSize = MemberAccountLimits.loginHistoryPageSizeDefault;
  const query = useGetLoginHistoryQuery({ pageNo, pageSize }, { refetchOnMountOrArgChange: true });
  return (
    <section className="lp-account__section" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('historyTitle')}</h4>
      <LoadState query={query}>
        {(data) =>
          data.entries.length === 0 ? (
            <p>{t('historyEmpty')}</p>
          ) : (
            <>
              <div className="lp-account__table-wrap">
                <table className="lp-account__table" aria-labelledby={headingId}>
                  <thead>
                    <tr>
                      <th scope="col">{t('historyTime')}</th>
                      <th scope="col">{t('historyIp')}</th>
                      <th scope="col">{t('historyCountry')}</th>
                      <th scope="col">{t('historyDevice')}</th>
                      <th scope="col">{t('historyVerified')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.entries.map((entry, index) => (
                      <tr key={`${entry.at}-${index}`}>
                        <td>{formatDateTime(entry.at)}</td>
                        <td>
                          {entry.ip}
                          {entry.newAddress && (
                            <span className="lp-account__tag"> {t('historyNewAddress')}</span>
                          )}
                        </td>
                        <td>{entry.country}</td>
                        <td className="lp-account__device" title={entry.device}>
                          {entry.device || '—'}
                        </td>
                        <td>
                          {entry.verified
                            ? entry.method
                              ? t('historyVerifiedBy', { method: t(`method${cap(entry.method)}`) })
                              : t('yes')
                            : t('no')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {data.total > pageSize && (
                <Pagination
                  pageCount={Math.ceil(data.total / pageSize)}
                  page={pageNo}
                  onPageChange={setPageNo}
                  label={t('historyPages')}
                  previousLabel={t('previous')}
                  nextLabel={t('next')}
                />
              )}
            </>
          )
        }
      </LoadState>
    </section>
  );
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
