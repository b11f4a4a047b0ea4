import { useId, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Button, type ButtonVariant } from '../button/button';
import { Modal } from '../modal/modal';

/** Width of a dialog (SPEC.md §9). */
export const DIALOG_DEFAULT_WIDTH = 400;
/** Label of the default dialog button (SPEC.md §9). */
export const DIALOG_DEFAULT_BUTTON_LABEL = 'CLOSE';

/** Kind of dialog: a warning (notice, error) or a confirmation (yes/no). */
export type DialogVariant = 'warning' | 'confirm';

/** One button of a {@link Dialog}. */
export interface DialogButton {
  /** Visible text. */
  label: string;
  /** Runs on click; without it the button closes the dialog. */
  onClick?: () => void;
  /** Button look; the default button is `primary`, others `secondary`. */
  variant?: ButtonVariant;
  /** The button Enter triggers; when none is marked and there is one button, that one. */
  isDefault?: boolean;
  /** Shows the button busy; neither a click nor Enter runs it again meanwhile. */
  loading?: boolean;
}

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Asked to close (Escape, the × button, or a button without its own onClick). */
  onClose: () => void;
  /** Heading; the dialog is labelled by it. */
  title: ReactNode;
  /** The message; the dialog is described by it. */
  children?: ReactNode;
  /** `warning` (default) or `confirm`; changes the accent and the role (`alertdialog` for confirm). */
  variant?: DialogVariant;
  /** Buttons, left to right; one CLOSE button that closes by default. */
  buttons?: DialogButton[];
  /** Accessible name of the × close button; without it only the buttons close the dialog. */
  closeLabel?: string;
  /** Width in px or any CSS length; 400 by default. */
  width?: number | string;
  /** Fix the page body while open. */
  lockScroll?: boolean;
  /** Extra class on the panel. */
  className?: string;
}

/** A small warning or confirmation dialog on top of {@link Modal}; Enter triggers its default button. */
export function Dialog({
  open,
  onClose,
  title,
  children,
  variant = 'warning',
  buttons,
  closeLabel,
  width = DIALOG_DEFAULT_WIDTH,
  lockScroll,
  className,
}: DialogProps) {
  const messageId = useId();
  const list: DialogButton[] = buttons?.length
    ? buttons
    : [{ label: DIALOG_DEFAULT_BUTTON_LABEL, isDefault: true }];
  const defaultButton = list.find((b) => b.isDefault) ?? (list.length === 1 ? list[0] : undefined);
  const run = (button: DialogButton) => {
    if (button.loading) return;
    if (button.onClick) button.onClick();
    else onClose();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={closeLabel}
      width={width}
      height="auto"
      lockScroll={lockScroll}
      role={variant === 'confirm' ? 'alertdialog' : 'dialog'}
      describedBy={children !== undefined ? messageId : undefined}
      onEnter={defaultButton ? () => run(defaultButton) : undefined}
      className={cx('lp-dialog', `lp-dialog--${variant}`, className)}
      footer={list.map((button, index) => (
        <Button
          key={`${index}-${button.label}`}
          variant={button.variant ?? (button === defaultButton ? 'primary' : 'secondary')}
          loading={button.loading}
          onClick={() => run(button)}
        >
          {button.label}
        </Button>
      ))}
    >
      {children !== undefined && (
        <div id={messageId} className="lp-dialog__message">
          {children}
        </div>
      )}
    </Modal>
  );
}
