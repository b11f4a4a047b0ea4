// Freezing values that every request shares (brand-level rows and the answers built from them).

/** Freezes a value and everything it holds: a caller cannot change what every request shares. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
