import type { BannerGroup } from '@lotusplay/game-lobby';

/** Props of BannerSlot. */
export interface BannerSlotProps {
  group: BannerGroup;
}

/**
 * Where the route's banner carousel goes (SPEC.md §2 banner groups). Banners come with the
 * content feature; until then the slot renders nothing rather than a fake banner, and the route
 * table already records which group each route shows.
 */
export function BannerSlot(_props: BannerSlotProps) {
  return null;
}
