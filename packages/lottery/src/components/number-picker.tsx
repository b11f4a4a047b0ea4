// The number picker of a play type: a grid of digits (1 or 2), an input for 3 or 4 digits, five
// rows of positions (ELOTT_POS) or big and small (ELOTT_BS); quick picks add a random number or
// clear the picks. Every choice is a toggle button (aria-pressed), so it works from the keyboard.
import { isLotteryNumber } from '@lotusplay/api-client/contracts';
import type { LotteryPlayType } from '@lotusplay/api-client/contracts';
import { useTranslation } from '@lotusplay/i18n';
import { Button } from '@lotusplay/ui-kit';
import {
  useId,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { allNumbersOf, pickerShapeOf, randomNumber } from '../state/lottery-rules';

/** Props of NumberPicker. */
export interface NumberPickerProps {
  playType: LotteryPlayType;
  picked: readonly string[];
  onChange: (picked: string[]) => void;
  /** Most numbers a bet can hold. */
  max: number;
}

/**
 * One tab stop for a grid of toggle buttons: the arrow keys move between them (Home and End to the
 * ends), so the keyboard reaches the slip without tabbing through a hundred numbers.
 */
function useRovingGrid(columns: number) {
  const [active, setActive] = useState(0);
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const from = buttons.indexOf(event.target as HTMLButtonElement);
    if (from < 0) return;
    const moves: Record<string, number> = {
      ArrowRight: from + 1,
      ArrowLeft: from - 1,
      ArrowDown: from + columns,
      ArrowUp: from - columns,
      Home: 0,
      End: buttons.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined || to < 0 || to >= buttons.length) return;
    event.preventDefault();
    setActive(to);
    buttons[to]?.focus();
  };
  // A clicked or focused number becomes the group's tab stop.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const target: EventTarget = event.target;
    const index = buttons.findIndex((button) => button === target);
    if (index >= 0) setActive(index);
  };
  return {
    ref,
    onKeyDown,
    onFocus,
    tabIndexOf: (index: number) => (index === active ? 0 : -1),
  };
}

/** Picks the numbers of one bet. */
export function NumberPicker({ playType, picked, onChange, max }: NumberPickerProps) {
  const { t } = useTranslation('lottery');
  const shape = pickerShapeOf(playType);
  const toggle = (number: string) =>
    onChange(
      picked.includes(number)
        ? picked.filter((n) => n !== number)
        : picked.length < max
          ? [...picked, number]
          : [...picked],
    );
  const quick = () => {
    const number = picked.length < max ? randomNumber(playType, picked) : null;
    if (number) onChange([...picked, number]);
  };
  const headingId = useId();

  let body;
  if (shape.kind === 'grid' || shape.kind === 'bigSmall') {
    body = <BallGrid playType={playType} picked={picked} toggle={toggle} labelledBy={headingId} />;
  } else if (shape.kind === 'positions') {
    body = (
      <div className="lp-lottery__positions">
        {[1, 2, 3, 4, 5].map((position) => (
          <PositionRow key={position} position={position} picked={picked} toggle={toggle} />
        ))}
      </div>
    );
  } else {
    body = (
      <TypedNumbers
        playType={playType}
        digits={shape.digits}
        picked={picked}
        onChange={onChange}
        max={max}
      />
    );
  }
  return (
    <section className="lp-lottery__picker" aria-labelledby={headingId}>
      <div className="lp-lottery__picker-head">
        <h3 id={headingId}>{t('pickNumbers')}</h3>
        <div className="lp-lottery__quick">
          <Button variant="secondary" size="sm" onClick={quick}>
            {t('quickPick')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onChange([])}>
            {t('clear')}
          </Button>
        </div>
      </div>
      {body}
    </section>
  );
}

/** The 0–9 or 00–99 grid, or big and small. */
function BallGrid({
  playType,
  picked,
  toggle,
  labelledBy,
}: {
  playType: LotteryPlayType;
  picked: readonly string[];
  toggle: (number: string) => void;
  labelledBy: string;
}) {
  const { t } = useTranslation('lottery');
  const shape = pickerShapeOf(playType);
  const numbers = allNumbersOf(playType) ?? [];
  const roving = useRovingGrid(shape.kind === 'bigSmall' ? 2 : 10);
  return (
    <div
      ref={roving.ref}
      className={`lp-lottery__grid lp-lottery__grid--${shape.kind === 'grid' ? shape.digits : 'bs'}`}
      role="group"
      aria-labelledby={labelledBy}
      onKeyDown={roving.onKeyDown}
      onFocus={roving.onFocus}
    >
      {numbers.map((number, index) => (
        <button
          key={number}
          type="button"
          tabIndex={roving.tabIndexOf(index)}
          className="lp-lottery__ball"
          aria-pressed={picked.includes(number)}
          aria-label={
            shape.kind === 'bigSmall'
              ? t(number === 'BIG' ? 'big' : 'small')
              : t('number', { number })
          }
          onClick={() => toggle(number)}
        >
          {shape.kind === 'bigSmall' ? t(number === 'BIG' ? 'big' : 'small') : number}
        </button>
      ))}
    </div>
  );
}

/** The ten digits of one position of the electronic lottery. */
function PositionRow({
  position,
  picked,
  toggle,
}: {
  position: number;
  picked: readonly string[];
  toggle: (number: string) => void;
}) {
  const { t } = useTranslation('lottery');
  const roving = useRovingGrid(10);
  return (
    <div role="group" aria-label={t('positionGroup', { position })}>
      <span className="lp-lottery__position-name" aria-hidden="true">
        {t('positionGroup', { position })}
      </span>
      <div
        ref={roving.ref}
        className="lp-lottery__grid lp-lottery__grid--1"
        onKeyDown={roving.onKeyDown}
        onFocus={roving.onFocus}
      >
        {Array.from({ length: 10 }, (_, digit) => {
          const number = `${position}:${digit}`;
          return (
            <button
              key={number}
              type="button"
              tabIndex={roving.tabIndexOf(digit)}
              className="lp-lottery__ball"
              aria-pressed={picked.includes(number)}
              aria-label={t('positionDigit', { position, digit })}
              onClick={() => toggle(number)}
            >
              {digit}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** Three or four digit numbers typed one at a time, listed with a remove button each. */
function TypedNumbers({
  playType,
  digits,
  picked,
  onChange,
  max,
}: NumberPickerProps & { digits: 3 | 4 }) {
  const { t } = useTranslation('lottery');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const add = (event: FormEvent) => {
    event.preventDefault();
    const number = text.trim();
    if (!isLotteryNumber(playType, number)) return setError(t('numberInvalid', { digits }));
    if (picked.includes(number)) return setError(t('numberTaken', { number }));
    if (picked.length >= max) return setError(t('tooMany', { max }));
    setError(null);
    setText('');
    onChange([...picked, number]);
  };
  return (
    <div className="lp-lottery__typed">
      <form className="lp-lottery__typed-form" onSubmit={add} noValidate>
        <label htmlFor={inputId}>{t('typeNumber', { digits })}</label>
        <input
          id={inputId}
          className="lp-lottery__input"
          inputMode="numeric"
          autoComplete="off"
          maxLength={digits}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
        />
        <Button type="submit" size="sm">
          {t('add')}
        </Button>
      </form>
      {error && (
        <p id={errorId} className="lp-lottery__error" role="alert">
          {error}
        </p>
      )}
      {picked.length > 0 && (
        <ul className="lp-lottery__chips">
          {picked.map((number) => (
            <li key={number} className="lp-lottery__chip">
              <span>{number}</span>
              <button
                type="button"
                className="lp-lottery__chip-remove"
                aria-label={t('remove', { number })}
                onClick={() => onChange(picked.filter((n) => n !== number))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
