import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is a button named by its label, never a form submit', async () => {
    const onClick = vi.fn();
    render(
      <form onSubmit={() => onClick('submitted')}>
        <IconButton label="Account menu" onClick={() => onClick('clicked')}>
          <svg aria-hidden="true" />
        </IconButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledExactlyOnceWith('clicked');
  });

  it('tells its pressed state when it is a toggle', () => {
    const { rerender } = render(<IconButton label="Light theme" pressed={false} />);
    expect(screen.getByRole('button', { name: 'Light theme', pressed: false })).toBeVisible();
    rerender(<IconButton label="Light theme" pressed />);
    expect(screen.getByRole('button', { name: 'Light theme', pressed: true })).toBeVisible();
    rerender(<IconButton label="Light theme" />);
    expect(screen.getByRole('button', { name: 'Light theme' })).not.toHaveAttribute('aria-pressed');
  });
});
