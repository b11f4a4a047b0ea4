import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal, type ModalProps } from './modal';

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        title="Notice"
        closeLabel="Close"
        {...props}
        open={open}
        onClose={() => setOpen(false)}
      >
        <label>
          Name <input />
        </label>
        <label>
          Note <textarea />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Modal open={false} onClose={() => {}} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog labelled by its title, in a portal, with the SPEC default size', () => {
    const { container } = render(<Modal open onClose={() => {}} title="Notice" />);
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(dialog.style.width).toBe('600px');
    // 300 px, or less on a screen too short for it (the body scrolls then, not the page).
    expect(dialog.style.minHeight).toBe('min(300px, 100%)');
  });

  it('takes a height of "auto" as it is', () => {
    render(<Modal open onClose={() => {}} title="Auto" height="auto" />);
    expect(screen.getByRole('dialog', { name: 'Auto' }).style.minHeight).toBe('auto');
  });

  it('moves focus in on open and back to the opener on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps open on Escape when closeOnEscape is false', async () => {
    const user = userEvent.setup();
    render(<Harness closeOnEscape={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('runs onEnter from an input but not from a textarea', async () => {
    const user = userEvent.setup();
    const onEnter = vi.fn();
    render(<Harness onEnter={onEnter} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'line{Enter}');
    expect(onEnter).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x{Enter}');
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it('does not close on a backdrop click by default', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps focus inside after a backdrop click, so Escape still closes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a backdrop click when closeOnBackdrop', async () => {
    const user = userEvent.setup();
    render(<Harness closeOnBackdrop />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the modal', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
  });

  it('locks body scroll while open and restores the position', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { value: 240, configurable: true });
    render(<Harness lockScroll />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-240px');
    await user.keyboard('{Escape}');
    expect(document.body.style.position).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(0, 240);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('does not touch body scroll without lockScroll', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.position).toBe('');
  });

  it('moves with a pointer drag on its header', () => {
    render(<Modal open onClose={() => {}} title="Drag me" />);
    const dialog = screen.getByRole('dialog', { name: 'Drag me' });
    const heading = screen.getByRole('heading', { name: 'Drag me' });
    fireEvent.pointerDown(heading, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(heading, { pointerId: 1, clientX: 130, clientY: 80 });
    fireEvent.pointerUp(heading, { pointerId: 1, clientX: 130, clientY: 80 });
    expect(dialog.style.translate).toBe('30px -20px');
    fireEvent.pointerMove(heading, { pointerId: 1, clientX: 300, clientY: 300 });
    expect(dialog.style.translate).toBe('30px -20px');
  });

  it('does not move when draggable is false', () => {
    render(<Modal open onClose={() => {}} title="Fixed" draggable={false} />);
    const heading = screen.getByRole('heading', { name: 'Fixed' });
    fireEvent.pointerDown(heading, { pointerId: 1, button: 0, clientX: 0, clientY: 0 });
    fireEvent.pointerMove(heading, { pointerId: 1, clientX: 50, clientY: 50 });
    expect(screen.getByRole('dialog').style.translate).toBe('');
  });

  it('closes only the innermost of nested modals on Escape', async () => {
    const user = userEvent.setup();
    const outerClose = vi.fn();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Modal open onClose={outerClose} title="Outer">
          <button type="button" onClick={() => setInner(true)}>
            More
          </button>
          <Modal open={inner} onClose={() => setInner(false)} title="Inner" />
        </Modal>
      );
    }
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('dialog', { name: 'Inner' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(outerClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
  });
});
