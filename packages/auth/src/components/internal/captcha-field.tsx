// The captcha input with its image, shown only after the server asked for one (SPEC.md §4).
import { Button } from '@lotusplay/ui-kit';
import { useTranslation } from '@lotusplay/i18n';
import { useCallback, useEffect, useRef } from 'react';
import { useLazyGetCaptchaQuery } from './deps';
import { TextField } from './form-field';

/** Minimum time between two captcha refreshes (SPEC.md §9). */
export const CAPTCHA_REFRESH_MS = 1000;

/** Props of {@link CaptchaField}. */
export interface CaptchaFieldProps {
  /** Formik field holding the typed captcha. */
  name?: string;
  /** Receives the key of the image currently shown, sent back with the form. */
  onKey: (captchaKey: string) => void;
  /** Bumped by the form to fetch a new image (after a failed attempt). */
  refreshToken?: number;
}

/** Captcha text input, the image and a refresh button throttled to once a second. */
export function CaptchaField({ name = 'captcha', onKey, refreshToken = 0 }: CaptchaFieldProps) {
  const { t } = useTranslation('authForms');
  const [fetchCaptcha, { data, isFetching, isError }] = useLazyGetCaptchaQuery();
  const lastFetch = useRef(0);
  const onKeyRef = useRef(onKey);
  onKeyRef.current = onKey;

  const refresh = useCallback(() => {
    const now = Date.now();
    if (now - lastFetch.current < CAPTCHA_REFRESH_MS) return;
    lastFetch.current = now;
    void fetchCaptcha(undefined, false);
  }, [fetchCaptcha]);

  useEffect(() => {
    refresh();
  }, [refresh, refreshToken]);

  useEffect(() => {
    if (data) onKeyRef.current(data.captchaKey);
  }, [data]);

  return (
    <TextField
      name={name}
      label={t('captchaLabel')}
      placeholder={t('captchaPlaceholder')}
      autoComplete="off"
      required
      addon={
        <span style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
          {data && !isError ? (
            <img
              src={`data:image/png;base64,${data.image}`}
              alt={t('captchaImageAlt')}
              height={40}
              style={{ height: 40, width: 'auto' }}
            />
          ) : null}
          <Button variant="secondary" size="sm" loading={isFetching} onClick={refresh}>
            {t('captchaRefresh')}
          </Button>
        </span>
      }
    />
  );
}
