import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { rememberByContent } from './compression';

describe('rememberByContent', () => {
  it('compresses the same bytes once and gives back what the compressor gave', () => {
    const compress = vi.fn((buffer: Buffer) => brotliCompressSync(buffer));
    const remembered = rememberByContent(compress);
    const body = Buffer.from(JSON.stringify({ value: 'lotus '.repeat(300) }));
    const first = remembered(body);
    const second = remembered(Buffer.from(body));
    expect(compress).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(brotliDecompressSync(first).equals(body)).toBe(true);
    remembered(Buffer.from(`${body.toString()} `));
    expect(compress).toHaveBeenCalledTimes(2);
  });

  it('keeps at most its number of entries, dropping the least recently used', () => {
    const compress = vi.fn((buffer: Buffer) => Buffer.from(buffer));
    const remembered = rememberByContent(compress, 2);
    // Fresh buffers each time, so every lookup is by content.
    const a = () => Buffer.from('a');
    const b = () => Buffer.from('b');
    remembered(a());
    remembered(b());
    remembered(a()); // a is now the most recent
    remembered(Buffer.from('c')); // b goes
    expect(remembered.size).toBe(2);
    remembered(a());
    expect(compress).toHaveBeenCalledTimes(3);
    remembered(b());
    expect(compress).toHaveBeenCalledTimes(4);
  });

  it('finds a body sent again as the same Buffer without reading its bytes', () => {
    const compress = vi.fn((buffer: Buffer) => brotliCompressSync(buffer));
    const remembered = rememberByContent(compress, 1);
    const body = Buffer.from('{"value":"shared"}');
    const first = remembered(body);
    remembered(Buffer.from('another body')); // the content memo now holds only this one
    const toString = vi.spyOn(body, 'toString');
    expect(remembered(body)).toBe(first);
    expect(toString).not.toHaveBeenCalled();
    expect(compress).toHaveBeenCalledTimes(2);
  });
});
