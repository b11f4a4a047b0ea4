import { gridWindow, GRID_OVERSCAN_ROWS } from './game-grid';

describe('gridWindow', () => {
  it('fits as many 148 px columns as the width allows, one on the narrowest phone', () => {
    expect(gridWindow(100, 1024, 720, 0).columns).toBe(6);
    expect(gridWindow(100, 360, 640, 0).columns).toBe(2);
    expect(gridWindow(100, 120, 640, 0).columns).toBe(1);
  });

  it('renders the rows in view and a few around them, whatever the length of the list', () => {
    const view = gridWindow(10_000, 1024, 720, 50_000);
    expect(view.rows).toBe(Math.ceil(10_000 / 6));
    expect((view.last - view.first + 1) * view.columns).toBeLessThan(80);
    expect(view.first).toBe(Math.floor(50_000 / view.rowHeight) - GRID_OVERSCAN_ROWS);
  });

  it('shows the last rows when scrolled past the end', () => {
    const view = gridWindow(30, 1024, 720, 1e9);
    expect(view.last).toBe(view.rows - 1);
    expect(view.first).toBe(0);
  });

  it('renders the first rows while the grid starts below the window', () => {
    const view = gridWindow(10_000, 1024, 720, -400);
    expect(view.first).toBe(0);
    expect(view.last).toBeLessThanOrEqual(Math.ceil(720 / view.rowHeight) + GRID_OVERSCAN_ROWS);
  });
});
