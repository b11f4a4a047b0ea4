import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataState, type DataStateProps } from './data-state';

const props = (overrides: Partial<DataStateProps> = {}): DataStateProps => ({
  status: 'ready',
  loadingLabel: 'Loading',
  errorMessage: 'The records could not be loaded.',
  retryLabel: 'Retry',
  onRetry: vi.fn(),
  emptyMessage: 'No records in this period.',
  count: '3 records',
  children: <ul aria-label="Records" />,
  ...overrides,
});

describe('DataState', () => {
  it('announces loading as a status, without the data', () => {
    render(<DataState {...props({ status: 'loading' })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('list', { name: 'Records' })).not.toBeInTheDocument();
  });

  it('shows an error as an alert whose retry button asks again', async () => {
    const onRetry = vi.fn();
    render(<DataState {...props({ status: 'error', onRetry })} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The records could not be loaded.');
    expect(alert).toHaveClass('lp-data-state__error');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('list', { name: 'Records' })).not.toBeInTheDocument();
  });

  it('says so when there is nothing to list', () => {
    render(<DataState {...props({ status: 'empty' })} />);
    expect(screen.getByText('No records in this period.')).toHaveClass('lp-data-state__note');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Records' })).not.toBeInTheDocument();
  });

  it('shows the count, read out politely, above the data when ready', () => {
    render(<DataState {...props()} />);
    const count = screen.getByText('3 records');
    expect(count).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('list', { name: 'Records' })).toBeInTheDocument();
    expect(count.compareDocumentPosition(screen.getByRole('list', { name: 'Records' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('comes small: spinner and retry button', () => {
    const { rerender } = render(<DataState {...props({ status: 'loading', size: 'sm' })} />);
    expect(screen.getByRole('status')).toHaveClass('lp-loader--sm');
    rerender(<DataState {...props({ status: 'error', size: 'sm' })} />);
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveClass('lp-button--sm');
  });

  it("takes the page's own classes for its alert and notes", () => {
    const { rerender } = render(
      <DataState {...props({ status: 'error', errorClassName: 'x-failed' })} />,
    );
    expect(screen.getByRole('alert')).toHaveClass('x-failed');
    rerender(<DataState {...props({ noteClassName: 'x-note' })} />);
    expect(screen.getByText('3 records')).toHaveClass('x-note');
  });
});
