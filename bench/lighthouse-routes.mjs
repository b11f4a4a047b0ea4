// The pages `pnpm bench:lighthouse` measures, in order. A feature adds its route here, one line
// each: name (the table's label and the saved report's file name), path (served by the production
// server's SPA fallback), goal (true: held to score ≥ 90, LCP < 2.5 s, CLS < 0.05; false: shown only).

/** @type {Array<{ name: string, path: string, goal: boolean }>} */
export const lighthouseRoutes = [
  { name: 'home', path: '/', goal: true },
  { name: 'sports', path: '/sports', goal: true },
  { name: 'login', path: '/login', goal: true },
  { name: 'rng', path: '/rng', goal: true },
  { name: 'live', path: '/live', goal: true },
  { name: 'lottery', path: '/lottery?gameCode=VN_NORTH', goal: true },
  { name: 'noticePage', path: '/noticePage', goal: true },
  { name: 'promotions', path: '/promotions', goal: true },
  { name: 'pointMall', path: '/pointMall', goal: true },
];
