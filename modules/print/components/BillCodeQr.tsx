import { create } from 'qrcode';
import { useMemo } from 'react';

/** Blank modules around the code, as scanners expect (ISO/IEC 18004 asks for four). */
const QUIET_ZONE = 4;

/** One SVG path over the dark modules: crisp at any print resolution, no canvas needed. */
export function qrPathOf(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const steps: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) steps.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, path: steps.join('') };
}

export interface BillCodeQrProps {
  code: string;
  label: string;
  /** Rendered width and height in CSS pixels. */
  pixels?: number;
}

/** The bill's code as a QR code, so a sheet of paper can be matched to its bill by scanning. */
export function BillCodeQr({ code, label, pixels = 112 }: BillCodeQrProps) {
  const { size, path } = useMemo(() => qrPathOf(code), [code]);
  return (
    <svg
      role="img"
      aria-label={label}
      data-qr-text={code}
      width={pixels}
      height={pixels}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}
