import { COLORS, type PdfPhoto, type PdfWriter } from './pdf-writer';

const COLS = 3;
const GAP = 8;
const CAPTION_SIZE = 7.5;
/** The least a row takes under its images: two caption lines and the gap, as before captions wrapped. */
const MIN_CAPTION_SPACE = 22;

function cell(pdf: PdfWriter): { width: number; imageHeight: number } {
  const width = (pdf.width - GAP * (COLS - 1)) / COLS;
  return { width, imageHeight: width * 0.75 };
}

/** The height of a text at the cell's width: one line when it fits (measuring that is cheap), else wrapped. */
function textHeight(pdf: PdfWriter, text: string, width: number): number {
  return pdf.doc.widthOfString(text) <= width ? pdf.doc.currentLineHeight(true) : pdf.doc.heightOfString(text, { width });
}

/** The height of a photo's caption and capture time at the cell's width. */
function captionHeight(pdf: PdfWriter, photo: PdfPhoto, width: number): number {
  pdf.doc.font('Body').fontSize(CAPTION_SIZE);
  return textHeight(pdf, photo.description, width) + (photo.taken ? textHeight(pdf, photo.taken, width) : 0);
}

function rowHeight(pdf: PdfWriter, row: readonly PdfPhoto[]): number {
  const { width, imageHeight } = cell(pdf);
  const captions = Math.max(0, ...row.map((p) => captionHeight(pdf, p, width)));
  return imageHeight + Math.max(MIN_CAPTION_SPACE, captions + 7);
}

/** Height of the first row of a photo grid, to keep a heading with its first photos. */
export function photoRowHeight(pdf: PdfWriter, photos: readonly PdfPhoto[]): number {
  return photos.length ? rowHeight(pdf, photos.slice(0, COLS)) : 0;
}

/**
 * Photos three to a row, each fitted into its cell with its whole caption underneath: a
 * caption holds up to 200 characters (docs/product.md#photos) and wraps to as many lines as
 * it needs, so a row is as tall as its longest caption.
 */
export function photoGrid(pdf: PdfWriter, photos: readonly PdfPhoto[]): void {
  const { doc } = pdf;
  const { width, imageHeight } = cell(pdf);
  const left = doc.page.margins.left;
  for (let i = 0; i < photos.length; i += COLS) {
    const row = photos.slice(i, i + COLS);
    const height = rowHeight(pdf, row);
    // The whole row fits (the longest caption is about 60 points), so no caption runs onto a new page.
    pdf.ensure(height);
    const y = doc.y;
    for (const [j, photo] of row.entries()) {
      const x = left + j * (width + GAP);
      doc.rect(x, y, width, imageHeight).fill(COLORS.panel);
      let drawn = false;
      if (photo.data) {
        try {
          doc.image(photo.data, x, y, { fit: [width, imageHeight], align: 'center', valign: 'center' });
          drawn = true;
        } catch {
          drawn = false;
        }
      }
      if (!drawn)
        doc
          .font('Body')
          .fontSize(8)
          .fillColor(COLORS.muted)
          .text('Photo unavailable', x, y + imageHeight / 2 - 4, { width, align: 'center' });
      doc
        .font('Body')
        .fontSize(CAPTION_SIZE)
        .fillColor(COLORS.muted)
        .text(photo.description, x, y + imageHeight + 3, { width });
      if (photo.taken) doc.text(photo.taken, x, doc.y, { width });
    }
    doc.y = y + height;
  }
  doc.x = left;
  doc.fillColor(COLORS.text);
}
