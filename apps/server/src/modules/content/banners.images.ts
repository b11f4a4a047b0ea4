// Written by scripts/generate-banner-images.mjs: the demo banners' images under /static/banners,
// at BANNER_IMAGE_WIDTHS (small, large), named by content hash (cached for a year).
export const DEMO_BANNER_IMAGES = {
  'home-1': {
    small: '/static/banners/home-1-768.523fac5405.webp',
    large: '/static/banners/home-1-1536.5e115b796f.webp',
  },
  'home-2': {
    small: '/static/banners/home-2-768.559191ad89.webp',
    large: '/static/banners/home-2-1536.76a1d671f9.webp',
  },
  'home-3': {
    small: '/static/banners/home-3-768.36d8bea616.webp',
    large: '/static/banners/home-3-1536.584d33acf0.webp',
  },
  'rng-1': {
    small: '/static/banners/rng-1-768.3df2231aa9.webp',
    large: '/static/banners/rng-1-1536.9c38955463.webp',
  },
  'rng-2': {
    small: '/static/banners/rng-2-768.403d84c2e8.webp',
    large: '/static/banners/rng-2-1536.732c86e53e.webp',
  },
  'live-1': {
    small: '/static/banners/live-1-768.6c470a6666.webp',
    large: '/static/banners/live-1-1536.af905357e4.webp',
  },
  'live-2': {
    small: '/static/banners/live-2-768.eff48b79ab.webp',
    large: '/static/banners/live-2-1536.9acd9f96f2.webp',
  },
  'fish-1': {
    small: '/static/banners/fish-1-768.38b5cc950f.webp',
    large: '/static/banners/fish-1-1536.23525a0e1d.webp',
  },
  'pvp-1': {
    small: '/static/banners/pvp-1-768.982165ee78.webp',
    large: '/static/banners/pvp-1-1536.3e72480fe4.webp',
  },
  'sports-1': {
    small: '/static/banners/sports-1-768.1d83b93bbe.webp',
    large: '/static/banners/sports-1-1536.e39f51b221.webp',
  },
  'esports-1': {
    small: '/static/banners/esports-1-768.8191f9a152.webp',
    large: '/static/banners/esports-1-1536.5f8be44416.webp',
  },
  'lott-1': {
    small: '/static/banners/lott-1-768.006aa92460.webp',
    large: '/static/banners/lott-1-1536.596f4c31f7.webp',
  },
  'down-1': {
    small: '/static/banners/down-1-768.41506a9b3d.webp',
    large: '/static/banners/down-1-1536.bb35b6d060.webp',
  },
  'promotion-1': {
    small: '/static/banners/promotion-1-768.24fcd571f4.webp',
    large: '/static/banners/promotion-1-1536.b851e405cc.webp',
  },
  'shop-1': {
    small: '/static/banners/shop-1-768.ddfa3a1231.webp',
    large: '/static/banners/shop-1-1536.acb51724eb.webp',
  },
  'help-1': {
    small: '/static/banners/help-1-768.4298bd4a80.webp',
    large: '/static/banners/help-1-1536.2502f63495.webp',
  },
  'reg-1': {
    small: '/static/banners/reg-1-768.a859d50810.webp',
    large: '/static/banners/reg-1-1536.875ed06f6b.webp',
  },
} as const satisfies Record<string, { small: string; large: string }>;
