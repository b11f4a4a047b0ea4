// The new-address check of a login (SPEC.md §4): a login from an address the member has not used
// before asks for one of the proofs the brand allows — a code sent to the bound mobile number or
// e-mail, the account name of a bound bank account, or an authenticator ("Google verification")
// code — before the session is usable. Opened by the login flow (logIn) or by any call the server
// refuses with IP_VERIFICATION_REQUIRED; a wrong answer counts as a failed login on the server.
import type { IpProofMethod } from '@lotusplay/api-client';
import { isApiError } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { Button, Loader, Modal } from '@lotusplay/ui-kit';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import {
  useGetIpVerificationQuery,
  useProveIpMutation,
  useSendIpProofCodeMutation,
} from '../../api/auth-api';
import { loadMemberInfoIfLoggedIn, logOut, type AuthThunk } from '../../session/session-thunks';
import type { AppDispatch } from '../internal/deps';
import { authModalClosed } from '../../state/auth-slice';
import { AUTH_MODAL_WIDTH, FormAlert, formStyle } from '../internal/form-field';
import { useAuthModal, type ModalControlProps } from '../internal/use-auth-modal';

const METHOD_KEYS: Record<IpProofMethod, string> = {
  mobile: 'authForms:ipMethodMobile',
  email: 'authForms:ipMethodEmail',
  bankAccountName: 'authForms:ipMethodBank',
  totp: 'authForms:ipMethodTotp',
};

const ANSWER_KEYS: Record<IpProofMethod, string> = {
  mobile: 'authForms:ipAnswerCode',
  email: 'authForms:ipAnswerCode',
  bankAccountName: 'authForms:ipAnswerBank',
  totp: 'authForms:ipAnswerTotp',
};

/** The form inside the modal, mounted only while it is open (its query needs the session). */
function IpVerificationForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation(['authForms', 'auth']);
  const state = useGetIpVerificationQuery(undefined, { refetchOnMountOrArgChange: true });
  const [sendCode, sendState] = useSendIpProofCodeMutation();
  const [prove, proveState] = useProveIpMutation();
  const [chosen, setChosen] = useState<IpProofMethod | null>(null);
  const [answer, setAnswer] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const answerId = useId();
  const groupId = useId();
  const answerRef = useRef<HTMLInputElement>(null);

  if (state.isLoading) return <Loader label={t('authForms:ipLoading')} />;
  if (!state.data) {
    return (
      <div style={formStyle}>
        <FormAlert message={t('authForms:ipLoadFailed')} />
        <Button variant="secondary" onClick={() => void state.refetch()}>
          {t('authForms:ipRetry')}
        </Button>
      </div>
    );
  }
  const { methods, ip, mobile, email } = state.data;
  const target = (m: IpProofMethod) => (m === 'mobile' ? mobile : m === 'email' ? email : '');
  const method = chosen ?? methods[0] ?? null;
  const failed = (error: unknown) =>
    setProblem(isApiError(error) && error.message ? error.message : t('authForms:ipLoadFailed'));

  const send = async () => {
    if (method !== 'mobile' && method !== 'email') return;
    setProblem(null);
    try {
      const result = await sendCode({ method }).unwrap();
      setSent(t('authForms:ipCodeSent', { to: result.sentTo, minutes: result.expiredMinutes }));
      answerRef.current?.focus();
    } catch (error) {
      failed(error);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!method) return;
    if (!answer.trim()) return setProblem(t('authForms:inputRequired'));
    setProblem(null);
    try {
      await prove({ method, answer: answer.trim() }).unwrap();
      onDone();
    } catch (error) {
      // 401: too many wrong answers ended the session (the login popup takes over).
      if (isApiError(error) && error.status === 401) return;
      setAnswer('');
      failed(error);
    }
  };

  return (
    <form style={formStyle} onSubmit={(e) => void submit(e)} noValidate>
      <p>{t('authForms:ipIntro', { ip })}</p>
      {methods.length > 1 && (
        <fieldset>
          <legend id={groupId}>{t('authForms:ipChooseMethod')}</legend>
          {methods.map((m) => (
            <label key={m} style={{ display: 'block' }}>
              <input
                type="radio"
                name="ipMethod"
                value={m}
                checked={m === method}
                onChange={() => {
                  setChosen(m);
                  setAnswer('');
                  setSent(null);
                  setProblem(null);
                }}
              />{' '}
              {t(METHOD_KEYS[m], { to: target(m) })}
            </label>
          ))}
        </fieldset>
      )}
      {methods.length === 1 && method && <p>{t(METHOD_KEYS[method], { to: target(method) })}</p>}
      {(method === 'mobile' || method === 'email') && (
        <div>
          <Button variant="secondary" disabled={sendState.isLoading} onClick={() => void send()}>
            {t('authForms:ipSendCode')}
          </Button>
          {sent && <p role="status">{sent}</p>}
        </div>
      )}
      {method && (
        <div>
          <label htmlFor={answerId}>{t(ANSWER_KEYS[method])}</label>
          <input
            id={answerId}
            ref={answerRef}
            value={answer}
            autoComplete={method === 'bankAccountName' ? 'off' : 'one-time-code'}
            inputMode={method === 'bankAccountName' ? 'text' : 'numeric'}
            onChange={(e) => setAnswer(e.target.value)}
            style={{ display: 'block', width: '100%', minHeight: '2.5rem' }}
          />
        </div>
      )}
      <FormAlert message={problem} />
      <Button type="submit" fullWidth loading={proveState.isLoading} disabled={!method}>
        {t('authForms:ipSubmit')}
      </Button>
      <Button variant="secondary" fullWidth onClick={onCancel}>
        {t('authForms:ipCancel')}
      </Button>
    </form>
  );
}

/** Thunk: the address is proved: the member loads and the modal closes. */
function ipVerified(): AuthThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(authModalClosed());
    await dispatch(loadMemberInfoIfLoggedIn());
  };
}

/** The new-address check; open/onClose default to the auth slice's `ipVerification`. */
export function IpVerificationModal({ open, onClose }: ModalControlProps) {
  const { t } = useTranslation(['authForms', 'auth']);
  const dispatch = useDispatch<AppDispatch>();
  const modal = useAuthModal('ipVerification', { open, onClose });
  // Leaving without the proof ends the session: it can do nothing else.
  const cancel = () => {
    modal.close();
    void dispatch(logOut());
  };
  return (
    <Modal
      open={modal.open}
      onClose={cancel}
      title={t('authForms:ipTitle')}
      width={AUTH_MODAL_WIDTH}
      height="auto"
      role="alertdialog"
    >
      {modal.open && (
        <IpVerificationForm onDone={() => void dispatch(ipVerified())} onCancel={cancel} />
      )}
    </Modal>
  );
}
