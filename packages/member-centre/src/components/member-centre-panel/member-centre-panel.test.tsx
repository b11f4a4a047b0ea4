import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { createTestStore, renderWithProviders } from '@lotusplay/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { memberCentreOpened, memberCentreSlice } from '../../state/member-centre-slice';
import MemberCentrePanel from './member-centre-panel';

describe('MemberCentrePanel', () => {
  it('says plainly that the centre is not available yet, and closes the centre', async () => {
    const store = createTestStore([memberCentreSlice]);
    store.dispatch(memberCentreOpened(undefined));
    const i18n = createTestI18n({ language: 'EN' });
    renderWithProviders(<MemberCentrePanel />, {
      store,
      wrapper: ({ children }: { children: ReactNode }) => (
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      ),
    });
    const dialog = screen.getByRole('dialog', { name: 'Member centre' });
    expect(dialog).toHaveTextContent('This page is not available yet.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(store.getState().memberCentre.open).toBe(false);
  });
});
