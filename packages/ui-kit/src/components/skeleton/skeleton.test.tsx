import { render } from '@testing-library/react';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is a sized block hidden from assistive technology', () => {
    const { container } = render(<Skeleton width="4em" height="1em" className="balance" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveClass('lp-skeleton', 'balance');
    expect(block.style.width).toBe('4em');
    expect(block.style.height).toBe('1em');
  });
});
