import { FirebasePhoneAuthError } from './firebase-errors';
import { createFirebasePhoneAuth } from './firebase-phone-auth';

const sdk = vi.hoisted(() => {
  const auth = {
    emulatorConfig: null as null | { url: string },
    settings: { appVerificationDisabledForTesting: false },
    languageCode: null as string | null,
  };
  const verifiers: { container: unknown; params: unknown; clear: () => void }[] = [];
  return {
    auth,
    verifiers,
    apps: [] as { name: string }[],
    inMemoryPersistence: { type: 'NONE' },
    getApps: vi.fn(),
    initializeApp: vi.fn(),
    initializeAuth: vi.fn(),
    connectAuthEmulator: vi.fn(),
    signInWithPhoneNumber: vi.fn(),
    RecaptchaVerifier: vi.fn(function (
      this: (typeof verifiers)[number],
      _auth: unknown,
      container: unknown,
      params: unknown,
    ) {
      this.container = container;
      this.params = params;
      this.clear = vi.fn();
      verifiers.push(this);
    }),
  };
});

vi.mock('firebase/app', () => ({ getApps: sdk.getApps, initializeApp: sdk.initializeApp }));
vi.mock('firebase/auth', () => ({
  initializeAuth: sdk.initializeAuth,
  inMemoryPersistence: sdk.inMemoryPersistence,
  connectAuthEmulator: sdk.connectAuthEmulator,
  signInWithPhoneNumber: sdk.signInWithPhoneNumber,
  RecaptchaVerifier: sdk.RecaptchaVerifier,
}));

const config = { apiKey: 'key', authDomain: 'demo.firebaseapp.com', projectId: 'demo-lotusplay' };

function firebaseError(code: string) {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

function confirmationResult(user: { phoneNumber: string | null; token: string }) {
  return {
    verificationId: 'verification-id',
    confirm: vi.fn(() =>
      Promise.resolve({
        user: { phoneNumber: user.phoneNumber, getIdToken: () => Promise.resolve(user.token) },
      }),
    ),
  };
}

beforeEach(() => {
  sdk.apps.length = 0;
  sdk.verifiers.length = 0;
  sdk.auth.emulatorConfig = null;
  sdk.auth.settings.appVerificationDisabledForTesting = false;
  sdk.auth.languageCode = null;
  sdk.getApps.mockReset().mockImplementation(() => [...sdk.apps]);
  sdk.initializeApp.mockReset().mockImplementation((_options: unknown, name: string) => {
    const app = { name };
    sdk.apps.push(app);
    return app;
  });
  sdk.initializeAuth.mockReset().mockReturnValue(sdk.auth);
  sdk.connectAuthEmulator.mockReset().mockImplementation((auth: typeof sdk.auth, url: string) => {
    auth.emulatorConfig = { url };
  });
  sdk.signInWithPhoneNumber
    .mockReset()
    .mockResolvedValue(confirmationResult({ phoneNumber: '+639170000001', token: 'id-token' }));
  sdk.RecaptchaVerifier.mockClear();
});

describe('createFirebasePhoneAuth', () => {
  it('loads nothing until a code is sent', () => {
    createFirebasePhoneAuth({ config });
    expect(sdk.initializeApp).not.toHaveBeenCalled();
    expect(sdk.initializeAuth).not.toHaveBeenCalled();
  });

  it('sends the code through an invisible reCAPTCHA and returns the token and number on confirm', async () => {
    const adapter = createFirebasePhoneAuth({ config, languageCode: 'vi' });
    const confirmation = await adapter.sendCode(' +639170000001 ', 'recaptcha-box');

    expect(sdk.initializeApp).toHaveBeenCalledWith(config, 'lotusplay-phone-auth');
    expect(sdk.initializeAuth).toHaveBeenCalledWith(sdk.apps[0], {
      persistence: sdk.inMemoryPersistence,
    });
    expect(sdk.connectAuthEmulator).not.toHaveBeenCalled();
    expect(sdk.auth.settings.appVerificationDisabledForTesting).toBe(false);
    expect(sdk.auth.languageCode).toBe('vi');
    const verifier = sdk.verifiers[0]!;
    expect(verifier.container).toBe('recaptcha-box');
    expect(verifier.params).toEqual({ size: 'invisible' });
    expect(sdk.signInWithPhoneNumber).toHaveBeenCalledWith(sdk.auth, '+639170000001', verifier);
    expect(verifier.clear).toHaveBeenCalledOnce();

    await expect(confirmation.confirm(' 123456 ')).resolves.toEqual({
      idToken: 'id-token',
      phoneNumber: '+639170000001',
    });
    const result = (await sdk.signInWithPhoneNumber.mock.results[0]!.value) as ReturnType<
      typeof confirmationResult
    >;
    expect(result.confirm).toHaveBeenCalledWith('123456');
  });

  it('uses the emulator and turns app verification off when emulatorUrl is given', async () => {
    const adapter = createFirebasePhoneAuth({ config, emulatorUrl: 'http://127.0.0.1:9099' });
    await adapter.sendCode('+639170000001', document.createElement('div'));
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith(sdk.auth, 'http://127.0.0.1:9099', {
      disableWarnings: true,
    });
    expect(sdk.auth.settings.appVerificationDisabledForTesting).toBe(true);
  });

  it('loads the SDK once and reuses an existing app of the same name', async () => {
    sdk.apps.push({ name: 'brand-a' });
    const adapter = createFirebasePhoneAuth({
      config,
      appName: 'brand-a',
      emulatorUrl: 'http://x',
    });
    await adapter.preload();
    await adapter.sendCode('+639170000001', 'box');
    await adapter.sendCode('+639171234568', 'box');
    expect(sdk.initializeApp).not.toHaveBeenCalled();
    expect(sdk.initializeAuth).toHaveBeenCalledOnce();
    expect(sdk.connectAuthEmulator).toHaveBeenCalledOnce();
    expect(sdk.verifiers).toHaveLength(2);
  });

  it('falls back to the number it sent to when Firebase gives none', async () => {
    sdk.signInWithPhoneNumber.mockResolvedValue(
      confirmationResult({ phoneNumber: null, token: 't' }),
    );
    const confirmation = await createFirebasePhoneAuth({ config }).sendCode('+84901234567', 'box');
    await expect(confirmation.confirm('654321')).resolves.toEqual({
      idToken: 't',
      phoneNumber: '+84901234567',
    });
  });

  it('rejects a send with the mapped error and still clears the verifier', async () => {
    sdk.signInWithPhoneNumber.mockRejectedValue(firebaseError('auth/invalid-phone-number'));
    const adapter = createFirebasePhoneAuth({ config });
    const failure = adapter.sendCode('09170000001', 'box');
    await expect(failure).rejects.toBeInstanceOf(FirebasePhoneAuthError);
    await expect(failure).rejects.toMatchObject({
      code: 'auth/invalid-phone-number',
      messageKey: 'phoneInvalidNumber',
    });
    expect(sdk.verifiers[0]!.clear).toHaveBeenCalledOnce();
  });

  it('rejects a wrong or expired code with the mapped error', async () => {
    const result = confirmationResult({ phoneNumber: '+639170000001', token: 't' });
    result.confirm.mockRejectedValueOnce(firebaseError('auth/invalid-verification-code'));
    result.confirm.mockRejectedValueOnce(firebaseError('auth/code-expired'));
    sdk.signInWithPhoneNumber.mockResolvedValue(result);
    const confirmation = await createFirebasePhoneAuth({ config }).sendCode('+639170000001', 'box');
    await expect(confirmation.confirm('000000')).rejects.toMatchObject({
      messageKey: 'phoneInvalidCode',
    });
    await expect(confirmation.confirm('000000')).rejects.toMatchObject({
      messageKey: 'phoneCodeExpired',
    });
  });

  it('refuses a blank number or code without calling Firebase', async () => {
    const adapter = createFirebasePhoneAuth({ config });
    await expect(adapter.sendCode('  ', 'box')).rejects.toMatchObject({
      code: 'auth/missing-phone-number',
      messageKey: 'phoneMissingNumber',
    });
    expect(sdk.initializeApp).not.toHaveBeenCalled();

    const confirmation = await adapter.sendCode('+639170000001', 'box');
    const result = (await sdk.signInWithPhoneNumber.mock.results[0]!.value) as ReturnType<
      typeof confirmationResult
    >;
    await expect(confirmation.confirm(' ')).rejects.toMatchObject({
      messageKey: 'phoneMissingCode',
    });
    expect(result.confirm).not.toHaveBeenCalled();
  });

  it('tries to load again after a failed load', async () => {
    sdk.initializeAuth.mockImplementationOnce(() => {
      throw firebaseError('auth/network-request-failed');
    });
    const adapter = createFirebasePhoneAuth({ config });
    await expect(adapter.sendCode('+639170000001', 'box')).rejects.toMatchObject({
      messageKey: 'unknownError',
    });
    await expect(adapter.sendCode('+639170000001', 'box')).resolves.toBeDefined();
    expect(sdk.initializeAuth).toHaveBeenCalledTimes(2);
  });
});
