import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { createTestStore, renderWithProviders } from '@lotusplay/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { agentCentreOpened, agentCentreSlice } from '../../state/agent-centre-slice';
import AgentCentrePanel from './agent-centre-panel';

describe('AgentCentrePanel', () => {
  it('says plainly that the centre is not available yet, and closes the centre', async () => {
    const store = createTestStore([agentCentreSlice]);
    store.dispatch(agentCentreOpened(undefined));
    const i18n = createTestI18n({ language: 'EN' });
    renderWithProviders(<AgentCentrePanel />, {
      store,
      wrapper: ({ children }: { children: ReactNode }) => (
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      ),
    });
    const dialog = screen.getByRole('dialog', { name: 'Agent centre' });
    expect(dialog).toHaveTextContent('This page is not available yet.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(store.getState().agentCentre.open).toBe(false);
  });
});
