import { useTranslation } from '@lotusplay/i18n';
import { Button } from '@lotusplay/ui-kit';
import { lazy, Suspense, useState } from 'react';
import type { LicenceBadge } from '../licence-badges/licence-badges';

const LicenceDialog = lazy(() => import('./licence-dialog'));

/** Props of {@link LicenceButton}. */
export interface LicenceButtonProps {
  licences: readonly LicenceBadge[];
}

/**
 * The top-bar licence button of the home page (SPEC.md §2); opens a dialog with the brand's
 * licences. Nothing without licences. On a phone only its icon shows (the label stays for
 * screen readers).
 */
export function LicenceButton({ licences }: LicenceButtonProps) {
  const { t } = useTranslation('content');
  const [open, setOpen] = useState(false);
  if (licences.length === 0) return null;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="lp-licence-button"
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M12 2l7 3v6c0 4.5-3 8.6-7 10-4-1.4-7-5.5-7-10V5l7-3zm-1.2 13.2l5.6-5.6-1.4-1.4-4.2 4.2-1.9-1.9-1.4 1.4 3.3 3.3z"
            fill="currentColor"
          />
        </svg>
        <span className="lp-licence-button__label">{t('licencesHeading')}</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LicenceDialog licences={licences} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
