import { ART_VERSION, VENDOR_MARK_WIDTHS } from '@lotusplay/api-client/contracts';
import { screen } from '@testing-library/react';
import { buildVendor } from '../testing/catalogue';
import { renderLobbyUi } from './test-kit';
import { VendorMenu } from './vendor-menu';

describe('VendorMenu', () => {
  it("shows each vendor's square mark at the widths it is drawn at, its box reserved", () => {
    const vendors = ['PG', 'JILI'].map((vassalage) => buildVendor({ gameType: 'RNG', vassalage }));
    renderLobbyUi(
      <VendorMenu vendors={vendors} selected="PG" imageBase="/static/art" onSelect={vi.fn()} />,
    );
    const image = screen.getByRole('button', { name: 'PG' }).querySelector('img')!;
    const mark = '/static/art/vendor/rng/pg.png';
    expect(image).toHaveAttribute('src', `${mark}?w=28&ar=1:1&v=${ART_VERSION}`);
    expect(image.getAttribute('srcset')!.split(', ')).toEqual(
      VENDOR_MARK_WIDTHS.map((w) => `${mark}?w=${w}&ar=1:1&v=${ART_VERSION} ${w}w`),
    );
    expect(image).toHaveAttribute('sizes', '28px');
    expect(image).toHaveAttribute('width', '28');
    expect(image).toHaveAttribute('height', '28');
  });
});
