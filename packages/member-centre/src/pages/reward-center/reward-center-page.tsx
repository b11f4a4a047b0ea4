import { RewardErrorCodes, RewardLimits } from '@lotusplay/api-client';
import type { RewardImageUpload, RewardItem } from '@lotusplay/api-client';
import { selectCurrencySymbol } from '@lotusplay/auth';
import { formatMoney, useTranslation } from '@lotusplay/i18n';
import { Button, DataState, dataStateStatus, Loader } from '@lotusplay/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { ClaimNotice, useClaim } from '../../components/claim-notice/claim-notice';
import type { Notice } from '../../components/claim-notice/claim-notice';
import { useSelector } from 'react-redux';
import {
  useApplyRewardMutation,
  useClaimRewardMutation,
  useGetRewardCenterQuery,
  useJoinRewardMutation,
} from './reward-api';

/** `comingSoon` → `ComingSoon` (the translation keys' suffix). */
const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** The code of a refused call (the api client's error shape), if any. */
const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;

/** A file's bytes as base64 (the server reads the type from the bytes). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The form of a join (only a contact) or an application (comment, images, contact). */
function TakePartForm({
  reward,
  onDone,
  onCancel,
}: {
  reward: RewardItem;
  onDone: (notice: Notice) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['loyalty', 'common']);
  const id = useId();
  const [join, joinState] = useJoinRewardMutation();
  const [apply, applyState] = useApplyRewardMutation();
  const [comment, setComment] = useState('');
  const [contact, setContact] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const applying = reward.mode === 'apply';
  // The keyboard follows the press that opened the form: to its first field.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('textarea, input, button')?.focus();
  }, []);
  const busy = joinState.isLoading || applyState.isLoading;
  const prompt =
    reward.contact === 'zalo'
      ? t('rewardZaloPrompt')
      : reward.contact === 'whatsapp'
        ? t('rewardWhatsappPrompt')
        : null;

  const problemOf = (error: unknown) => {
    switch (codeOf(error)) {
      case RewardErrorCodes.ContactRequired:
        return prompt ?? t('rewardFailed');
      case RewardErrorCodes.ImageInvalid:
        return t('rewardImageInvalid');
      case RewardErrorCodes.ImageTooLarge:
        return t('rewardImageTooLarge');
      case RewardErrorCodes.TooManyImages:
        return t('rewardTooManyImages');
      default:
        return t('rewardFailed');
    }
  };

  const onFiles = (chosen: File[]) => {
    setProblem(null);
    if (chosen.length > RewardLimits.maxImages) return setProblem(t('rewardTooManyImages'));
    if (
      chosen.some((f) => !(RewardLimits.imageContentTypes as readonly string[]).includes(f.type))
    ) {
      return setProblem(t('rewardImageInvalid'));
    }
    if (chosen.some((f) => f.size > RewardLimits.imageMaxBytes)) {
      return setProblem(t('rewardImageTooLarge'));
    }
    setFiles(chosen);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (prompt && !new RegExp(RewardLimits.contactPattern).test(contact.trim())) {
      return setProblem(contact.trim() ? t('rewardContactInvalid') : prompt);
    }
    const sent = prompt ? { contact: contact.trim() } : {};
    try {
      if (applying) {
        const images: RewardImageUpload[] = await Promise.all(
          files.map(async (file) => ({ dataBase64: await readBase64(file) })),
        );
        await apply({
          promotionId: reward.promotionId,
          comment: comment.trim(),
          images,
          ...sent,
        }).unwrap();
        onDone({ ok: true, text: t('rewardApplied', { title: reward.title }) });
      } else {
        await join({ promotionId: reward.promotionId, ...sent }).unwrap();
        onDone({ ok: true, text: t('rewardJoined', { title: reward.title }) });
      }
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  return (
    <form
      ref={form}
      className="lp-mission__form"
      aria-label={t(applying ? 'rewardApplyFor' : 'rewardJoinFor', { title: reward.title })}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      {applying && (
        <>
          <label htmlFor={`${id}-comment`}>{t('rewardComment')}</label>
          <textarea
            id={`${id}-comment`}
            value={comment}
            maxLength={RewardLimits.commentMaxLength}
            rows={3}
            onChange={(event) => setComment(event.target.value)}
            aria-describedby={`${id}-count`}
          />
          <p id={`${id}-count`} className="lp-mission__status">
            {t('rewardCommentCount', {
              count: [...comment].length,
              max: RewardLimits.commentMaxLength,
            })}
          </p>
          <label htmlFor={`${id}-images`}>{t('rewardImages')}</label>
          <input
            id={`${id}-images`}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            onChange={(event) => onFiles([...(event.target.files ?? [])])}
          />
          {files.length > 0 && (
            <p className="lp-mission__status">{t('rewardImagesChosen', { count: files.length })}</p>
          )}
        </>
      )}
      {prompt && (
        <>
          <label htmlFor={`${id}-contact`}>{prompt}</label>
          <input
            id={`${id}-contact`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={contact}
            maxLength={RewardLimits.contactInputMaxLength}
            onChange={(event) => setContact(event.target.value)}
          />
        </>
      )}
      {problem && (
        <p className="lp-loyalty-page__failed" role="alert">
          {problem}
        </p>
      )}
      <div className="lp-loyalty-page__head">
        <Button type="submit" disabled={busy}>
          {busy ? t('rewardSending') : t(applying ? 'rewardSubmit' : 'rewardJoin')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('rewardCancel')}
        </Button>
      </div>
    </form>
  );
}

/** One reward: its title, summary, amount, status, and what the member can do now. */
function RewardCard({
  reward,
  money,
  open,
  onOpen,
  onClose,
  onNotice,
  onClaim,
  claiming,
}: {
  reward: RewardItem;
  money: (value: string) => string;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
  onClaim: (reward: RewardItem) => void;
  claiming: boolean;
}) {
  const { t } = useTranslation(['loyalty']);
  const titleId = `lp-reward-${reward.promotionId}`;
  const action =
    reward.status === 'join' || reward.status === 'applying' ? (
      open ? (
        <TakePartForm
          reward={reward}
          onCancel={onClose}
          onDone={(notice) => {
            onClose();
            onNotice(notice);
          }}
        />
      ) : (
        <Button
          onClick={onOpen}
          aria-label={`${t(reward.status === 'join' ? 'rewardJoin' : 'rewardApply')} ${reward.title}`}
        >
          {t(reward.status === 'join' ? 'rewardJoin' : 'rewardApply')}
        </Button>
      )
    ) : reward.status === 'claim' ? (
      <Button
        onClick={() => onClaim(reward)}
        disabled={claiming}
        aria-label={`${t('claim')} ${reward.title}`}
      >
        {claiming ? t('claiming') : t('claim')}
      </Button>
    ) : null;
  return (
    <li
      className={`lp-mission lp-mission--${reward.status === 'claim' ? 'claimable' : reward.status}`}
      aria-labelledby={titleId}
    >
      <h5 id={titleId} className="lp-mission__title">
        {reward.title}
      </h5>
      <p className="lp-mission__kind">{reward.summary}</p>
      <p className="lp-mission__reward">
        {t('reward')}: {money(reward.amount)}
      </p>
      <p className="lp-mission__status">{t(`rewardStatus${capitalised(reward.status)}`)}</p>
      {reward.rejectReason && (
        <p className="lp-mission__status">{t('rewardReason', { reason: reward.rejectReason })}</p>
      )}
      {reward.comment && (
        <p className="lp-mission__status">
          {t('rewardComment')}: {reward.comment}
        </p>
      )}
      {action}
    </li>
  );
}

/**
 * rewardCenter (reward centre, SPEC.md §2): the promotions with a reward, each in its activity
 * status of SPEC.md §4; joining, applying with a comment and images (SPEC.md §5), the Zalo /
 * WhatsApp prompt where a reward needs it, and claiming an approved reward once.
 */
export default function RewardCenterPage() {
  const { t, ready } = useTranslation(['loyalty', 'common']);
  const currency = useSelector(selectCurrencySymbol);
  const rewards = useGetRewardCenterQuery(undefined, { refetchOnMountOrArgChange: true });
  const [claim, claimState] = useClaimRewardMutation();
  const [openId, setOpenId] = useState<number | null>(null);
  const { claimingId, notice, setNotice, claim: claimOnce } = useClaim(() => t('claimFailed'));

  if (!ready) return <Loader label={t('common:loading')} />;

  const money = (value: string) => `${currency}${formatMoney(value)}`;
  const onClaim = (reward: RewardItem) =>
    claimOnce(reward.promotionId, async () => {
      const paid = await claim(reward.promotionId).unwrap();
      return t('claimedToast', { amount: money(paid.amount) });
    });

  return (
    <div className="lp-loyalty-page">
      <ClaimNotice notice={notice} />
      <DataState
        status={dataStateStatus(rewards, (answer) => answer.rewards.length === 0)}
        loadingLabel={t('common:loading')}
        errorMessage={t('rewardsFailed')}
        retryLabel={t('common:retry')}
        onRetry={() => void rewards.refetch()}
        errorClassName="lp-loyalty-page__failed"
        emptyMessage={t('rewardsEmpty')}
        noteClassName="lp-loyalty-page__note"
        count={
          rewards.data &&
          rewards.data.claimable > 0 &&
          t('claimableCount', { count: rewards.data.claimable })
        }
      >
        {rewards.data && (
          <ul className="lp-mission-list" aria-label={t('rewardsTitle')}>
            {rewards.data.rewards.map((reward) => (
              <RewardCard
                key={reward.promotionId}
                reward={reward}
                money={money}
                open={openId === reward.promotionId}
                onOpen={() => {
                  setNotice(null);
                  setOpenId(reward.promotionId);
                }}
                onClose={() => setOpenId(null)}
                onNotice={setNotice}
                onClaim={(r) => void onClaim(r)}
                claiming={claimState.isLoading && claimingId === reward.promotionId}
              />
            ))}
          </ul>
        )}
      </DataState>
    </div>
  );
}
