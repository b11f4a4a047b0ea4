import { render, screen } from '@testing-library/react';
import { Loader } from './loader';

describe('Loader', () => {
  it('is a status named by its label', () => {
    render(<Loader label="Loading games" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
    expect(screen.getByRole('status')).toHaveClass('lp-loader--md');
  });

  it('shows the label visibly on request', () => {
    render(<Loader label="Please wait" showLabel size="lg" />);
    expect(screen.getByText('Please wait')).toHaveClass('lp-loader__label');
    expect(screen.getByRole('status')).toHaveClass('lp-loader--lg');
  });

  it('renders as an overlay of the parent or the viewport', () => {
    const { rerender } = render(<Loader label="Saving" overlay />);
    expect(screen.getByRole('status')).toHaveClass('lp-loader--overlay', 'lp-loader--parent');
    rerender(<Loader label="Saving" overlay="fullscreen" />);
    expect(screen.getByRole('status')).toHaveClass('lp-loader--overlay', 'lp-loader--fullscreen');
  });
});
