import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Carousel, type CarouselSlide } from './carousel';

const colours = ['#7a3fd1', '#d1453f', '#2f8f6b', '#c98a1c'];

// Inline SVG banners keep the stories offline.
const banner = (text: string, colour: string) => (
  <img
    alt=""
    style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
    src={`data:image/svg+xml,${encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 500"><rect width="1920" height="500" fill="${colour}"/><text x="960" y="280" font-size="96" text-anchor="middle" fill="#fff" font-family="sans-serif">${text}</text></svg>`,
    )}`}
  />
);

const makeSlides = (n: number, clickable = false): CarouselSlide[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    label: `Promotion ${i + 1}`,
    content: banner(`Promotion ${i + 1}`, colours[i % colours.length] ?? '#333'),
    onClick: clickable ? fn() : undefined,
  }));

const meta = {
  title: 'ui-kit/Carousel',
  component: Carousel,
  args: { label: 'Promotions', dotsLabel: 'Choose a banner', slides: makeSlides(4) },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Autoplays every 5000 ms; hover or focus pauses it. */
export const Autoplaying: Story = {};
export const WithArrows: Story = {
  args: { previousLabel: 'Previous banner', nextLabel: 'Next banner' },
};
export const ClickableBanners: Story = { args: { slides: makeSlides(3, true) } };
/** One banner: its dot is not clickable and nothing moves. */
export const SingleSlide: Story = {
  args: { slides: makeSlides(1), nextLabel: 'Next banner', previousLabel: 'Previous banner' },
};
export const AutoplayOff: Story = {
  args: { autoplay: false, previousLabel: 'Previous banner', nextLabel: 'Next banner' },
};
/** A phone-sized square carousel. */
export const SquareAspect: Story = {
  args: { aspectRatio: '1 / 1', slides: makeSlides(3) },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Carousel {...args} />
    </div>
  ),
};
export const Empty: Story = { args: { slides: [] } };
