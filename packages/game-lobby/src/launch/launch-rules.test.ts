import { buildVendor } from '../testing';
import { launchStep, lotteryRoute } from './launch-rules';

describe('launchStep (SPEC.md §4)', () => {
  it('sends the lottery vendors to their pages, playType only with a default play type', () => {
    expect(launchStep({ vassalage: 'TCG_LOTTO_VN', gameCode: 'VN1' })).toEqual({
      kind: 'route',
      to: '/vnLottery?gameCode=VN1',
    });
    expect(launchStep({ vassalage: 'TCG_SEA', gameCode: 'SEA1' })).toEqual({
      kind: 'route',
      to: '/seaLottery?gameCode=SEA1',
    });
    expect(lotteryRoute({ vassalage: 'LOTT', gameCode: 'PK10', defaultPlayType: 'SUM' })).toBe(
      '/lottery?gameCode=PK10&vendor=LOTT&playType=SUM',
    );
    expect(lotteryRoute({ vassalage: 'ELOTT', gameCode: 'F3' })).toBe(
      '/lottery?gameCode=F3&vendor=ELOTT',
    );
    expect(lotteryRoute({ vassalage: 'JILI', gameCode: 'J1' })).toBeNull();
  });

  it('opens the popup list of a VASSALAGE vendor before anything else but lottery', () => {
    const vendor = buildVendor({ gameType: 'FISH', vassalage: 'FISHVASS', isGame: 'VASSALAGE' });
    expect(launchStep(vendor)).toEqual({ kind: 'popup' });
  });

  it('opens /rng on an RNG vendor with the vendor stored in the route, but launches an RNG game', () => {
    const vendor = buildVendor({ gameType: 'RNG', vassalage: 'JILI' });
    expect(launchStep(vendor)).toEqual({ kind: 'route', to: '/rng?type=vassalage&vassalage=JILI' });
    expect(launchStep({ vassalage: 'JILI', gameCode: 'JILI_G1', gameType: 'RNG' })).toEqual({
      kind: 'launch',
    });
  });

  it('launches any other vendor or game, and never one under maintenance', () => {
    expect(launchStep(buildVendor({ gameType: 'LIVE', vassalage: 'EVO' }))).toEqual({
      kind: 'launch',
    });
    expect(
      launchStep(buildVendor({ gameType: 'SPORTS', vassalage: 'CMD', maintenance: true })),
    ).toEqual({ kind: 'maintenance' });
  });
});
