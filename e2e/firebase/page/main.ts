// A bare page driving the real adapter against the Auth emulator. '@lotusplay/auth' resolves to
// the package source through the @lotusplay/source condition; the English texts stand in for the
// i18n layer, which the product wires up in the SMS forms.
import {
  createFirebasePhoneAuth,
  FIREBASE_ERROR_MESSAGES,
  smsCountdownSeconds,
  toFirebasePhoneAuthError,
  type PhoneCodeConfirmation,
} from '@lotusplay/auth';

const params = new URLSearchParams(location.search);
const projectId = params.get('project') ?? 'demo-lotusplay';
const adapter = createFirebasePhoneAuth({
  config: { apiKey: 'demo-api-key', authDomain: `${projectId}.firebaseapp.com`, projectId },
  emulatorUrl: params.get('emulator') ?? 'http://127.0.0.1:9099',
  languageCode: 'en',
});

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const status = byId<HTMLParagraphElement>('status');
const error = byId<HTMLParagraphElement>('error');
let pending: PhoneCodeConfirmation | undefined;

function showError(failure: unknown) {
  const wrapped = toFirebasePhoneAuthError(failure);
  error.textContent = FIREBASE_ERROR_MESSAGES[wrapped.messageKey];
  error.dataset.code = wrapped.code;
  status.textContent = '';
}

byId<HTMLFormElement>('send-form').addEventListener('submit', (event) => {
  event.preventDefault();
  error.textContent = '';
  status.textContent = 'Sending…';
  const phone = byId<HTMLInputElement>('phone').value;
  adapter.sendCode(phone, 'recaptcha-container').then((confirmation) => {
    pending = confirmation;
    status.textContent = 'Code sent';
    byId('countdown').textContent = String(smsCountdownSeconds('firebase'));
  }, showError);
});

byId<HTMLFormElement>('confirm-form').addEventListener('submit', (event) => {
  event.preventDefault();
  error.textContent = '';
  if (!pending) return;
  status.textContent = 'Checking…';
  pending.confirm(byId<HTMLInputElement>('code').value).then((result) => {
    byId('result-phone').textContent = result.phoneNumber;
    byId('result-token').textContent = result.idToken;
    status.textContent = 'Signed in';
  }, showError);
});
