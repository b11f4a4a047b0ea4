// The withdrawal bank accounts: the list (numbers masked by the server), adding one (the holder
// name must be the real name where the brand says so: it is filled in and read-only then), and
// removing one.
import { normaliseBankAccountNumber } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { Button } from '@lotusplay/ui-kit';
import { useId, useState, type FormEvent } from 'react';
import {
  useAddBankAccountMutation,
  useGetBankAccountsQuery,
  useRemoveBankAccountMutation,
} from './security-center-api';
import { LoadState } from './load-state';
import { Problem, useProblem } from './use-problem';

/** The bank accounts tab. */
export function BankAccountsSection() {
  const { t } = useTranslation('securityCenter');
  const query = useGetBankAccountsQuery();
  const [add, addState] = useAddBankAccountMutation();
  const [remove, removeState] = useRemoveBankAccountMutation();
  const { problem, setProblem, fail } = useProblem();
  const ids = { heading: useId(), bank: useId(), name: useId(), number: useId() };
  const [v, setV] = useState({ bank: '', name: '', number: '' });
  const [added, setAdded] = useState(false);
  const fixedName = query.data?.nameMustMatch ? (query.data.realName ?? '') : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAdded(false);
    const bankCode = v.bank || query.data?.banks[0]?.code || '';
    const accountName = fixedName ?? v.name.trim();
    if (!bankCode || !accountName) return setProblem(t('fieldRequired'));
    if (!normaliseBankAccountNumber(v.number)) return setProblem(t('bankNumberInvalid'));
    setProblem(null);
    try {
      await add({ bankCode, accountName, accountNumber: v.number }).unwrap();
      setV((s) => ({ ...s, name: '', number: '' }));
      setAdded(true);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <section className="lp-account__section" aria-labelledby={ids.heading}>
      <h4 id={ids.heading}>{t('bankTitle')}</h4>
      <LoadState query={query}>
        {(data) => (
          <>
            {data.accounts.length === 0 ? (
              <p>{t('bankNone')}</p>
            ) : (
              <ul className="lp-account__banks">
                {data.accounts.map((account) => (
                  <li key={account.id}>
                    <span>
                      {account.bankName} · {account.accountName} · {account.accountNumber}
                    </span>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={removeState.isLoading}
                      aria-label={t('removeBank', {
                        bank: account.bankName,
                        number: account.accountNumber,
                      })}
                      onClick={() => void remove(account.id).unwrap().catch(fail)}
                    >
                      {t('remove')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {data.accounts.length >= data.max ? (
              <p>{t('bankLimit', { max: data.max })}</p>
            ) : fixedName === '' ? (
              <p>{t('bankNeedsRealName')}</p>
            ) : (
              <form
                className="lp-account__form"
                aria-label={t('addBank')}
                onSubmit={(e) => void onSubmit(e)}
                noValidate
              >
                <div className="lp-account__field">
                  <label htmlFor={ids.bank}>{t('bank')}</label>
                  <select
                    id={ids.bank}
                    value={v.bank || data.banks[0]?.code || ''}
                    onChange={(e) => setV((s) => ({ ...s, bank: e.target.value }))}
                  >
                    {data.banks.map((bank) => (
                      <option key={bank.code} value={bank.code}>
                        {bank.name}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="lp-account__field">
                  <label htmlFor={ids.name}>{t('accountName')}</label>
                  <input
                    id={ids.name}
                    value={fixedName ?? v.name}
                    readOnly={fixedName !== null}
                    aria-describedby={fixedName !== null ? `${ids.name}-hint` : undefined}
                    onChange={(e) => setV((s) => ({ ...s, name: e.target.value }))}
                  />
                  {fixedName !== null && <small id={`${ids.name}-hint`}>{t('bankNameRule')}</small>}
                </div>
                <div className="lp-account__field">
                  <label htmlFor={ids.number}>{t('accountNumber')}</label>
                  <input
                    id={ids.number}
                    inputMode="numeric"
                    autoComplete="off"
                    value={v.number}
                    onChange={(e) => setV((s) => ({ ...s, number: e.target.value }))}
                  />
                </div>
                <Problem text={problem} />
                {added && <p role="status">{t('bankAdded')}</p>}
                <div className="lp-account__actions">
                  <Button type="submit" disabled={addState.isLoading}>
                    {t('addBank')}
                  </Button>
                </div>
              </form>
            )}
          </>
        )}
      </LoadState>
    </section>
  );
}
