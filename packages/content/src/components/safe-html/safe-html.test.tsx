import { render, screen } from '@testing-library/react';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('renders sanitised markup that keeps its meaning', () => {
    render(
      <SafeHtml html='<h2>Deposits</h2><p>See <a href="https://example.test/guide">the guide</a>.</p>' />,
    );
    expect(screen.getByRole('heading', { name: 'Deposits' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the guide' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('never runs or keeps hostile markup', () => {
    const onError = vi.fn();
    (window as unknown as { pwned: typeof onError }).pwned = onError;
    const { container } = render(
      <SafeHtml
        as="article"
        html={
          '<img src="x" onerror="window.pwned()"><script>window.pwned()</script><a href="javascript:window.pwned()">x</a>'
        }
      />,
    );
    expect(container.querySelector('article')).not.toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('x')).not.toHaveAttribute('href');
    expect(onError).not.toHaveBeenCalled();
  });
});
