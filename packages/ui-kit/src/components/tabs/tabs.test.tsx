import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { value: 'hot', label: 'Hot', content: 'Hot games' },
  { value: 'fav', label: 'Favourites', content: 'Favourite games' },
  { value: 'off', label: 'Soon', content: 'Later', disabled: true },
  { value: 'recent', label: 'Recent', content: 'Recent games' },
];

function Controlled({ onChange = () => {} }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState('hot');
  return (
    <Tabs
      label="Game lists"
      items={items}
      value={value}
      onValueChange={(v) => {
        onChange(v);
        setValue(v);
      }}
    />
  );
}

describe('Tabs', () => {
  it('renders a labelled tablist with the selected panel', () => {
    render(<Controlled />);
    expect(screen.getByRole('tablist', { name: 'Game lists' })).toBeInTheDocument();
    const hot = screen.getByRole('tab', { name: 'Hot' });
    expect(hot).toHaveAttribute('aria-selected', 'true');
    expect(hot).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Favourites' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Hot' })).toHaveTextContent('Hot games');
  });

  it('selects on click', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(onChange).toHaveBeenCalledWith('fav');
    expect(screen.getByRole('tabpanel', { name: 'Favourites' })).toHaveTextContent(
      'Favourite games',
    );
  });

  it('moves with arrows, Home and End, skipping disabled tabs and wrapping', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('tab', { name: 'Hot' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Favourites' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Recent' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Recent' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Recent' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Recent' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Soon' })).toBeDisabled();
  });

  it('renders no panel for tabs without content', () => {
    render(
      <Tabs
        label="Login by"
        items={[
          { value: 'user', label: 'Username' },
          { value: 'sms', label: 'SMS' },
        ]}
        value="sms"
        onValueChange={() => {}}
      />,
    );
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
  });
});
