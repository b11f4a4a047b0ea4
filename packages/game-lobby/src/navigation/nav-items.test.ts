import { fitInRow } from './nav-items';

describe('fitInRow', () => {
  it('shows every entry when they fit, gaps included', () => {
    expect(fitInRow([100, 100, 100], 320, 80, 10)).toBe(3);
    expect(fitInRow([], 320, 80, 10)).toBe(0);
  });

  it('keeps room for "More" once one entry does not fit, and takes the rest from the end', () => {
    // 100 + 10 + 100 + 10 + 100 = 320 > 300: "More" (80) and as many as fit beside it.
    expect(fitInRow([100, 100, 100], 300, 80, 10)).toBe(2);
    expect(fitInRow([100, 100, 100], 250, 80, 10)).toBe(1);
  });

  it('always shows the first entry (home), however narrow the row', () => {
    expect(fitInRow([100, 100, 100], 120, 80, 10)).toBe(1);
  });
});
