// The routing half of SPEC.md §4 "Game launch", as a pure function: where a vendor card or a
// game goes before any call is made.
import { LotteryVendors } from '@lotusplay/api-client/contracts';
import type { GameType, GameVendor } from '@lotusplay/api-client/contracts';

/** What can be launched: a vendor card (with isGame) or one game of a list. */
export interface LaunchTarget {
  vassalage: string;
  gameCode: string;
  gameType?: GameType;
  /** Vendor cards only: VASSALAGE opens the vendor's popup game list. */
  isGame?: GameVendor['isGame'];
  /** Lottery vendors: passed as playType only when set. */
  defaultPlayType?: string;
  /** Shown, never launched. */
  maintenance?: boolean;
  /** The name shown as the /game title. */
  name?: string;
}

/** The step SPEC.md §4 takes for a target (after the login check). */
export type LaunchStep =
  { kind: 'route'; to: string } | { kind: 'popup' } | { kind: 'maintenance' } | { kind: 'launch' };

/** Whether a vendor card (not a game of a list) is being launched: only they open lobbies. */
function isVendorCard(target: LaunchTarget): boolean {
  return target.isGame !== undefined;
}

/** The route of a lottery vendor's game, or null for a third-party vendor. */
export function lotteryRoute(target: LaunchTarget): string | null {
  const query = new URLSearchParams({ gameCode: target.gameCode });
  switch (target.vassalage) {
    case LotteryVendors.vn:
      return `/vnLottery?${query}`;
    case LotteryVendors.sea:
      return `/seaLottery?${query}`;
    case LotteryVendors.lott:
    case LotteryVendors.elott:
      query.set('vendor', target.vassalage);
      if (target.defaultPlayType) query.set('playType', target.defaultPlayType);
      return `/lottery?${query}`;
    default:
      return null;
  }
}

/**
 * SPEC.md §4: TCG_LOTTO_VN → /vnLottery, TCG_SEA → /seaLottery, LOTT or ELOTT → /lottery; then a
 * VASSALAGE vendor shows its popup game list; an RNG vendor stores the vendor and opens /rng;
 * anything else is launched (a target under maintenance never is).
 */
export function launchStep(target: LaunchTarget): LaunchStep {
  const lottery = lotteryRoute(target);
  if (lottery) return { kind: 'route', to: lottery };
  if (target.maintenance) return { kind: 'maintenance' };
  if (isVendorCard(target) && target.isGame === 'VASSALAGE') return { kind: 'popup' };
  if (isVendorCard(target) && target.gameType === 'RNG') {
    const query = new URLSearchParams({ type: 'vassalage', vassalage: target.vassalage });
    return { kind: 'route', to: `/rng?${query}` };
  }
  return { kind: 'launch' };
}
