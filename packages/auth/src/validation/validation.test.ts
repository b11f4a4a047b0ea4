import { ErrorCodes } from '@lotusplay/api-client';
import { buildRegisterSetting, buildRegisterValidator } from '@lotusplay/api-client/testing';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { ValidationError } from 'yup';
import {
  authErrorMessage,
  fieldHint,
  lengthRange,
  phoneAuthErrorMessage,
  toTranslate,
} from './messages';
import {
  buildChangePasswordSchema,
  buildForgotEmailSchema,
  buildForgotPhoneSchema,
  buildLoginSchema,
  buildRegisterSchema,
  buildSmsRequestSchema,
  registerFieldsShown,
} from './schemas';

const i18n = createTestI18n({ language: 'EN', syncDocumentLang: false });
const t = toTranslate(i18n.t.bind(i18n));

/** Every field error of `schema` for `values`, as { field: message }. */
async function errorsOf(
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  values: Record<string, unknown>,
): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message]));
  }
}

const setting = buildRegisterSetting({
  validators: [
    buildRegisterValidator({ key: 'username', minLength: 6, maxLength: 16, patternId: 1 }),
    buildRegisterValidator({ key: 'password', minLength: 6, maxLength: 20, patternId: 5 }),
    buildRegisterValidator({
      key: 'mobileNum',
      required: false,
      minLength: 8,
      maxLength: 15,
      patternId: 6,
    }),
    buildRegisterValidator({
      key: 'email',
      required: false,
      minLength: 5,
      maxLength: 50,
      patternId: 3,
    }),
    buildRegisterValidator({
      key: 'payeeName',
      required: true,
      minLength: 2,
      maxLength: 30,
      patternId: 8,
    }),
    buildRegisterValidator({
      key: 'paymentPassword',
      required: false,
      minLength: 6,
      maxLength: 6,
      patternId: 6,
    }),
    buildRegisterValidator({ key: 'wechat', enabled: false, required: true }),
  ],
});

const valid = {
  username: 'lucky01',
  password: 'abc123',
  confirmPassword: 'abc123',
  payeeName: 'Juan Cruz',
  paymentPassword: '123456',
  terms: true,
};

describe('hints and messages', () => {
  it('substitutes min and max, one number when equal', () => {
    expect(lengthRange(6, 16)).toBe('6 - 16');
    expect(lengthRange(6, 6)).toBe('6');
    expect(fieldHint({ minLength: 6, maxLength: 16, patternId: 1 }, t)).toBe(
      '6 - 16 characters, starting with a letter, letters and digits only',
    );
    expect(fieldHint({ minLength: 6, maxLength: 6, patternId: 6 }, t)).toBe('6 digits');
  });

  it('has a hint for every pattern id 0–23 in every language', () => {
    for (const lang of ['EN', 'CN', 'VI', 'TH', 'JA', 'TY', 'ID']) {
      const local = createTestI18n({ language: lang, syncDocumentLang: false });
      const lt = toTranslate(local.t.bind(local));
      const hints = new Set<string>();
      for (let id = 0; id <= 23; id += 1) {
        const hint = fieldHint({ minLength: 4, maxLength: 9, patternId: id }, lt);
        expect(hint, `${lang} ${id}`).not.toContain('hintPattern');
        if (id !== 11 && id !== 13) expect(hint, `${lang} ${id}`).toContain('4 - 9');
        hints.add(hint);
      }
      expect(hints.size, lang).toBe(24);
    }
  });

  it('translates server error codes, else shows the server message', () => {
    expect(authErrorMessage({ status: 401, code: 'LOGIN_FAILED', message: 'x' }, t)).toBe(
      'Incorrect username or password',
    );
    expect(authErrorMessage({ status: 400, code: 'SMS_CODE_INVALID', message: 'x' }, t)).toBe(
      'Please enter a valid verification code',
    );
    expect(authErrorMessage({ status: 0, code: ErrorCodes.Network, message: 'x' }, t)).toBe(
      'Network link is abnormal, please try again',
    );
    expect(
      authErrorMessage(
        { status: 400, code: 'VALIDATION_ERROR', message: 'username: Account format is incorrect' },
        t,
      ),
    ).toBe('username: Account format is incorrect');
    const cn = createTestI18n({ language: 'CN', syncDocumentLang: false });
    expect(
      authErrorMessage(
        { status: 429, code: 'SMS_RATE_LIMITED', message: 'x' },
        toTranslate(cn.t.bind(cn)),
      ),
    ).toBe('请求过于频繁，请5分钟后再试。');
  });

  it('maps phone-auth codes to the SPEC §8 messages', () => {
    expect(phoneAuthErrorMessage('auth/invalid-phone-number', t)).toBe(
      'Invalid phone number format.',
    );
    expect(phoneAuthErrorMessage('code-expired', t)).toBe(
      'Verification code has expired, please send again.',
    );
    expect(phoneAuthErrorMessage('auth/whatever', t)).toBe('Unknown error');
  });
});

describe('buildRegisterSchema', () => {
  it('accepts a valid registration and shows only enabled fields', async () => {
    const schema = buildRegisterSchema(setting, { mode: 'username', smsVerification: false, t });
    expect(await errorsOf(schema, valid)).toEqual({});
    expect(registerFieldsShown(setting, { mode: 'username', smsVerification: false })).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'payeeName',
      'email',
      'paymentPassword',
      'terms',
    ]);
    expect(Object.keys(schema.fields)).not.toContain('wechat');
  });

  it('reports every SPEC §5 rule with its message', async () => {
    const schema = buildRegisterSchema(setting, { mode: 'username', smsVerification: false, t });
    expect(
      await errorsOf(schema, {
        username: '1abcdef',
        password: 'abc',
        confirmPassword: 'abd',
        email: 'nope',
        payeeName: 'Juan 9',
        paymentPassword: '',
        terms: false,
      }),
    ).toEqual({
      username: 'Account format is incorrect',
      password: 'Please fill in your password with 6 - 20 characters',
      confirmPassword: 'Confirmation password is not correct.',
      email: 'E-mail format is incorrect',
      payeeName: 'Real name format is incorrect',
      paymentPassword: 'Input cannot be empty',
      terms: 'Please read and agree to the terms and conditions',
    });
    expect(
      await errorsOf(schema, { ...valid, password: 'abcdefg', confirmPassword: 'abcdefg' }),
    ).toEqual({
      password: 'Password format is incorrect',
    });
    expect(await errorsOf(schema, { ...valid, username: 'abc' })).toEqual({
      username: '6 - 16 characters, starting with a letter, letters and digits only',
    });
  });

  it('trims values and leaves optional fields optional', async () => {
    const schema = buildRegisterSchema(setting, { mode: 'username', smsVerification: false, t });
    expect(
      await errorsOf(schema, { ...valid, username: '  lucky01  ', email: '   ', mobileNum: '' }),
    ).toEqual({});
  });

  it('requires the mobile number and a 0–255 character code with sms verification or by mobile', async () => {
    const bySms = buildRegisterSchema(setting, { mode: 'username', smsVerification: true, t });
    expect(await errorsOf(bySms, valid)).toEqual({
      mobileNum: 'Please enter a valid mobile number',
      verificationCode: 'Please enter a valid verification code',
    });
    expect(
      await errorsOf(bySms, { ...valid, mobileNum: '91712345', verificationCode: 'x'.repeat(256) }),
    ).toEqual({ verificationCode: 'Please enter a valid verification code' });
    expect(
      await errorsOf(bySms, { ...valid, mobileNum: '91712345', verificationCode: 'x'.repeat(255) }),
    ).toEqual({});

    const byMobile = buildRegisterSchema(setting, { mode: 'mobile', smsVerification: false, t });
    expect(Object.keys(byMobile.fields)).not.toContain('username');
    const { username: _omit, ...mobileValues } = valid;
    void _omit;
    expect(await errorsOf(byMobile, { ...mobileValues, mobileNum: '12ab' })).toEqual({
      mobileNum: 'Please enter a valid mobile number',
      verificationCode: 'Please enter a valid verification code',
    });
  });
});

describe('the other schemas', () => {
  it('login: username and password required, captcha only when shown', async () => {
    expect(
      await errorsOf(buildLoginSchema({ type: 'username', captchaShown: false, t }), {
        username: '  ',
        password: '',
      }),
    ).toEqual({
      username: 'Please enter the username and password',
      password: 'Please enter the username and password',
    });
    expect(
      await errorsOf(buildLoginSchema({ type: 'username', captchaShown: true, t }), {
        username: 'a',
        password: 'b',
      }),
    ).toEqual({ captcha: 'Please enter the captcha' });
    expect(
      await errorsOf(buildLoginSchema({ type: 'sms', captchaShown: false, t }), {
        mobileNum: '91a',
        verificationCode: '',
      }),
    ).toEqual({
      mobileNum: 'Please enter a valid mobile number',
      verificationCode: 'Please enter a valid verification code',
    });
  });

  it('change password: rule, confirmation, old password only when asked', async () => {
    const passwordRule = buildRegisterValidator({
      key: 'password',
      minLength: 6,
      maxLength: 20,
      patternId: 5,
    });
    const withOld = buildChangePasswordSchema({ passwordRule, requireOld: true, t });
    expect(
      await errorsOf(withOld, { newPassword: 'abc123', confirmNewPassword: 'abc124' }),
    ).toEqual({
      oldPassword: 'Input cannot be empty',
      confirmNewPassword: 'Incorrect confirmation input',
    });
    const withoutOld = buildChangePasswordSchema({ passwordRule, requireOld: false, t });
    expect(
      await errorsOf(withoutOld, { newPassword: 'abc123', confirmNewPassword: 'abc123' }),
    ).toEqual({});
  });

  it('forgot by e-mail, by phone, and the sms request check their rules', async () => {
    expect(await errorsOf(buildForgotEmailSchema({ t }), { username: 'u', email: 'x@' })).toEqual({
      email: 'E-mail format is incorrect',
    });
    expect(
      await errorsOf(buildForgotPhoneSchema({ t, withConfirm: true }), {
        mobileNum: '917',
        verificationCode: '',
        newPassword: 'a',
        confirmNewPassword: 'b',
      }),
    ).toEqual({
      verificationCode: 'Please enter a valid verification code',
      confirmNewPassword: 'Incorrect confirmation input',
    });
    expect(await errorsOf(buildSmsRequestSchema({ t }), { mobileNum: '' })).toEqual({
      mobileNum: 'Please enter a valid mobile number',
    });
  });
});
