import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { LotteryPlayType } from '@lotusplay/api-client/contracts';
import { NumberPicker } from './number-picker';

function Picker({ playType }: { playType: LotteryPlayType }) {
  const [picked, setPicked] = useState<string[]>([]);
  return (
    <I18nProvider i18n={createTestI18n({ language: 'EN' })}>
      <NumberPicker playType={playType} picked={picked} onChange={setPicked} max={3} />
      <button type="button">After</button>
    </I18nProvider>
  );
}

describe('NumberPicker', () => {
  it('is one tab stop; the arrow keys move through the grid and Space picks', async () => {
    render(<Picker playType="VN_LO2" />);
    const user = userEvent.setup();
    const first = await screen.findByRole('button', { name: 'Number 00' });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Number 11' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Number 11' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Number 99' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Number 99' })).toHaveFocus();
  });

  it('keeps to the most numbers a bet holds', async () => {
    render(<Picker playType="FAST_1D" />);
    const user = userEvent.setup();
    for (const n of ['1', '2', '3', '4']) {
      await user.click(await screen.findByRole('button', { name: `Number ${n}` }));
    }
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Number 4' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
