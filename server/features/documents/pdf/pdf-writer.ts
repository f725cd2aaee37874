import type PDFDocumentClass from 'pdfkit';
import type { Badge, DocumentRow, Letterhead, SignatureBlock } from '../../../../core/rules/document-model';

/**
 * Small layout helpers over pdfkit for the two documents: A4, the PDF standard Helvetica
 * (no network, no font files), a company header, page footers, key/value grids and a
 * signature block; photo grids are in ./photo-grid.ts. See docs/decisions/0008-server-made-pdfs.md.
 */
export interface CompanyDetails {
  businessName: string;
  licenceNumber: string;
  abn: string;
  officeEmail: string;
  /** The logo file's bytes (PNG or JPEG), or null. */
  logo: Buffer | null;
}

export interface PdfPhoto {
  section: string;
  /** The caption printed under it (the plumber's, else "Inspection photo"). */
  description: string;
  /** "Taken 05 March 2026, 2:22 pm", or null when unknown. */
  taken?: string | null;
  /** The compressed copy's bytes; null when the file is missing or unreadable. */
  data: Buffer | null;
}

export const COLORS = {
  text: '#0f172a',
  muted: '#475569',
  border: '#cbd5e1',
  primary: '#1d4ed8',
  pass: '#15803d',
  fail: '#dc2626',
  green: '#15803d',
  amber: '#ea580c',
  red: '#dc2626',
  panel: '#f1f5f9',
} as const;

/** A badge's colour: the pass and fail and condition colours, grey for not assessed. */
export function badgeColour(badge: Badge): string {
  return badge.tone === 'none' ? COLORS.muted : COLORS[badge.tone];
}

const MARGIN = 42;

// pdfkit (with its fonts and compression) is ~100 ms of module loading: it loads with the
// first PDF, not at every start (docs/performance.md#results, figure 6).
let pdfkit: Promise<typeof PDFDocumentClass> | undefined;
const loadPdfKit = () => (pdfkit ??= import('pdfkit').then((m) => m.default));

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  /** A writer for a new A4 document (loads pdfkit on first use). */
  static async create(company: CompanyDetails, title: string): Promise<PdfWriter> {
    return new PdfWriter(await loadPdfKit(), company, title);
  }

  private constructor(
    PDFDocument: typeof PDFDocumentClass,
    readonly company: CompanyDetails,
    title: string,
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, bottom: MARGIN + 18, left: MARGIN, right: MARGIN },
      bufferPages: true,
      info: { Title: title, Author: company.businessName, Creator: company.businessName },
    });
    // PDF base-14 fonts: every conforming reader has them, so nothing is fetched or embedded (ADR 0008).
    this.doc.registerFont('Body', 'Helvetica');
    this.doc.registerFont('Bold', 'Helvetica-Bold');
    this.doc.font('Body').fontSize(10).fillColor(COLORS.text);
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (c: Buffer) => this.chunks.push(c));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  get width(): number {
    return this.doc.page.width - MARGIN * 2;
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page when fewer than `height` points remain. */
  ensure(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  /** Logo and business details on the left, the document title on the right. */
  header(letterhead: Letterhead, title: string, subtitle: string): void {
    const { doc, company } = this;
    const top = doc.y;
    let textX = MARGIN;
    if (company.logo) {
      try {
        doc.image(company.logo, MARGIN, top, { fit: [64, 64] });
        textX = MARGIN + 74;
      } catch {
        // An unreadable logo must not stop the document.
      }
    }
    doc.font('Bold').fontSize(14).fillColor(COLORS.text).text(letterhead.businessName, textX, top, { width: 260 });
    doc.font('Body').fontSize(8.5).fillColor(COLORS.muted);
    for (const line of letterhead.details) doc.text(line, textX, doc.y, { width: 260 });
    const leftBottom = Math.max(doc.y, company.logo ? top + 64 : doc.y);
    doc
      .font('Bold')
      .fontSize(16)
      .fillColor(COLORS.primary)
      .text(title, MARGIN + 280, top, { width: this.width - 280, align: 'right' });
    doc
      .font('Body')
      .fontSize(9)
      .fillColor(COLORS.muted)
      .text(subtitle, MARGIN + 280, doc.y + 2, { width: this.width - 280, align: 'right' });
    doc.y = Math.max(leftBottom, doc.y) + 10;
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + this.width, doc.y)
      .lineWidth(1.5)
      .strokeColor(COLORS.primary)
      .stroke();
    doc.y += 12;
    doc.x = MARGIN;
  }

  /** Keeps a heading and its paragraphs on one page when they fit on one. */
  keepParagraphs(texts: readonly string[], size = 10): void {
    this.doc.font('Body').fontSize(size);
    const height = texts.reduce((h, t) => h + this.doc.heightOfString(t, { width: this.width, lineGap: 1.5 }) + size * 0.6, 40);
    if (height < this.doc.page.height / 2) this.ensure(height);
  }

  heading(text: string): void {
    this.ensure(60);
    this.doc.moveDown(0.4).font('Bold').fontSize(12.5).fillColor(COLORS.primary).text(text, MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3).font('Body').fontSize(10).fillColor(COLORS.text);
  }

  subheading(text: string): void {
    this.ensure(40);
    this.doc.moveDown(0.2).font('Bold').fontSize(10.5).fillColor(COLORS.text).text(text, MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.15).font('Body').fontSize(10);
  }

  paragraph(text: string, opts: { color?: string; size?: number } = {}): void {
    this.doc
      .font('Body')
      .fontSize(opts.size ?? 10)
      .fillColor(opts.color ?? COLORS.text)
      .text(text, MARGIN, this.doc.y, { width: this.width, lineGap: 1.5 });
    this.doc.moveDown(0.35);
  }

  /** Label/value pairs in two columns. */
  keyValues(rows: readonly DocumentRow[]): void {
    const colW = this.width / 2;
    for (let i = 0; i < rows.length; i += 2) {
      this.ensure(30);
      const y = this.doc.y;
      let maxY = y;
      for (const [j, pair] of rows.slice(i, i + 2).entries()) {
        const x = MARGIN + j * colW;
        this.doc
          .font('Body')
          .fontSize(8)
          .fillColor(COLORS.muted)
          .text(pair[0].toUpperCase(), x, y, { width: colW - 10 });
        this.doc
          .font('Bold')
          .fontSize(10.5)
          .fillColor(COLORS.text)
          .text(pair[1], x, this.doc.y + 1, { width: colW - 10 });
        maxY = Math.max(maxY, this.doc.y);
      }
      this.doc.y = maxY + 6;
    }
    this.doc.x = MARGIN;
  }

  /** A coloured label such as PASS or Orange, followed by text on the same line. */
  badgeLine(badge: string, color: string, text: string): void {
    this.ensure(18);
    const y = this.doc.y;
    this.doc.font('Bold').fontSize(9);
    const w = this.doc.widthOfString(badge) + 10;
    this.doc.roundedRect(MARGIN, y - 1, w, 13, 3).fill(color);
    this.doc.fillColor('#ffffff').text(badge, MARGIN + 5, y + 1.5, { lineBreak: false });
    this.doc
      .font('Body')
      .fontSize(10)
      .fillColor(COLORS.text)
      .text(text, MARGIN + w + 8, y, { width: this.width - w - 8 });
    this.doc.y = Math.max(this.doc.y, y + 14) + 2;
    this.doc.x = MARGIN;
  }

  /** A bordered panel with a signature image, name and date. */
  signatureBlock({ title, rows, signature }: SignatureBlock): void {
    this.ensure(150);
    this.heading(title);
    this.keyValues(rows);
    const sigTop = this.doc.y;
    this.doc.font('Body').fontSize(8).fillColor(COLORS.muted).text('SIGNATURE', MARGIN, sigTop);
    const png = signature?.startsWith('data:image/png;base64,') ? Buffer.from(signature.slice(22), 'base64') : null;
    if (png) {
      try {
        this.doc.image(png, MARGIN, this.doc.y + 2, { fit: [200, 75] });
      } catch {
        this.doc.text('Signature unavailable', MARGIN, this.doc.y + 2);
      }
    } else {
      this.doc
        .font('Body')
        .fontSize(10)
        .fillColor(COLORS.muted)
        .text('Not signed', MARGIN, this.doc.y + 4);
    }
    this.doc.y = Math.max(this.doc.y, sigTop + 90);
    this.doc
      .moveTo(MARGIN, this.doc.y)
      .lineTo(MARGIN + 220, this.doc.y)
      .lineWidth(0.75)
      .strokeColor(COLORS.border)
      .stroke();
    this.doc.y += 8;
  }

  /** Footer on every page, then the finished bytes. */
  async finish(footer: string): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const y = this.doc.page.height - MARGIN;
      // Writing below the bottom margin would add a page: lift it for the footer only.
      const saved = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      this.doc
        .moveTo(MARGIN, y - 6)
        .lineTo(MARGIN + this.width, y - 6)
        .lineWidth(0.5)
        .strokeColor(COLORS.border)
        .stroke();
      this.doc
        .font('Body')
        .fontSize(7.5)
        .fillColor(COLORS.muted)
        .text(footer, MARGIN, y, { width: this.width - 60, lineBreak: false });
      this.doc.text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN + this.width - 60, y, { width: 60, align: 'right', lineBreak: false });
      this.doc.page.margins.bottom = saved;
    }
    this.doc.end();
    return this.done;
  }
}
