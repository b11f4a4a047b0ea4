import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../internal/cx';

/** One tab of {@link Tabs}. */
export interface TabItem {
  /** Identifies the tab; what `value` and `onValueChange` carry. */
  value: string;
  /** Visible tab label. */
  label: ReactNode;
  /** Panel content; tabs without content render no panel (tabs used as a switcher). */
  content?: ReactNode;
  /** A disabled tab is skipped by the keyboard and cannot be chosen. */
  disabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** The tabs, in order. */
  items: TabItem[];
  /** The selected tab's value (controlled). */
  value: string;
  /** Called with the chosen tab's value on click or arrow/Home/End keys. */
  onValueChange: (value: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Extra class on the root. */
  className?: string;
  /** Stretch tabs to share the full width equally. */
  fullWidth?: boolean;
}

/** Accessible tabs (WAI-ARIA tabs pattern) with roving tabindex and automatic activation. */
export function Tabs({
  items,
  value,
  onValueChange,
  label,
  className,
  fullWidth = false,
}: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = items.filter((item) => !item.disabled);
  const selected = items.find((item) => item.value === value && !item.disabled) ?? enabled[0];

  const choose = (item: TabItem | undefined) => {
    if (!item) return;
    tabRefs.current.get(item.value)?.focus();
    if (item.value !== value) onValueChange(item.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((item) => item.value === selected?.value);
    let next: TabItem | undefined;
    switch (event.key) {
      case 'ArrowRight':
        next = enabled[(index + 1) % enabled.length];
        break;
      case 'ArrowLeft':
        next = enabled[(index - 1 + enabled.length) % enabled.length];
        break;
      case 'Home':
        next = enabled[0];
        break;
      case 'End':
        next = enabled[enabled.length - 1];
        break;
      default:
        return;
    }
    event.preventDefault();
    choose(next);
  };

  const tabId = (item: TabItem) => `${baseId}-tab-${item.value}`;
  const panelId = (item: TabItem) => `${baseId}-panel-${item.value}`;

  return (
    <div className={cx('lp-tabs', fullWidth && 'lp-tabs--full', className)}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="lp-tabs__list"
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const isSelected = item.value === selected?.value;
          return (
            <button
              key={item.value}
              ref={(node) => {
                if (node) tabRefs.current.set(item.value, node);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item)}
              aria-selected={isSelected}
              aria-controls={item.content !== undefined ? panelId(item) : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              className={cx('lp-tabs__tab', isSelected && 'lp-tabs__tab--selected')}
              onClick={() => choose(item)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {selected?.content !== undefined && (
        <div
          role="tabpanel"
          id={panelId(selected)}
          aria-labelledby={tabId(selected)}
          tabIndex={0}
          className="lp-tabs__panel"
        >
          {selected.content}
        </div>
      )}
    </div>
  );
}
