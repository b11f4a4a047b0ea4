import type { Licence } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { lazy, Suspense, useState } from 'react';

const LicenceDialog = lazy(() => import('./licence-dialog'));

/** Props of LicenceButton. */
export interface LicenceButtonProps {
  licences: readonly Licence[];
}

/** The top-bar licence button of the home page; opens a dialog with the brand's licences. */
export function LicenceButton({ licences }: LicenceButtonProps) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  if (licences.length === 0) return null;
  return (
    <>
      <button type="button" className="text-button licence-button" onClick={() => setOpen(true)}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M12 2l7 3v6c0 4.5-3 8.6-7 10-4-1.4-7-5.5-7-10V5l7-3zm-1.2 13.2l5.6-5.6-1.4-1.4-4.2 4.2-1.9-1.9-1.4 1.4 3.3 3.3z"
            fill="currentColor"
          />
        </svg>
        <span className="licence-button__label">{t('licences')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <LicenceDialog licences={licences} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
