// Written by scripts/generate-banner-images.mjs: the demo banners' images under /static/banners,
// at BANNER_IMAGE_WIDTHS (small, large), named by content hash (cached for a year).
export const DEMO_BANNER_IMAGES = {
  'home-1': {
    small: '/static/banners/home-1-768.045bf751a2.webp',
    large: '/static/banners/home-1-1536.dd29261681.webp',
  },
  'home-2': {
    small: '/static/banners/home-2-768.7e3809ba20.webp',
    large: '/static/banners/home-2-1536.b2c25a4d8a.webp',
  },
  'home-3': {
    small: '/static/banners/home-3-768.719816e58e.webp',
    large: '/static/banners/home-3-1536.8242f4a63f.webp',
  },
  'rng-1': {
    small: '/static/banners/rng-1-768.115264de54.webp',
    large: '/static/banners/rng-1-1536.0a2a06edba.webp',
  },
  'rng-2': {
    small: '/static/banners/rng-2-768.48cdef7288.webp',
    large: '/static/banners/rng-2-1536.577c83e217.webp',
  },
  'live-1': {
    small: '/static/banners/live-1-768.c57e2a86db.webp',
    large: '/static/banners/live-1-1536.1eb3175e81.webp',
  },
  'live-2': {
    small: '/static/banners/live-2-768.4a48d50a95.webp',
    large: '/static/banners/live-2-1536.f550552d59.webp',
  },
  'fish-1': {
    small: '/static/banners/fish-1-768.ba7aad0312.webp',
    large: '/static/banners/fish-1-1536.2a09604954.webp',
  },
  'pvp-1': {
    small: '/static/banners/pvp-1-768.14258cd311.webp',
    large: '/static/banners/pvp-1-1536.29b7c908eb.webp',
  },
  'sports-1': {
    small: '/static/banners/sports-1-768.c53d485a96.webp',
    large: '/static/banners/sports-1-1536.8082bd569f.webp',
  },
  'esports-1': {
    small: '/static/banners/esports-1-768.212721ab22.webp',
    large: '/static/banners/esports-1-1536.ba23ef5ab8.webp',
  },
  'lott-1': {
    small: '/static/banners/lott-1-768.a8fa01fb34.webp',
    large: '/static/banners/lott-1-1536.bef32518dd.webp',
  },
  'down-1': {
    small: '/static/banners/down-1-768.c11e8fe670.webp',
    large: '/static/banners/down-1-1536.5bf1aa09cf.webp',
  },
  'promotion-1': {
    small: '/static/banners/promotion-1-768.59522ae98c.webp',
    large: '/static/banners/promotion-1-1536.3b71f7011d.webp',
  },
  'shop-1': {
    small: '/static/banners/shop-1-768.ab8f20e680.webp',
    large: '/static/banners/shop-1-1536.9390f9a9fb.webp',
  },
  'help-1': {
    small: '/static/banners/help-1-768.04623f1e08.webp',
    large: '/static/banners/help-1-1536.c64db56135.webp',
  },
  'reg-1': {
    small: '/static/banners/reg-1-768.63a5892b9a.webp',
    large: '/static/banners/reg-1-1536.76d18cca6b.webp',
  },
} as const satisfies Record<string, { small: string; large: string }>;
