export { applyTheme, isThemeName, themes, themeVariables } from './theme/tokens';
export { Button } from './components/button/button';
export { IconButton } from './components/icon-button/icon-button';
export { Modal, MODAL_DEFAULT_HEIGHT, MODAL_DEFAULT_WIDTH } from './components/modal/modal';
export {
  Dialog,
  DIALOG_DEFAULT_BUTTON_LABEL,
  DIALOG_DEFAULT_WIDTH,
} from './components/dialog/dialog';
export { Tabs } from './components/tabs/tabs';
export {
  getPaginationItems,
  Pagination,
  PAGINATION_DEFAULTS,
} from './components/pagination/pagination';
export { Carousel, CAROUSEL_AUTOPLAY_DELAY } from './components/carousel/carousel';
export { Loader } from './components/loader/loader';
export { Badge } from './components/badge/badge';
export { Skeleton } from './components/skeleton/skeleton';
export { Image, IMAGE_LAZY_THRESHOLD } from './components/image/image';
export { defaultGameIcon } from './components/image/default-game-icon';
export { CountdownButton } from './components/countdown-button/countdown-button';
export { DateRangeFilter } from './components/date-range-filter/date-range-filter';
export { DataState, dataStateStatus } from './components/data-state/data-state';
export { RecordsTable } from './components/records-table/records-table';

export type { ThemeColors, ThemeName, ThemeTokens } from './theme/tokens';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button/button';
export type { IconButtonProps } from './components/icon-button/icon-button';
export type { ModalProps } from './components/modal/modal';
export type { DialogButton, DialogProps, DialogVariant } from './components/dialog/dialog';
export type { TabItem, TabsProps } from './components/tabs/tabs';
export type { PaginationItem, PaginationProps } from './components/pagination/pagination';
export type { CarouselProps, CarouselSlide } from './components/carousel/carousel';
export type { LoaderProps, LoaderSize } from './components/loader/loader';
export type { BadgeProps } from './components/badge/badge';
export type { SkeletonProps } from './components/skeleton/skeleton';
export type { ImageProps } from './components/image/image';
export type {
  CountdownButtonHandle,
  CountdownButtonProps,
} from './components/countdown-button/countdown-button';
export type {
  DateRange,
  DateRangeFilterProps,
  DateRangeQuickOption,
} from './components/date-range-filter/date-range-filter';
export type {
  DataStateProps,
  DataStateQuery,
  DataStateStatus,
} from './components/data-state/data-state';
export type {
  RecordsTableColumn,
  RecordsTableProps,
} from './components/records-table/records-table';
export type {
  FeatureManifest,
  FeatureRoute,
  FeatureRouteAreas,
  FeatureRouteModule,
  FeatureRouteParam,
  FeatureSlice,
  LazyCentrePage,
} from './manifest';
