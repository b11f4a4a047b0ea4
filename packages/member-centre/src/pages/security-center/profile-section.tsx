// The profile of SPEC.md §3 with the brand's rules: every field checked in the browser with the
// same pattern ids the server checks (checkField), locked fields read-only, and the avatars.
import {
  checkField,
  EDITABLE_PROFILE_FIELDS,
  PROFILE_FIELDS,
  type MemberProfileResponse,
  type ProfileField,
  type UpdateProfileRequest,
} from '@lotusplay/api-client';
import {
  loadMemberInfoIfLoggedIn,
  useGetPlayerAvatarQuery,
  useSetAvatarMutation,
  type AuthRootState,
} from '@lotusplay/auth';
import { useTranslation } from '@lotusplay/i18n';
import { Button } from '@lotusplay/ui-kit';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useId, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useUpdateProfileMutation } from './security-center-api';
import { Problem, useProblem } from './use-problem';

const LABEL_KEYS: Record<ProfileField, string> = {
  nickname: 'fieldNickname',
  payeeName: 'fieldPayeeName',
  email: 'fieldEmail',
  mobileNum: 'fieldMobileNum',
  telegram: 'fieldTelegram',
  zalo: 'fieldZalo',
  whatsapp: 'fieldWhatsapp',
  birthday: 'fieldBirthday',
  address: 'fieldAddress',
  nationality: 'fieldNationality',
  occupation: 'fieldOccupation',
  incomeSource: 'fieldIncomeSource',
  birthPlace: 'fieldBirthPlace',
};

/** The translation key of a profile field's label. */
export const profileLabelKey = (field: ProfileField) => LABEL_KEYS[field];

type Editable = (typeof EDITABLE_PROFILE_FIELDS)[number];

/**
 * Reloads the member info the header shows (its nickname and avatar live in the auth slice,
 * filled by the member info call), after a change here.
 */
function useRefreshHeader() {
  const dispatch = useDispatch<ThunkDispatch<AuthRootState, unknown, UnknownAction>>();
  return () => void dispatch(loadMemberInfoIfLoggedIn());
}

/** The avatars of the brand: the chosen one is pressed; choosing one updates the header. */
function AvatarPicker() {
  const { t } = useTranslation('securityCenter');
  const avatars = useGetPlayerAvatarQuery();
  const [setAvatar, state] = useSetAvatarMutation();
  const { problem, fail } = useProblem();
  const refreshHeader = useRefreshHeader();
  const options = avatars.data?.options ?? [];
  if (options.length === 0) return null;
  return (
    <fieldset className="lp-account__avatars">
      <legend>{t('avatarTitle')}</legend>
      <div className="lp-account__avatar-list">
        {options.map((option, index) => (
          <button
            key={option.id}
            type="button"
            className="lp-account__avatar"
            aria-pressed={avatars.data?.current?.id === option.id}
            aria-label={t('avatarChoose', { number: index + 1 })}
            disabled={state.isLoading}
            onClick={() => {
              if (option.id !== undefined)
                setAvatar({ avatarId: option.id }).unwrap().then(refreshHeader, fail);
            }}
          >
            <img src={option.url} alt="" width={48} height={48} />
          </button>
        ))}
      </div>
      <Problem text={problem} />
    </fieldset>
  );
}

/** The profile form. */
export function ProfileSection({ profile }: { profile: MemberProfileResponse }) {
  const { t } = useTranslation('securityCenter');
  const baseId = useId();
  const [update, state] = useUpdateProfileMutation();
  const { problem, setProblem, fail } = useProblem();
  const [saved, setSaved] = useState(false);
  const refreshHeader = useRefreshHeader();
  const [values, setValues] = useState<Record<Editable, string>>(
    () =>
      Object.fromEntries(
        EDITABLE_PROFILE_FIELDS.map((f) => [f, profile.values[f] ?? '']),
      ) as Record<Editable, string>,
  );
  const [fieldProblems, setFieldProblems] = useState<Partial<Record<Editable, string>>>({});
  const locked = new Set(profile.locked);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const changes: UpdateProfileRequest = {};
    const problems: Partial<Record<Editable, string>> = {};
    for (const field of EDITABLE_PROFILE_FIELDS) {
      const value = values[field].trim();
      if (locked.has(field) || value === (profile.values[field] ?? '')) continue;
      const rule = profile.rules.find((r) => r.key === field);
      const found = rule && checkField(value, { ...rule, required: field === 'nickname' });
      if (found) {
        problems[field] =
          found === 'required'
            ? t('fieldRequired')
            : t('fieldInvalid', { min: rule.minLength, max: rule.maxLength });
      } else {
        changes[field] = value;
      }
    }
    setFieldProblems(problems);
    if (Object.keys(problems).length > 0) return setProblem(null);
    setProblem(null);
    try {
      const next = await update(changes).unwrap();
      // The fields show what was saved (trimmed, as the server keeps it).
      setValues(
        Object.fromEntries(EDITABLE_PROFILE_FIELDS.map((f) => [f, next.values[f] ?? ''])) as Record<
          Editable,
          string
        >,
      );
      setSaved(true);
      refreshHeader();
    } catch (error) {
      fail(error);
    }
  };

  return (
    <section className="lp-account__section" aria-labelledby={`${baseId}-profile`}>
      <h4 id={`${baseId}-profile`}>{t('tabProfile')}</h4>
      <AvatarPicker />
      <form className="lp-account__form" onSubmit={(e) => void onSubmit(e)} noValidate>
        {PROFILE_FIELDS.map((field) => {
          const id = `${baseId}-${field}`;
          const hintId = `${id}-hint`;
          const contact = field === 'email' || field === 'mobileNum';
          const isLocked = locked.has(field);
          const fieldProblem = contact ? undefined : fieldProblems[field as Editable];
          return (
            <div key={field} className="lp-account__field">
              <label htmlFor={id}>{t(LABEL_KEYS[field])}</label>
              <input
                id={id}
                value={contact ? (profile.values[field] ?? '') : values[field as Editable]}
                readOnly={contact || isLocked}
                aria-invalid={fieldProblem ? true : undefined}
                aria-describedby={fieldProblem || isLocked || contact ? hintId : undefined}
                placeholder={field === 'birthday' ? t('birthdayHint') : undefined}
                onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
              />
              {(fieldProblem || isLocked || contact) && (
                <small id={hintId} className={fieldProblem ? 'lp-account__problem' : undefined}>
                  {fieldProblem ?? (contact ? t('contactHint') : t('lockedHint'))}
                </small>
              )}
            </div>
          );
        })}
        <Problem text={problem} />
        {saved && <p role="status">{t('saved')}</p>}
        <div className="lp-account__actions">
          <Button type="submit" disabled={state.isLoading}>
            {t('saveProfile')}
          </Button>
        </div>
      </form>
    </section>
  );
}
