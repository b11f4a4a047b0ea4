import { checkTiers, draftsOf, tiersOf, tiersValid, type TierDraft } from './contract-tiers';

const tier = (minValidBet: string, minActiveMembers: string, rate: string): TierDraft => ({
  minValidBet,
  minActiveMembers,
  rate,
});

describe('checkTiers', () => {
  it('accepts a ladder of rising rates and thresholds', () => {
    const check = checkTiers('dailySalary', [
      tier('0', '0', '0.5'),
      tier('1000.5', '3', '1'),
      tier('1000.50', '3', '3.00'),
    ]);
    expect(check).toEqual({ fields: [{}, {}, {}], order: false });
    expect(tiersValid(check)).toBe(true);
  });

  it('names the problem of each field', () => {
    const check = checkTiers('dailySalary', [
      tier('', '', ''),
      tier('1,000', '1.5', '0'),
      tier('-1', '100001', '0.001'),
      tier('01', '7', '3.01'),
    ]);
    expect(check.fields).toEqual([
      { minValidBet: 'required', minActiveMembers: 'required', rate: 'required' },
      { minValidBet: 'amountFormat', minActiveMembers: 'membersFormat', rate: 'rateFormat' },
      { minValidBet: 'amountFormat', minActiveMembers: 'membersFormat', rate: 'rateFormat' },
      { minValidBet: 'amountFormat', rate: 'rateTooHigh' },
    ]);
    expect(tiersValid(check)).toBe(false);
  });

  it('bounds each rate by the kind, then by the agent’s own rate', () => {
    expect(checkTiers('dividend', [tier('0', '0', '60')]).fields).toEqual([{}]);
    expect(checkTiers('dividend', [tier('0', '0', '60.01')]).fields).toEqual([
      { rate: 'rateTooHigh' },
    ]);
    expect(checkTiers('hourSalary', [tier('0', '0', '0.5')], '0.40').fields).toEqual([
      { rate: 'rateAboveOwn' },
    ]);
  });

  it.each([
    ['a rate no higher', [tier('0', '0', '1'), tier('10', '1', '1')]],
    ['a lower valid-bet threshold', [tier('100', '0', '1'), tier('99.99', '1', '2')]],
    ['fewer active members', [tier('0', '5', '1'), tier('10', '4', '2')]],
  ])('finds the order wrong with %s', (_name, drafts) => {
    const check = checkTiers('dailySalary', drafts);
    expect(check.order).toBe(true);
    expect(tiersValid(check)).toBe(false);
  });
});

describe('tiersOf and draftsOf', () => {
  it('sends amounts and rates with two decimals, and edits them back', () => {
    const tiers = tiersOf([tier(' 1000.5 ', '3', '0.5'), tier('2000', '04', '1')]);
    expect(tiers).toEqual([
      { minValidBet: '1000.50', minActiveMembers: 3, rate: '0.50' },
      { minValidBet: '2000.00', minActiveMembers: 4, rate: '1.00' },
    ]);
    expect(draftsOf(tiers)).toEqual([tier('1000.50', '3', '0.50'), tier('2000.00', '4', '1.00')]);
  });
});
