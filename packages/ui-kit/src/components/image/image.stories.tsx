import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultGameIcon } from './default-game-icon';
import { Image } from './image';

// A data URI keeps the stories offline.
const sample = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#e0b44c"/><stop offset="1" stop-color="#7a3fd1"/></linearGradient></defs><rect width="160" height="120" fill="url(#g)"/><text x="80" y="70" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">LUCKY 7</text></svg>',
)}`;

const meta = {
  title: 'ui-kit/Image',
  component: Image,
  args: { src: sample, alt: 'Lucky 7', width: 160, aspectRatio: '4 / 3' },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
/** Fails twice (one retry), then shows the default game icon. */
export const BrokenFallsBack: Story = { args: { src: '/does-not-exist.png', alt: 'Missing game' } };
export const NoSource: Story = { args: { src: null, alt: 'Game without artwork' } };
export const DefaultGameIcon: Story = {
  args: { src: defaultGameIcon, alt: 'Default game icon', width: 96, aspectRatio: '1 / 1' },
};
/** Scroll down: the image loads once 10% of it is visible. */
export const LazyBelowTheFold: Story = {
  render: (args) => (
    <div>
      <div style={{ height: '150vh' }}>Scroll down</div>
      <Image {...args} />
    </div>
  ),
};
/** A srcset of two widths: the browser picks the one the shown width (sizes) needs. */
export const Responsive: Story = {
  args: {
    src: sample,
    srcSet: `${sample} 160w, ${sample} 320w`,
    sizes: '160px',
    alt: 'Lucky 7 at the width shown',
  },
};
