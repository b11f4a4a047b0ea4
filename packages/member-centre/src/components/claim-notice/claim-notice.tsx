import { useState } from 'react';

/** What a page says after an action: a status when it went through, an alert when it failed. */
export type Notice = { ok: boolean; text: string };

/** The notice line of a loyalty page (missions, rewards), when there is one. */
export function ClaimNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <p
      className={notice.ok ? 'lp-loyalty-page__ok' : 'lp-loyalty-page__failed'}
      role={notice.ok ? 'status' : 'alert'}
    >
      {notice.text}
    </p>
  );
}

/**
 * A claim that pays once (a mission's reward, a reward centre's reward): which item is being
 * claimed, and the notice it ends with. `claim(id, pay)` runs `pay`, which answers the toast's
 * text, or the failure text when it throws.
 */
export function useClaim(failedText: () => string) {
  const [claimingId, setClaimingId] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const claim = async (id: number, pay: () => Promise<string>) => {
    setClaimingId(id);
    setNotice(null);
    try {
      setNotice({ ok: true, text: await pay() });
    } catch {
      setNotice({ ok: false, text: failedText() });
    } finally {
      setClaimingId(null);
    }
  };
  return { claimingId, notice, setNotice, claim };
}
