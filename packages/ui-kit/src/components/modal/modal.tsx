import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../../internal/cx';
import { focusableIn } from '../../internal/focus';
import { lockBodyScroll } from '../../internal/scroll-lock';

/** Default modal size of SPEC.md §9. */
export const MODAL_DEFAULT_WIDTH = 600;
/** Default modal (minimum) height of SPEC.md §9. */
export const MODAL_DEFAULT_HEIGHT = 300;

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Whether the modal is shown. It is controlled: close it from `onClose`. */
  open: boolean;
  /** Asked to close: Escape, the close button, or a backdrop click when `closeOnBackdrop`. */
  onClose: () => void;
  /** Heading; the dialog is labelled by it. */
  title: ReactNode;
  /** Body content. */
  children?: ReactNode;
  /** Rendered below the body, e.g. action buttons. */
  footer?: ReactNode;
  /** Accessible name of the × close button; without it no close button is shown. */
  closeLabel?: string;
  /** The default action, run by Enter (not in a textarea, on a button or link, or while composing text). */
  onEnter?: () => void;
  /** Width in px (number) or any CSS length; 600 by default. Never wider than the viewport. */
  width?: number | string;
  /** Minimum height in px or any CSS length; 300 by default, never more than the screen's room. */
  height?: number | string;
  /** Close on a click on the backdrop; false by default (SPEC.md §4). */
  closeOnBackdrop?: boolean;
  /** Close on Escape; true by default. */
  closeOnEscape?: boolean;
  /** Fix the page body while open and restore its scroll position afterwards. */
  lockScroll?: boolean;
  /** Let the user move the modal by dragging its header with a pointer; true by default. */
  draggable?: boolean;
  /** Element to focus on open; the modal panel itself by default. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Extra class on the panel. */
  className?: string;
  /** Id of the element inside the body that describes the dialog (`aria-describedby`). */
  describedBy?: string;
  /** Portal target; `document.body` by default. */
  container?: HTMLElement | null;
  /** Accessible role; `dialog` by default, `alertdialog` for urgent confirmations. */
  role?: 'dialog' | 'alertdialog';
}

const toCss = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A modal dialog in a portal (SPEC.md §4, §9): labelled by its title, focus moved in, trapped and
 * returned, Escape closes, Enter runs `onEnter`, draggable header, optional body scroll lock.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  closeLabel,
  onEnter,
  width = MODAL_DEFAULT_WIDTH,
  height = MODAL_DEFAULT_HEIGHT,
  closeOnBackdrop = false,
  closeOnEscape = true,
  lockScroll = false,
  draggable = true,
  initialFocusRef,
  className,
  describedBy,
  container,
  role = 'dialog',
}: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{
    pointerId: number;
    startX: number;
    startY: number;
    baseX: number;
    baseY: number;
  } | null>(null);
  const backdropPress = useRef(false);

  // Focus in on open, back to the opener on close.
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocusRef?.current ?? panelRef.current)?.focus({ preventScroll: true });
    return () => {
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open, initialFocusRef]);

  useEffect(() => {
    if (!open || !lockScroll) return;
    return lockBodyScroll();
  }, [open, lockScroll]);

  // A reopened modal starts centred again.
  useEffect(() => {
    if (!open) setOffset({ x: 0, y: 0 });
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Escape' && closeOnEscape) {
      // Nested modals: only the innermost one handles the key.
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === 'Enter' && onEnter) {
      if (event.nativeEvent.isComposing || event.defaultPrevented) return;
      const tag = target.tagName;
      if (
        tag === 'TEXTAREA' ||
        tag === 'BUTTON' ||
        tag === 'A' ||
        tag === 'SELECT' ||
        target.isContentEditable
      )
        return;
      event.preventDefault();
      event.stopPropagation();
      onEnter();
      return;
    }
    if (event.key === 'Tab' && panelRef.current) {
      const items = focusableIn(panelRef.current);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && (target === first || target === panelRef.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && target === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const onHeaderPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!draggable || event.button !== 0) return;
    if ((event.target as HTMLElement).closest('button, a, input, select, textarea')) return;
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      baseX: offset.x,
      baseY: offset.y,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onHeaderPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    setOffset({ x: d.baseX + event.clientX - d.startX, y: d.baseY + event.clientY - d.startY });
  };
  const endDrag = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };

  const panelStyle: CSSProperties = {
    width: toCss(width),
    // Never taller than the screen leaves room for (100%: the backdrop's box inside its padding),
    // so the body, not the page, scrolls on a short screen and the footer's buttons stay in view.
    minHeight: height === 'auto' ? height : `min(${toCss(height)}, 100%)`,
    translate: offset.x || offset.y ? `${offset.x}px ${offset.y}px` : undefined,
  };

  return createPortal(
    <div
      className="lp-modal-backdrop"
      onPointerDown={(event) => {
        backdropPress.current = event.target === event.currentTarget;
      }}
      onMouseDown={(event) => {
        // Keep focus in the modal, so Escape and Enter still work after a backdrop click.
        if (event.target === event.currentTarget) event.preventDefault();
      }}
      onClick={(event) => {
        // Only a press that started and ended on the backdrop closes, never the end of a drag.
        const pressed = backdropPress.current;
        backdropPress.current = false;
        if (closeOnBackdrop && pressed && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={cx('lp-modal', className)}
        style={panelStyle}
        onKeyDown={onKeyDown}
      >
        <div
          className={cx('lp-modal__header', draggable && 'lp-modal__header--draggable')}
          onPointerDown={onHeaderPointerDown}
          onPointerMove={onHeaderPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        >
          <h2 id={titleId} className="lp-modal__title">
            {title}
          </h2>
          {closeLabel !== undefined && (
            <button
              type="button"
              className="lp-modal__close"
              aria-label={closeLabel}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className="lp-modal__body">{children}</div>
        {footer !== undefined && <div className="lp-modal__footer">{footer}</div>}
      </div>
    </div>,
    container ?? document.body,
  );
}
