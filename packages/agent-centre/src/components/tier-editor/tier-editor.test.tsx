import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { checkTiers, EMPTY_TIER, type TierDraft } from '../../internal/contract-tiers';
import { TierEditor } from './tier-editor';

const i18n = createTestI18n({ language: 'EN' });

function Editor({ initial, checked = false }: { initial: TierDraft[]; checked?: boolean }) {
  const [tiers, setTiers] = useState(initial);
  return (
    <I18nProvider i18n={i18n}>
      <TierEditor
        kind="hourSalary"
        legend="Rate tiers"
        tiers={tiers}
        onChange={setTiers}
        check={checked ? checkTiers('hourSalary', tiers, '0.40') : null}
        ownMaxRate="0.40"
      />
      <output>{JSON.stringify(tiers)}</output>
    </I18nProvider>
  );
}

const tiersShown = () => JSON.parse(screen.getByRole('status').textContent ?? '[]') as TierDraft[];

describe('TierEditor', () => {
  it('edits, adds and removes tiers, with the keyboard too', async () => {
    const user = userEvent.setup();
    render(<Editor initial={[{ ...EMPTY_TIER }]} />);
    const list = screen.getByRole('group', { name: 'Rate tiers' });
    const first = within(list).getByRole('group', { name: 'Tier 1' });
    await user.click(within(first).getByRole('textbox', { name: 'Minimum valid bets' }));
    await user.keyboard('1000');
    await user.tab();
    expect(within(first).getByRole('textbox', { name: 'Minimum active members' })).toHaveFocus();
    await user.keyboard('2');
    await user.tab();
    await user.keyboard('0.2');
    expect(tiersShown()).toEqual([{ minValidBet: '1000', minActiveMembers: '2', rate: '0.2' }]);
    // Tab past the (disabled) remove button to "Add tier", and press it.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add tier' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(list).getAllByRole('group', { name: /^Tier / })).toHaveLength(2);
    expect(tiersShown()[1]).toEqual(EMPTY_TIER);
    await user.click(screen.getByRole('button', { name: 'Remove tier 1' }));
    expect(tiersShown()).toEqual([EMPTY_TIER]);
  });

  it('describes each field by its problem', () => {
    render(
      <Editor
        checked
        initial={[
          { minValidBet: 'x', minActiveMembers: '1', rate: '0.5' },
          { minValidBet: '10', minActiveMembers: '-1', rate: '3.5' },
        ]}
      />,
    );
    const [one, two] = screen.getAllByRole('group', { name: /^Tier / });
    expect(
      within(one!).getByRole('textbox', { name: 'Minimum valid bets' }),
    ).toHaveAccessibleDescription('An amount such as 1000 or 1000.50');
    expect(within(one!).getByRole('textbox', { name: 'Rate (%)' })).toHaveAccessibleDescription(
      'At most your own rate, 0.40%',
    );
    expect(
      within(two!).getByRole('textbox', { name: 'Minimum active members' }),
    ).toHaveAccessibleDescription('A whole number from 0 to 100000');
    expect(within(two!).getByRole('textbox', { name: 'Rate (%)' })).toHaveAccessibleDescription(
      'At most 3.00% for this kind',
    );
  });
});
