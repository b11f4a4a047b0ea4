import { GameLimits } from '@lotusplay/api-client/contracts';
import type { GameType, GameVendorLane } from '@lotusplay/api-client/contracts';
import { buildVendor } from '../testing/catalogue';
import { navCategoriesOf } from './nav-model';

const lane = (title: GameType, count: number): GameVendorLane =>
  ({
    title,
    cards: Array.from({ length: count }, (_, index) =>
      buildVendor({ gameType: title, vassalage: `${title}${index + 1}` }),
    ),
  }) as GameVendorLane;

const category = (lanes: GameVendorLane[], name: string) =>
  navCategoriesOf(lanes).find((item) => item.category === name);

describe('navCategoriesOf', () => {
  it('shows at most 11 vendors and offers "more" whenever it shows 11', () => {
    expect(GameLimits.vendorDropdownMax).toBe(11);
    const few = category([lane('RNG', 10)], 'rng')!;
    expect(few.dropdown).toHaveLength(10);
    expect(few.more).toBe(false);
    const eleven = category([lane('LIVE', 11)], 'live')!;
    expect(eleven.dropdown).toHaveLength(11);
    expect(eleven.more).toBe(true);
    // Fourteen: the first 11, and "more" leads to the lobby where the other three are.
    const many = category([lane('RNG', 14)], 'rng')!;
    expect(many.dropdown.map((vendor) => vendor.vassalage)).toEqual(
      many.vendors.slice(0, 11).map((vendor) => vendor.vassalage),
    );
    expect(many.vendors).toHaveLength(14);
    expect(many.more).toBe(true);
    expect(many.path).toBe('/rng');
  });

  it('gathers both lottery lanes and leaves out categories without vendors', () => {
    const items = navCategoriesOf([lane('LOTT', 6), lane('ELOTT', 6), lane('PVP', 0)]);
    expect(items.map((item) => item.category)).toEqual(['lottery']);
    expect(items[0]!.dropdown).toHaveLength(11);
    expect(items[0]!.more).toBe(true);
    expect(items[0]!.direct).toBe(true);
  });
});
