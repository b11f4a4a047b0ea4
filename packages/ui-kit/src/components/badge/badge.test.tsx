import { render, screen } from '@testing-library/react';
import { Badge } from './badge';

describe('Badge', () => {
  it('renders the count with its label when above 0', () => {
    render(<Badge count={3} label="3 unread messages" />);
    expect(screen.getByRole('img', { name: '3 unread messages' })).toHaveTextContent('3');
  });

  it.each([0, -2, Number.NaN])('renders nothing for %s', (count) => {
    const { container } = render(<Badge count={count} label="none" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('caps the shown number at max', () => {
    const { rerender } = render(<Badge count={120} max={99} label="Rewards" />);
    expect(screen.getByRole('img', { name: 'Rewards' })).toHaveTextContent('99+');
    rerender(<Badge count={99} max={99} label="Rewards" />);
    expect(screen.getByRole('img', { name: 'Rewards' })).toHaveTextContent(/^99$/);
  });

  it('takes the primary tone for what is on offer, red otherwise', () => {
    const { rerender } = render(<Badge count={2} label="2 promotions" tone="primary" />);
    expect(screen.getByRole('img', { name: '2 promotions' })).toHaveClass('lp-badge--primary');
    rerender(<Badge count={2} label="2 promotions" />);
    expect(screen.getByRole('img', { name: '2 promotions' })).not.toHaveClass('lp-badge--primary');
  });
});
