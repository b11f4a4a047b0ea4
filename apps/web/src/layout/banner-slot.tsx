import { BannerSlot as ContentBannerSlot } from '@lotusplay/content';
import type { BannerGroup } from '@lotusplay/game-lobby';

/** Props of BannerSlot. */
export interface BannerSlotProps {
  group: BannerGroup;
}

/**
 * Where the route's banner carousel goes (SPEC.md §2 banner groups): the content feature's, which
 * shows the group's first banner from the page's boot data in its first render and loads the
 * carousel after the first paint. A new group is a new carousel.
 */
export function BannerSlot({ group }: BannerSlotProps) {
  return <ContentBannerSlot key={group} group={group} />;
}
