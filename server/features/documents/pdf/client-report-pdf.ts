import type { ClientReportModel } from '../../../../core/rules/client-report-model';
import { photoGrid, photoRowHeight } from './photo-grid';
import { badgeColour, COLORS, PdfWriter, type CompanyDetails, type PdfPhoto } from './pdf-writer';

/** The client report (docs/product.md#documents) as an A4 PDF: its model is the one /client-report/{id} shows. */
export async function renderClientReport(m: ClientReportModel<PdfPhoto>, company: CompanyDetails): Promise<Buffer> {
  const pdf = await PdfWriter.create(company, m.documentTitle);
  pdf.header(m.letterhead, m.title, m.subtitle);

  pdf.heading(m.client.title);
  pdf.keyValues(m.client.rows);

  pdf.heading(m.why.title);
  for (const p of m.why.paragraphs) pdf.paragraph(p);

  pdf.heading(m.readings.title);
  for (const r of m.readings.items) {
    pdf.ensure(70 + photoRowHeight(pdf, r.photos));
    pdf.subheading(r.title);
    pdf.badgeLine(r.badge.label, badgeColour(r.badge), r.reading);
    if (r.override) pdf.paragraph(r.override);
    pdf.paragraph(r.rule, { color: COLORS.muted, size: 9 });
    if (r.fix) pdf.paragraph(r.fix);
    if (r.note) pdf.paragraph(r.note, { size: 9 });
    photoGrid(pdf, r.photos);
  }

  pdf.heading(m.areas.title);
  pdf.paragraph(m.areas.legend.map((l) => `${l.badge.label}: ${l.meaning}`).join('   '), { color: COLORS.muted, size: 8.5 });
  if (m.areas.empty) pdf.paragraph(m.areas.empty, { color: COLORS.muted });
  for (const area of m.areas.items) {
    pdf.ensure(24 + area.items.length * 16 + photoRowHeight(pdf, area.photos));
    pdf.subheading(area.label);
    for (const item of area.items) pdf.badgeLine(item.badge.label, badgeColour(item.badge), item.label);
    if (area.note) pdf.paragraph(area.note, { size: 9 });
    photoGrid(pdf, area.photos);
  }

  pdf.heading(m.appliances.title);
  if (m.appliances.empty) pdf.paragraph(m.appliances.empty, { color: COLORS.muted });
  for (const item of m.appliances.items) {
    pdf.badgeLine(item.badge.label, badgeColour(item.badge), item.label);
    if (item.note) pdf.paragraph(item.note, { size: 9 });
    photoGrid(pdf, item.photos);
  }

  if (m.generalNotes) {
    pdf.heading(m.generalNotes.title);
    pdf.paragraph(m.generalNotes.text);
  }

  pdf.signatureBlock(m.inspector);

  pdf.keepParagraphs([m.quote.text]);
  pdf.heading(m.quote.title);
  pdf.paragraph(m.quote.text);
  pdf.keepParagraphs(m.notes.items, 9);
  pdf.heading(m.notes.title);
  for (const n of m.notes.items) pdf.paragraph(n, { size: 9 });

  return pdf.finish(m.footer);
}
