// A QR code drawn in the browser as one SVG path (uqr: a small, dependency-free encoder; only the
// download page's chunk carries it). SPEC.md §9: size 100.
import { SupportLimits } from '@lotusplay/api-client';
import { useMemo } from 'react';
import { encode } from 'uqr';

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** The text to encode (a URL). */
  value: string;
  /** Accessible name of the image. */
  label: string;
  /** Width and height in CSS pixels; 100 by default (SPEC.md §9). */
  size?: number;
  className?: string;
}

/** The SVG path of a QR matrix: one unit square per dark module. */
export function qrPath(data: readonly (readonly boolean[])[]): string {
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return path;
}

/** A QR code image of `value`: dark modules on a light quiet zone, in every theme. */
export function QrCode({ value, label, size = SupportLimits.qrCodeSize, className }: QrCodeProps) {
  const { path, modules } = useMemo(() => {
    const result = encode(value, { ecc: 'M', border: 2 });
    return { path: qrPath(result.data), modules: result.size };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      className={['lp-qr', className].filter(Boolean).join(' ')}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
