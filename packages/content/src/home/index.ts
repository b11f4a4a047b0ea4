// The public part of the content feature's home area (re-exported by the package index).
export { BannerImage } from './banner-image';
export { BannerSlide, BannerText } from './banner-slide';
export { BannerSlot } from './banner-slot';
export { bannersApi, useGetBannersQuery } from './banners-api';
export { bootBanners } from './boot-banners';
export {
  JackpotCounter,
  jackpotValueAt,
  JACKPOT_STEP_MINOR,
  JACKPOT_STEP_MS,
} from './jackpot-counter';

export type { BannerImageProps } from './banner-image';
export type { BannerSlideProps } from './banner-slide';
export type { BannerSlotProps } from './banner-slot';
export type { JackpotCounterProps } from './jackpot-counter';
export type { HomePageProps } from '../pages/home-page';
