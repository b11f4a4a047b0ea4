// Schemas of the demo vendor's calls, in TypeBox like the contracts' (the demo vendor is the
// server's own, so they live beside it). Money goes out and comes in as decimal strings.
import { DemoVendorLimits } from '@lotusplay/api-client/contracts';
import {
  IdempotencyKeySchema,
  MoneyInputSchema as moneyIn,
  MoneyValueSchema as money,
  StringEnum,
} from '@lotusplay/api-client/schemas';
import { Type } from '@sinclair/typebox';
import { DemoLimits } from './demo.service';

const Opt = Type.Optional;
const str = Type.String();
const time = Type.String({ format: 'date-time' });
const open = Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true });

/** The play token: a header of every API call (never in an API URL). */
export const playTokenHeaders = Type.Object({
  'x-play-token': Opt(Type.String({ maxLength: DemoVendorLimits.playTokenMaxLength })),
});

export const sessionQuery = Type.Object(
  {
    lang: Opt(
      Type.String({
        maxLength: DemoVendorLimits.langMaxLength,
        pattern: DemoVendorLimits.langPattern,
      }),
    ),
  },
  { additionalProperties: false },
);

const balance = Type.Object({ code: str, name: Opt(str), balance: money });
const main = Type.Object({ balance: money });

/** DemoSession. */
export const sessionValue = Type.Object({
  vendor: open,
  game: open,
  rtp: str,
  rules: open,
  stake: Type.Object({ min: money, max: money, step: money, options: Type.Array(money) }),
  wallet: balance,
  main,
  singleWallet: Type.Boolean(),
  expiresAt: Opt(time),
});

/** RoundRequest. */
export const roundBody = Type.Object(
  {
    roundId: Type.String({
      minLength: DemoVendorLimits.roundIdMinLength,
      maxLength: DemoVendorLimits.roundIdMaxLength,
      pattern: DemoLimits.roundIdPattern,
    }),
    stake: moneyIn,
    bet: Opt(StringEnum(['PLAYER', 'BANKER', 'TIE'])),
  },
  { additionalProperties: false },
);

/** RoundAnswer. */
export const roundValue = Type.Object({
  roundId: str,
  vendorRoundId: str,
  skin: StringEnum(['slot', 'baccarat']),
  stake: money,
  win: money,
  walletCode: str,
  balanceBefore: money,
  balanceAfter: money,
  time,
  replayed: Type.Boolean(),
  slot: Opt(open),
  baccarat: Opt(open),
});

export const transferBody = Type.Object(
  { amount: moneyIn, idempotencyKey: IdempotencyKeySchema },
  { additionalProperties: false },
);

export const transferValue = Type.Object({ wallet: balance, main });
