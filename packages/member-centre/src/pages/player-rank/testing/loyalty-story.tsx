// The loyalty pages in a fresh member store, for their stories.
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createLoyaltyStore } from './loyalty-store';

/** Renders `children` in a fresh logged-in store with the member centre's slice. */
export function LoyaltyStory({ children }: { children: ReactNode }) {
  const [store] = useState(() => createLoyaltyStore());
  return <Provider store={store}>{children}</Provider>;
}
