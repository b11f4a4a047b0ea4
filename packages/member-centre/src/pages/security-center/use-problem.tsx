// What a failed My account call says: a known code as the page's own text, else the server's
// message (it names the field: 'zalo: Format is incorrect').
import { isApiError, MemberAccountErrorCodes, WithdrawalErrorCodes } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { useCallback, useState } from 'react';

const KEYS: Partial<Record<string, string>> = {
  [MemberAccountErrorCodes.TotpInvalid]: 'errorTotpInvalid',
  [MemberAccountErrorCodes.CodeInvalid]: 'errorCodeInvalid',
  [MemberAccountErrorCodes.BankNameMismatch]: 'errorBankNameMismatch',
  [MemberAccountErrorCodes.RealNameRequired]: 'bankNeedsRealName',
  [MemberAccountErrorCodes.ProfileFieldLocked]: 'errorLocked',
  [MemberAccountErrorCodes.ContactTaken]: 'errorContactTaken',
  [WithdrawalErrorCodes.LoginPasswordWrong]: 'errorLoginPassword',
  [WithdrawalErrorCodes.PaymentPasswordWrong]: 'errorPaymentPassword',
  [WithdrawalErrorCodes.PaymentPasswordLocked]: 'errorLocked429',
};

/** A problem line's text and setter, and `fail(error)` that turns a rejection into it. */
export function useProblem() {
  const { t } = useTranslation('securityCenter');
  const [problem, setProblem] = useState<string | null>(null);
  const fail = useCallback(
    (error: unknown) => {
      const key = isApiError(error) ? KEYS[error.code] : undefined;
      setProblem(
        key ? t(key) : isApiError(error) && error.message ? error.message : t('loadFailed'),
      );
    },
    [t],
  );
  return { problem, setProblem, fail };
}

/** The problem line (role alert), when there is one. */
export function Problem({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="lp-account__problem">
      {text}
    </p>
  ) : null;
}
