// The reward centre in a fresh member store, for its stories.
import type { ReactNode } from 'react';
import { LoyaltyStory } from '../../player-rank/testing/loyalty-story';

/** Renders `children` in a fresh logged-in store with the member centre's slice. */
export function RewardStory({ children }: { children: ReactNode }) {
  return <LoyaltyStory>{children}</LoyaltyStory>;
}
