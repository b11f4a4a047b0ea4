import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('shows one CLOSE button by default that closes it', async () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Warning">
        Insufficient balance.
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Warning' });
    expect(dialog).toHaveAccessibleDescription('Insufficient balance.');
    expect(dialog.style.width).toBe('400px');
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'CLOSE' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Enter triggers the default button', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <Dialog
        open
        variant="confirm"
        onClose={() => {}}
        title="Log out?"
        buttons={[
          { label: 'Cancel', onClick: onCancel },
          { label: 'Confirm', onClick: onConfirm, isDefault: true },
        ]}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Log out?' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('a loading button is busy and neither a click nor Enter runs it again', async () => {
    const onConfirm = vi.fn();
    render(
      <Dialog
        open
        variant="confirm"
        onClose={() => {}}
        title="Log out?"
        buttons={[{ label: 'Log out', onClick: onConfirm, isDefault: true, loading: true }]}
      />,
    );
    const button = screen.getByRole('button', { name: 'Log out' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Enter on the default CLOSE button closes once', async () => {
    const onClose = vi.fn();
    render(<Dialog open onClose={onClose} title="Done" />);
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Enter on a focused non-default button clicks that button only', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <Dialog
        open
        onClose={onClose}
        title="Leave?"
        buttons={[{ label: 'Stay' }, { label: 'Leave', onClick: onConfirm, isDefault: true }]}
      />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Escape closes and the × button appears with a closeLabel', async () => {
    const onClose = vi.fn();
    render(<Dialog open onClose={onClose} title="Notice" closeLabel="Close dialog" />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('marks the variant and the default button', () => {
    render(
      <Dialog
        open
        variant="warning"
        onClose={() => {}}
        title="Careful"
        buttons={[{ label: 'No' }, { label: 'Yes', isDefault: true }]}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Careful' })).toHaveClass('lp-dialog--warning');
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveClass('lp-button--primary');
    expect(screen.getByRole('button', { name: 'No' })).toHaveClass('lp-button--secondary');
  });
});
