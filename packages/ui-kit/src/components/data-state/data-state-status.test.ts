import { describe, expect, it } from 'vitest';
import { dataStateStatus } from './data-state';

const empty = (data: { total: number }) => data.total === 0;

describe('dataStateStatus', () => {
  it('is loading until the query has data', () => {
    expect(dataStateStatus({ isError: false, isFetching: true }, empty)).toBe('loading');
  });

  it('is an error once the query is not fetching again, loading while a retry runs', () => {
    expect(dataStateStatus({ isError: true, isFetching: false }, empty)).toBe('error');
    expect(dataStateStatus({ isError: true, isFetching: true }, empty)).toBe('loading');
  });

  it('is empty or ready by the data', () => {
    expect(dataStateStatus({ data: { total: 0 }, isError: false, isFetching: false }, empty)).toBe(
      'empty',
    );
    expect(dataStateStatus({ data: { total: 3 }, isError: false, isFetching: true }, empty)).toBe(
      'ready',
    );
  });
});
