// What every page that moves money does around its call: one idempotency key per intended
// movement (kept while the same request is retried after a lost answer, renewed once it succeeded,
// was refused, or the request changed), and the server's refusal as text in the reader's language.
import { createIntentKey, isApiError } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { useState } from 'react';

/**
 * `run(request, call)`: calls `call(idempotencyKey)`; the key is the one of the previous attempt
 * when `request` (any JSON value) is the same and that attempt got no answer. Resolves
 * `{ value }` or `{ failed: reason }`, the reason from `errorKeys` (server code → `wallet`
 * namespace key, with `vars`), else the server's message, else "Unknown error".
 */
export function useMoneyIntent(errorKeys: Partial<Record<string, string>>) {
  const { t } = useTranslation(['wallet', 'common']);
  const [intent] = useState(createIntentKey);
  return async function run<T>(
    request: unknown,
    call: (idempotencyKey: string) => Promise<T>,
    vars?: Record<string, string>,
  ): Promise<{ value: T; failed?: undefined } | { value?: undefined; failed: string }> {
    const key = intent.keyFor(request);
    try {
      const value = await call(key);
      intent.answered();
      return { value };
    } catch (error) {
      // A refusal will not change on a retry with the same key: the next press gets a new one.
      if (isApiError(error) && error.status >= 400 && error.status < 500) intent.answered();
      const reason = isApiError(error) ? errorKeys[error.code] : undefined;
      if (reason) return { failed: t(reason, vars ?? {}) };
      return {
        failed: isApiError(error) && error.message ? error.message : t('common:errorUnknown'),
      };
    }
  };
}
