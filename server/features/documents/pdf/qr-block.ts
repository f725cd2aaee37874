import { qrMatrix } from '../../../../core/rules/qr-code';
import { COLORS, type PdfWriter } from './pdf-writer';

const SIZE = 84; // points: 3 cm, readable by any phone camera

/** The verification block: the URL as text beside its QR code (docs/product.md#verification). */
export function verificationBlock(pdf: PdfWriter, verification: { label: string; url: string }): void {
  const { doc } = pdf;
  pdf.ensure(SIZE + 16);
  const top = doc.y + 4;
  const left = doc.page.margins.left;
  const qr = qrMatrix(verification.url);
  const cell = SIZE / (qr.size + 8); // a quiet zone of four modules each side
  for (let r = 0; r < qr.size; r++) {
    for (let c = 0; c < qr.size; c++) if (qr.dark(r, c)) doc.rect(left + (c + 4) * cell, top + (r + 4) * cell, cell, cell);
  }
  doc.fillColor('#000000').fill();
  const textX = left + SIZE + 12;
  doc
    .font('Bold')
    .fontSize(10)
    .fillColor(COLORS.text)
    .text(verification.label, textX, top + 18, { width: pdf.width - SIZE - 12 });
  doc
    .font('Body')
    .fontSize(9.5)
    .fillColor(COLORS.primary)
    .text(verification.url, textX, doc.y + 2, { width: pdf.width - SIZE - 12 });
  doc.y = top + SIZE + 8;
  doc.x = left;
  doc.fillColor(COLORS.text);
}
