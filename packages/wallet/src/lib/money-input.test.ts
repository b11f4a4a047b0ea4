import { checkAmount } from './money-input';

describe('checkAmount', () => {
  it.each([
    ['', 'amountRequired'],
    ['   ', 'amountRequired'],
    ['0', 'amountInvalid'],
    ['-5', 'amountInvalid'],
    ['1.234', 'amountInvalid'],
    ['1,000', 'amountInvalid'],
    ['1e3', 'amountInvalid'],
    ['abc', 'amountInvalid'],
    ['99999999999999', 'amountInvalid'],
  ])('refuses %j: %s', (text, problem) => {
    expect(checkAmount(text)).toEqual({ problem });
  });

  it('takes a plain decimal, trimmed, in minor units', () => {
    expect(checkAmount(' 12.5 ')).toEqual({ minor: 1250 });
    expect(checkAmount('100')).toEqual({ minor: 10000 });
  });

  it('refuses more than is available', () => {
    expect(checkAmount('10.01', 1000)).toEqual({ problem: 'amountOverBalance' });
    expect(checkAmount('10.00', 1000)).toEqual({ minor: 1000 });
  });
});
