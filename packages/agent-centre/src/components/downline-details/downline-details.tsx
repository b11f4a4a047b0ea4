// One downline's details on the team management page (SPEC.md §2): type, level, team, balance,
// registration and last activity; its team; and, where the brand allows it, a transfer to it.
import type { Downline } from '@lotusplay/api-client';
import { formatDateTime, useTranslation } from '@lotusplay/i18n';
import { Button } from '@lotusplay/ui-kit';
import { useId, useState } from 'react';
import { useMoney } from '../../internal/use-money';
import { DownlineTransferForm } from '../downline-transfer/downline-transfer-form';

/** `member` → `Member` (the translation keys' suffix). */
const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** Props of {@link DownlineDetails}. */
export interface DownlineDetailsProps {
  member: Downline;
  /** The brand allows transfers to downlines: the Transfer button shows. */
  canTransfer: boolean;
  /** Opens the member's team in the table; absent: no such button. */
  onOpenTeam?: () => void;
  onClose(): void;
}

/** A downline's details, with a transfer to it where the brand allows it. */
export function DownlineDetails({
  member,
  canTransfer,
  onOpenTeam,
  onClose,
}: DownlineDetailsProps) {
  const { t } = useTranslation('agentCentre');
  const money = useMoney();
  const titleId = useId();
  const [transferring, setTransferring] = useState(false);
  const facts: [string, string | number][] = [
    [t('colType'), t(`type${capitalised(member.accountType)}`)],
    [t('colLevel'), member.level],
    [t('colDirect'), member.directCount],
    [t('colTeamSize'), member.teamSize],
    [t('colBalance'), money(member.balance)],
    [t('colRegistered'), formatDateTime(member.registeredAt)],
    [
      t('colLastActive'),
      member.lastActiveAt === null ? t('never') : formatDateTime(member.lastActiveAt),
    ],
  ];
  return (
    <section className="lp-agent-details" aria-labelledby={titleId}>
      <h3 id={titleId} className="lp-agent-details__title">
        {t('detailsTitle', { name: member.username })}
        {member.locked && (
          <>
            {' '}
            <span className="lp-agent-tag">{t('locked')}</span>
          </>
        )}
      </h3>
      <dl className="lp-agent-details__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {!transferring && (
        <div className="lp-agent-form__actions">
          {canTransfer && <Button onClick={() => setTransferring(true)}>{t('transfer')}</Button>}
          {onOpenTeam && (
            <Button variant="secondary" onClick={onOpenTeam}>
              {t('openTeam', { name: member.username })}
            </Button>
          )}
          <Button variant="ghost" onClick={onClose}>
            {t('closeDetails')}
          </Button>
        </div>
      )}
      {transferring && (
        <DownlineTransferForm member={member} onClose={() => setTransferring(false)} />
      )}
    </section>
  );
}
