import { create } from 'qrcode';

/** A QR code as its square grid of modules (true = dark), drawn by the PDF and the page alike. */
export interface QrMatrix {
  size: number;
  dark(row: number, col: number): boolean;
}

/**
 * The QR code of a verification URL (docs/product.md#verification), error correction M (15 %): enough for a
 * printed page that has been folded or photocopied, small enough to stay about 33 modules wide.
 */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, col) => Boolean(modules.get(row, col)) };
}
