// The numbers of the wallet's orders: a letter of the kind ('D' deposit, 'W' withdrawal), the UTC
// date and 10 random characters without I and O ('D20261125K7Q2M9XA4B').
import { randomString } from '../../lib/tokens';

const ORDER_NO_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A new order number of the kind `prefix`, dated `now` (UTC). */
export function newOrderNo(prefix: 'D' | 'W', now: Date): string {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${date}${randomString(10, ORDER_NO_ALPHABET)}`;
}
