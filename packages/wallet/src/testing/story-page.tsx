// Package-internal (not in the ./testing entry): a wallet page in a store logged in as a member,
// for the pages' stories.
import { useState, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import { createWalletStore } from './wallet-store';

/** A story component rendering `Page` in a fresh member store. */
export function storyPage(Page: ComponentType) {
  return function StoryPage() {
    const [store] = useState(() => createWalletStore());
    return (
      <Provider store={store}>
        <Page />
      </Provider>
    );
  };
}
