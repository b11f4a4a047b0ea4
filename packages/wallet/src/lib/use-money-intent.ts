// What every page that moves money does around its call: one idempotency key per intended
// movement (kept while the same request is retried after a lost answer, renewed once it succeeded,
// was refused, or the request changed), and the server's refusal as text in the reader's language.
import { isApiError } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { useRef } from 'react';
import { newIdempotencyKey } from './idempotency-key';

/**
 * `run(request, call)`: calls `call(idempotencyKey)`; the key is the one of the previous attempt
 * when `request` (any JSON value) is the same and that attempt got no answer. Resolves
 * `{ value }` or `{ failed: reason }`, the reason from `errorKeys` (server code → `wallet`
 * namespace key, with `vars`), else the server's message, else "Unknown error".
 */
export function useMoneyIntent(errorKeys: Partial<Record<string, string>>) {
  const { t } = useTranslation(['wallet', 'common']);
  const intent = useRef<{ request: string; key: string } | null>(null);
  return async function run<T>(
    request: unknown,
    call: (idempotencyKey: string) => Promise<T>,
    vars?: Record<string, string>,
  ): Promise<{ value: T; failed?: undefined } | { value?: undefined; failed: string }> {
    const text = JSON.stringify(request);
    if (intent.current?.request !== text)
      intent.current = { request: text, key: newIdempotencyKey() };
    try {
      const value = await call(intent.current.key);
      intent.current = null;
      return { value };
    } catch (error) {
      // A refusal will not change on a retry with the same key: the next press gets a new one.
      if (isApiError(error) && error.status >= 400 && error.status < 500) intent.current = null;
      const key = isApiError(error) ? errorKeys[error.code] : undefined;
      if (key) return { failed: t(key, vars ?? {}) };
      return {
        failed: isApiError(error) && error.message ? error.message : t('common:errorUnknown'),
      };
    }
  };
}
