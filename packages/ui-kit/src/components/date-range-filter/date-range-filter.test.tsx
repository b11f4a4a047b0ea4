import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateRangeFilter, type DateRange } from './date-range-filter';

const QUICK: Record<'last7' | 'last30', DateRange> = {
  last7: { from: '2026-05-25', to: '2026-05-31' },
  last30: { from: '2026-05-02', to: '2026-05-31' },
};

/** Refuses a reversed range, and one of more than 90 days (lexical order is day order here). */
function problemOf({ from, to }: DateRange): string | null {
  if (to < from) return 'The end date must not be before the start date';
  if (from < '2026-03-01' || to > '2026-05-31') return 'Please choose at most 90 days';
  return null;
}

function renderFilter() {
  const onChange = vi.fn();
  function Host() {
    const [range, setRange] = useState(QUICK.last7);
    return (
      <DateRangeFilter
        value={range}
        onChange={(next) => {
          onChange(next);
          setRange(next);
        }}
        quickRanges={[
          { value: 'last7', label: 'Last 7 days' },
          { value: 'last30', label: 'Last 30 days' },
        ]}
        rangeOf={(quick) => QUICK[quick]}
        defaultQuick="last7"
        problemOf={problemOf}
        fromLabel="From date"
        toLabel="To date"
        searchLabel="Search"
        quickRangesLabel="Quick ranges"
      >
        <div className="lp-date-range-filter__field">
          <label htmlFor="kind">Type</label>
          <select id="kind" />
        </div>
      </DateRangeFilter>
    );
  }
  render(<Host />);
  return { onChange };
}

async function typeRange(from: string, to: string) {
  const fromInput = screen.getByLabelText('From date');
  const toInput = screen.getByLabelText('To date');
  await userEvent.clear(fromInput);
  await userEvent.type(fromInput, from);
  await userEvent.clear(toInput);
  await userEvent.type(toInput, to);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('DateRangeFilter', () => {
  it('shows the other filters, the range in force and the quick range pressed', () => {
    renderFilter();
    expect(screen.getByLabelText('Type')).toBeInTheDocument();
    expect(screen.getByLabelText('From date')).toHaveValue('2026-05-25');
    expect(screen.getByLabelText('To date')).toHaveValue('2026-05-31');
    const group = screen.getByRole('group', { name: 'Quick ranges' });
    expect(group).toContainElement(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('applies a quick range at once, inputs included', async () => {
    const { onChange } = renderFilter();
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(onChange).toHaveBeenLastCalledWith(QUICK.last30);
    expect(screen.getByLabelText('From date')).toHaveValue('2026-05-02');
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('refuses typed days with an alert the inputs point to, and searches the days it accepts', async () => {
    const { onChange } = renderFilter();
    await typeRange('2026-05-10', '2026-05-01');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The end date must not be before the start date');
    for (const label of ['From date', 'To date']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-describedby', alert.id);
    }
    await typeRange('2026-05-10', '2026-09-01');
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose at most 90 days');
    expect(onChange).not.toHaveBeenCalled();

    await typeRange('2026-05-10', '2026-05-31');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-05-10', to: '2026-05-31' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('From date')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('clears a problem when a quick range is chosen', async () => {
    renderFilter();
    await typeRange('2026-05-10', '2026-05-01');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('To date')).toHaveValue('2026-05-31');
  });
});
