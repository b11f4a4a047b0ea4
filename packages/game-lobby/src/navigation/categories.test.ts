import { bannerGroupForPath, gameCategories } from './categories';

describe('gameCategories', () => {
  it('lists the SPEC.md §2 categories in order', () => {
    expect(gameCategories).toEqual([
      'lottery',
      'live',
      'sports',
      'fish',
      'rng',
      'pvp',
      'esports',
      'cockfight',
    ]);
  });
});

describe('bannerGroupForPath', () => {
  it.each([
    ['/', 'w_home'],
    ['/home', 'w_home'],
    ['/rng', 'w_rng'],
    ['/live', 'w_live'],
    ['/fish', 'w_fish'],
    ['/pvp', 'w_pvp'],
    ['/sports', 'w_sports'],
    ['/esports', 'w_esports'],
    ['/elott', 'w_lott'],
    ['/down', 'w_down'],
    ['/promotions', 'w_promotion'],
    ['/pointMall', 'w_shop'],
    ['/help', 'w_help'],
    ['/login', 'w_reg'],
    ['/register', 'w_reg'],
    ['/register.html', 'w_reg'],
  ])('%s shows %s', (path, group) => {
    expect(bannerGroupForPath(path)).toBe(group);
  });

  it('ignores the query, the hash and a trailing slash', () => {
    expect(bannerGroupForPath('/rng?page=PG')).toBe('w_rng');
    expect(bannerGroupForPath('/help#deposit')).toBe('w_help');
    expect(bannerGroupForPath('/live/')).toBe('w_live');
  });

  it('has no banner for other routes', () => {
    expect(bannerGroupForPath('/lottery')).toBeNull();
    expect(bannerGroupForPath('/game')).toBeNull();
    expect(bannerGroupForPath('/pointmall')).toBeNull();
  });
});
