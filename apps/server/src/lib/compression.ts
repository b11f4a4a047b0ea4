// Compression of dynamic answers (JSON, index.html) for @fastify/compress, remembered by content:
// a brand-level read gives every visitor the same bytes, so compressing them once per content
// instead of once per request keeps a compressed read nearly as cheap as an uncompressed one.
// Answers that differ (another visitor, another member) are simply new entries; the oldest go.
// A body sent as the same Buffer object again (a route's cached answer) is found by identity,
// without reading its bytes: such a Buffer must never be written to after it was sent.
import * as zlib from 'node:zlib';

type SyncCompressor = (buffer: Buffer, options?: object) => Buffer;

/** How many distinct bodies each encoding remembers (each at most the sync threshold in size). */
export const COMPRESSION_MEMO_ENTRIES = 512;

/** Wraps a synchronous compressor so that the same bytes are compressed once (LRU by content). */
export function rememberByContent(
  compress: SyncCompressor,
  maxEntries = COMPRESSION_MEMO_ENTRIES,
): SyncCompressor & { readonly size: number } {
  const memo = new Map<string, Buffer>();
  const byIdentity = new WeakMap<Buffer, Buffer>();
  const compressor = (buffer: Buffer, options?: object) => {
    const same = byIdentity.get(buffer);
    if (same) return same;
    // The body's exact bytes are the key ('latin1' maps each byte to one code unit).
    const key = buffer.toString('latin1');
    let compressed = memo.get(key);
    if (compressed) {
      memo.delete(key);
      memo.set(key, compressed);
    } else {
      compressed = compress(buffer, options);
      memo.set(key, compressed);
      if (memo.size > maxEntries) memo.delete(memo.keys().next().value!);
    }
    byIdentity.set(buffer, compressed);
    return compressed;
  };
  return Object.defineProperty(compressor, 'size', { get: () => memo.size }) as SyncCompressor & {
    readonly size: number;
  };
}

/** node:zlib with its brotli and gzip one-shot compressors remembering what they compressed. */
export function contentMemoZlib(maxEntries = COMPRESSION_MEMO_ENTRIES) {
  return {
    ...zlib,
    brotliCompressSync: rememberByContent(zlib.brotliCompressSync, maxEntries),
    gzipSync: rememberByContent(zlib.gzipSync, maxEntries),
  };
}
