import {
  AgentErrorCodes,
  AgentLimits,
  AuthErrorCodes,
  checkField,
  DOWNLINE_ACCOUNT_TYPES,
  ErrorCodes,
  isApiError,
  useGetRegisterSettingQuery,
} from '@lotusplay/api-client';
import type { DownlineAccountType } from '@lotusplay/api-client';
import { fieldHint, findValidator, toTranslate } from '@lotusplay/auth';
import { useTranslation } from '@lotusplay/i18n';
import { Button, Loader } from '@lotusplay/ui-kit';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useCreateDownlineMutation } from '../../api/agent-api';
import { contractErrorText, formatRate } from '../../internal/contract-format';
import {
  InitialContracts,
  initialContractsOf,
  initialContractsValid,
  kindNameKey,
  type InitialContractDrafts,
} from './initial-contracts';

type Field = 'username' | 'nickname';
type FieldErrors = Partial<Record<Field, string>>;

/** `member` → `Member` (the translation keys' suffix). */
const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** The alert of a refused creation that names no field, by error code. */
const ALERT_KEYS: Partial<Record<string, string>> = {
  [AgentErrorCodes.DefaultPasswordNotSet]: 'errorDefaultPassword',
  [AgentErrorCodes.DownlinesRateLimited]: 'errorRateLimited',
  [ErrorCodes.RateLimited]: 'errorRateLimited',
  [AgentErrorCodes.NotAgent]: 'errorNotAgent',
};

/**
 * registerCenter (create downline account, SPEC.md §2): a direct downline of the agent, a member
 * or a sub-agent, with the brand's username rule of registration (its `username` validator,
 * checked as the server checks it). The account's initial password is the brand's default
 * password, which its first login must change: the page says so, never shows it. A sub-agent may
 * hold contracts from its creation, each at rates up to the agent's own (InitialContracts).
 */
export default function RegisterCenterPage() {
  const { t, ready } = useTranslation(['agentCentre', 'authForms', 'common']);
  const setting = useGetRegisterSettingQuery();
  const [createDownline, creation] = useCreateDownlineMutation();
  const [username, setUsername] = useState('');
  const [accountType, setAccountType] = useState<DownlineAccountType>('member');
  const [nickname, setNickname] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const [contracts, setContracts] = useState<InitialContractDrafts>({});
  const [tried, setTried] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const usernameInput = useRef<HTMLInputElement>(null);
  const nicknameInput = useRef<HTMLInputElement>(null);
  const ids = { username: useId(), nickname: useId(), hint: useId() };

  if (!ready) return <Loader label={t('common:loading')} />;

  const translate = toTranslate(t);
  const validator = findValidator(setting.data, 'username');
  const rule = validator?.enabled ? validator : undefined;
  const hint = rule ? fieldHint(rule, translate) : null;
  // An error that is the rule's hint replaces the hint rather than repeating it.
  const hintShown = hint && errors.username !== hint ? hint : null;

  const check = (): FieldErrors => {
    const found: FieldErrors = {};
    const name = username.trim();
    if (!name) found.username = t('authForms:inputRequired');
    else if (Array.from(name).length > AgentLimits.usernameMaxLength)
      found.username = t('tooLong', { max: AgentLimits.usernameMaxLength });
    else if (rule && checkField(name, { ...rule, required: true }))
      found.username = hint ?? t('authForms:accountFormat');
    if (Array.from(nickname.trim()).length > AgentLimits.nicknameMaxLength)
      found.nickname = t('tooLong', { max: AgentLimits.nicknameMaxLength });
    return found;
  };

  const show = (found: FieldErrors) => {
    setErrors(found);
    if (found.username) usernameInput.current?.focus();
    else if (found.nickname) nicknameInput.current?.focus();
  };

  const refused = (error: unknown) => {
    if (!isApiError(error)) return setProblem(t('errorFailed'));
    if (error.code.startsWith('CONTRACT_') || error.message.startsWith('contracts: '))
      return setProblem(contractErrorText(error, t('errorFailed')).replace(/^contracts: /, ''));
    if (error.code === AuthErrorCodes.UsernameTaken)
      return show({ username: t('authForms:usernameTaken') });
    // A VALIDATION_ERROR names its field: 'username: Account format is incorrect'.
    const named = /^(username|nickname): (.+)$/.exec(error.message);
    if (error.code === ErrorCodes.Validation && named) {
      const field = named[1] as Field;
      return show({
        [field]: field === 'username' ? (hint ?? t('authForms:accountFormat')) : named[2]!,
      });
    }
    const key = ALERT_KEYS[error.code];
    setProblem(key ? t(key) : t('errorFailed'));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    setCreated(null);
    const found = check();
    show(found);
    const withContracts = accountType === 'agent' && Object.keys(contracts).length > 0;
    setTried(withContracts);
    if (found.username || found.nickname) return;
    if (withContracts && !initialContractsValid(contracts)) {
      // After the render that shows the problems: the first field with one.
      setTimeout(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    try {
      const answer = await createDownline({
        username: username.trim(),
        accountType,
        ...(nickname.trim() ? { nickname: nickname.trim() } : {}),
        ...(withContracts ? { contracts: initialContractsOf(contracts) } : {}),
      }).unwrap();
      const held = answer.contracts
        .map((contract) => `${t(kindNameKey(contract.kind))} ${formatRate(contract.maxRate)}`)
        .join(', ');
      setCreated(
        held
          ? `${t('created', { name: answer.username })} ${t('createdContracts', { list: held })}`
          : t('created', { name: answer.username }),
      );
      setUsername('');
      setNickname('');
      setAccountType('member');
      setContracts({});
      setTried(false);
    } catch (error) {
      refused(error);
    }
  };

  const describedBy = (field: Field, extra?: string | null) =>
    [errors[field] ? `${ids[field]}-error` : null, extra].filter(Boolean).join(' ') || undefined;

  return (
    <div className="lp-agent-page">
      <p className="lp-agent-page__note">{t('registerNote')}</p>
      <form
        ref={formRef}
        className={`lp-agent-form${accountType === 'agent' ? ' lp-agent-form--wide' : ''}`}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <div className="lp-agent-form__field">
          <label htmlFor={ids.username}>{t('username')}</label>
          <input
            id={ids.username}
            ref={usernameInput}
            name="username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={AgentLimits.usernameMaxLength}
            value={username}
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={describedBy('username', hintShown ? ids.hint : null)}
            onChange={(event) => {
              setUsername(event.target.value);
              if (errors.username) setErrors({ ...errors, username: undefined });
            }}
          />
          {errors.username && (
            <small id={`${ids.username}-error`} className="lp-agent-form__problem">
              {errors.username}
            </small>
          )}
          {hintShown && <small id={ids.hint}>{hintShown}</small>}
        </div>
        <fieldset className="lp-agent-form__choice">
          <legend>{t('accountType')}</legend>
          {DOWNLINE_ACCOUNT_TYPES.map((type) => (
            <label key={type}>
              <input
                type="radio"
                name="accountType"
                value={type}
                checked={accountType === type}
                onChange={() => setAccountType(type)}
              />
              {t(`type${capitalised(type)}`)}
            </label>
          ))}
        </fieldset>
        <div className="lp-agent-form__field">
          <label htmlFor={ids.nickname}>{t('nickname')}</label>
          <input
            id={ids.nickname}
            ref={nicknameInput}
            name="nickname"
            autoComplete="off"
            maxLength={AgentLimits.nicknameMaxLength}
            value={nickname}
            aria-invalid={errors.nickname ? true : undefined}
            aria-describedby={describedBy('nickname')}
            onChange={(event) => {
              setNickname(event.target.value);
              if (errors.nickname) setErrors({ ...errors, nickname: undefined });
            }}
          />
          {errors.nickname && (
            <small id={`${ids.nickname}-error`} className="lp-agent-form__problem">
              {errors.nickname}
            </small>
          )}
        </div>
        {accountType === 'agent' && (
          <InitialContracts drafts={contracts} onChange={setContracts} tried={tried} />
        )}
        {problem && (
          <p role="alert" className="lp-agent-page__failed">
            {problem}
          </p>
        )}
        <div className="lp-agent-form__actions">
          <Button type="submit" loading={creation.isLoading}>
            {t('createSubmit')}
          </Button>
        </div>
      </form>
      <p role="status" className="lp-agent-page__ok">
        {created}
      </p>
    </div>
  );
}
