// Package-internal (not in the ./testing entry): a wallet page in a store logged in as a member,
// and the stories every page has, for the pages' stories.
import type { StoryObj } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import { expect, within } from 'storybook/test';
import { createWalletHandlers } from './handlers';
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

/** The story of a page whose data is on its way (the server never answers). */
export function loadingStory(): StoryObj {
  return {
    parameters: { msw: { handlers: createWalletHandlers({ latency: 'infinite' }) } },
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).getAllByRole('status').length).toBeGreaterThan(0);
    },
  };
}

/** The story of a page whose server fails: `message` and "Try again". */
export function failedStory(message: string): StoryObj {
  return {
    parameters: { msw: { handlers: createWalletHandlers({ failing: true }) } },
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(message);
    },
  };
}
