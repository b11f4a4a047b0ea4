import {
  checkField,
  fieldProblemMessage,
  findRegisterProblem,
  isSmsCode,
  matchesAcceptedPattern,
  normaliseMobile,
  patternRegExp,
  registerPatterns,
  registerValues,
} from './validation';

const rule = (patternId: number, over: Partial<Parameters<typeof checkField>[1]> = {}) => ({
  required: true,
  minLength: 0,
  maxLength: 0,
  patternId,
  acceptedPattern: '*',
  ...over,
});

describe('register patterns (SPEC.md §5)', () => {
  it('defines ids 0 to 23, each a valid anchored expression', () => {
    expect(Object.keys(registerPatterns).map(Number)).toEqual([...Array(24).keys()]);
    for (const id of Object.keys(registerPatterns).map(Number)) {
      expect(() => patternRegExp(id)).not.toThrow();
      expect(registerPatterns[id]!.source.startsWith('^')).toBe(true);
    }
  });

  it.each([
    [1, 'abc123', 'Abc', '1abc', 'ab c'],
    [2, '张三123', '张三', 'abc', '张 三'],
    [3, 'a.b@example.com', 'x+y@mail.co', 'a@b', 'a b@c.com'],
    [4, 'abc123', 'ABC', 'abc_1', 'ab c'],
    [5, 'abc123', 'A1', 'abcdef', '123456'],
    [6, '0123', '9', '12a', '1 2'],
    [7, 'Abc123', 'ABC', 'abc123', 'Ab-1'],
    [8, 'John Smith', 'abc', 'John1', 'J_S'],
    [9, 'a-b_c!', '中文', 'a b', ' '],
    [10, '中文，句号。', '你好', 'abc', '中 文'],
    [11, '2025-01-31', '1999-12-01', '2025-13-01', '01-31-2025'],
    [12, 'John Smith', 'Ann', 'John  Smith', 'John1'],
    [13, '01-31-2025', '12-01-1999', '2025-01-31', '13-01-2025'],
    [14, 'Nguyễn1', 'abc', 'ab c', 'a_b'],
    [15, '홍길동', '한국', 'abc', '홍 길동'],
    [16, 'สวัสดี', 'ไทย', 'abc', 'ไทย 1'],
    [17, 'สวัสดี John', 'abc', 'abc1', 'ไทย_'],
    [18, 'JOHN SMITH', 'A', 'John', '   '],
    [19, 'Ab1!@#', 'abc', 'ab c', '中文'],
    [20, 'Abc123!', 'xY9#', 'abc123!', 'ABC123!'],
    [21, 'John Smith', 'A B', 'John', 'John  Smith'],
    [22, 'やまだタロウ山田', 'ヤマダ', 'yamada', 'やまだ たろう'],
    [23, 'ABC', 'Z', 'AbC', 'A B'],
  ])('pattern %i accepts %s and %s, refuses %s and %s', (id, ok1, ok2, bad1, bad2) => {
    const re = patternRegExp(id);
    expect(re.test(ok1)).toBe(true);
    expect(re.test(ok2)).toBe(true);
    expect(re.test(bad1)).toBe(false);
    expect(re.test(bad2)).toBe(false);
  });
});

describe('checkField', () => {
  it('treats empty as a problem only when required', () => {
    expect(checkField('', rule(1))).toBe('required');
    expect(checkField('   ', rule(1))).toBe('required');
    expect(checkField(undefined, rule(1, { required: false }))).toBeNull();
  });

  it('counts code points for the length limits', () => {
    expect(checkField('ab', rule(4, { minLength: 3 }))).toBe('tooShort');
    expect(checkField('abcdef', rule(4, { maxLength: 5 }))).toBe('tooLong');
    expect(checkField('홍길동', rule(15, { minLength: 3, maxLength: 3 }))).toBeNull();
  });

  it('applies the pattern id and the accepted characters', () => {
    expect(checkField('a b', rule(4))).toBe('pattern');
    expect(checkField("x' OR 1=1 --", rule(1))).toBe('pattern');
    expect(checkField('<script>', rule(4))).toBe('pattern');
    expect(checkField('abc', rule(0, { acceptedPattern: 'abc' }))).toBeNull();
    expect(checkField('abd', rule(0, { acceptedPattern: 'abc' }))).toBe('pattern');
    expect(matchesAcceptedPattern('anything', '*')).toBe(true);
  });
});

describe('registration values and their first problem', () => {
  const validators = new Map([
    ['username', { ...rule(1, { minLength: 6, maxLength: 16 }), enabled: true }],
    ['password', { ...rule(5, { minLength: 6, maxLength: 20 }), enabled: true }],
    ['email', { ...rule(3, { required: false }), enabled: false }],
  ]);
  const body = { username: 'lotus01', password: 'Play2025', confirmPassword: 'Play2025' };

  it('normalises the number and derives the account name when registering by mobile', () => {
    expect(normaliseMobile(' 917-000 (0001).')).toBe('9170000001');
    expect(registerValues({ ...body, mobileNum: '917 000 0001' }, 'username')).toMatchObject({
      username: 'lotus01',
      mobileNum: '9170000001',
    });
    expect(
      registerValues({ ...body, username: '', mobileNum: '9170000001' }, 'mobile').username,
    ).toBe('m9170000001');
    expect(
      registerValues({ ...body, username: '917-000-0001', mobileNum: '9170000001' }, 'mobile')
        .username,
    ).toBe('m9170000001');
    expect(registerValues({ ...body, email: 42 as unknown as string }, 'username').email).toBe('');
  });

  it('names the first failing field in the server order, or null', () => {
    const values = (over: Record<string, unknown>, mode: 'username' | 'mobile' = 'username') =>
      registerValues({ ...body, ...over }, mode);
    expect(findRegisterProblem(values({}), validators, 'username')).toBeNull();
    expect(findRegisterProblem(values({ username: '1bad' }), validators, 'username')).toMatchObject(
      {
        field: 'username',
        problem: 'tooShort',
      },
    );
    expect(
      findRegisterProblem(values({ password: 'abcdefg' }), validators, 'username'),
    ).toMatchObject({ field: 'password', problem: 'pattern' });
    // Without an enabled validator a required field must still be there.
    expect(
      findRegisterProblem(values({ confirmPassword: ' ' }), validators, 'username'),
    ).toMatchObject({ field: 'confirmPassword', problem: 'required' });
    expect(findRegisterProblem(values({}, 'mobile'), validators, 'mobile')).toMatchObject({
      field: 'mobileNum',
      problem: 'required',
    });
    // A disabled validator checks nothing.
    expect(
      findRegisterProblem(values({ email: 'not-an-email' }), validators, 'username'),
    ).toBeNull();
  });
});

describe('validation messages (SPEC.md §5)', () => {
  it('names the field, then its format message, the empty message or the password length', () => {
    expect(fieldProblemMessage('username', 'pattern')).toBe(
      'username: Account format is incorrect',
    );
    expect(fieldProblemMessage('email', 'tooLong')).toBe('email: E-mail format is incorrect');
    expect(fieldProblemMessage('email', 'required')).toBe('email: Input cannot be empty');
    expect(fieldProblemMessage('wechat', 'pattern')).toBe('wechat: Format is incorrect');
    expect(fieldProblemMessage('newPassword', 'tooShort', { minLength: 6, maxLength: 20 })).toBe(
      'newPassword: Please fill in your password with 6 - 20 characters',
    );
    // Without its rule a password of the wrong length is a format problem.
    expect(fieldProblemMessage('password', 'tooLong')).toBe(
      'password: Password format is incorrect',
    );
  });

  it('takes six digits as an SMS code, nothing else', () => {
    expect(isSmsCode('012345')).toBe(true);
    expect(['12345', '1234567', '12345a', '', ' 123456'].some(isSmsCode)).toBe(false);
  });
});
