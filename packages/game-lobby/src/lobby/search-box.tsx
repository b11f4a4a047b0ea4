import { GameLimits } from '@lotusplay/api-client/contracts';
import { useEffect, useId, useState } from 'react';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  label: string;
  placeholder: string;
  /** Called 500 ms after the last key (and on Enter) with the text; the lobby drops a repeat. */
  onSearch: (text: string) => void;
}

/**
 * The game-name search. Its text is its own state, so a key press renders this box only, not the
 * lobby; the lobby remounts it (a new `key`) to clear it.
 */
export function SearchBox({ label, placeholder, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text), GameLimits.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <form
      role="search"
      className="lp-lobby__search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor={id} className="lp-visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={GameLimits.gameNameMaxLength}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
