// A banner's art with its texts over it: real text (headline, subline, call to action), the image
// decorative then, nothing where a text is empty, and the texts of the language given.
import { render, screen } from '@testing-library/react';
import { buildBanner } from '../testing/banner-handlers';
import { BannerImage } from './banner-image';
import { BannerSlide, BannerText } from './banner-slide';

describe('BannerSlide', () => {
  it('lays the headline, the subline and the call to action over a decorative image', () => {
    const { container } = render(<BannerSlide banner={buildBanner()} priority />);
    const text = container.querySelector('.lp-banner__text')!;
    expect([...text.children].map((child) => child.textContent)).toEqual([
      'Welcome bonus 100%',
      'On your first deposit',
      'Claim now',
    ]);
    expect(screen.getByText('Welcome bonus 100%')).toBeVisible();
    const image = container.querySelector('img')!;
    // The text says what the image would: no alternative text, out of the accessibility tree.
    expect(image).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '1536');
    expect(image).toHaveAttribute('height', '400');
  });

  it('leaves out a subline and a call to action the banner has not', () => {
    const { container } = render(
      <BannerText
        banner={buildBanner({ subline: '', callToAction: '', title: 'Jackpot slots' })}
      />,
    );
    expect(container.querySelectorAll('.lp-banner__text > *')).toHaveLength(1);
    expect(container.querySelector('.lp-banner__cta')).toBeNull();
    expect(screen.getByText('Jackpot slots')).toBeInTheDocument();
  });

  it('shows the texts it is given, in any language, as text and not markup', () => {
    render(
      <BannerSlide
        banner={buildBanner({
          title: '首存100%欢迎奖金',
          subline: '<b>首次存款</b>即可获得',
          callToAction: '立即领取',
        })}
      />,
    );
    expect(screen.getByText('首存100%欢迎奖金')).toBeInTheDocument();
    expect(screen.getByText('<b>首次存款</b>即可获得')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText('立即领取')).toBeInTheDocument();
  });

  it('keeps an image of its own its alternative text where no text is laid over it', () => {
    render(<BannerImage banner={buildBanner()} />);
    expect(screen.getByRole('img', { name: 'Welcome bonus 100%' })).toHaveAttribute(
      'loading',
      'lazy',
    );
  });
});
