import { CONDITION_MEANINGS, REPORT_WORDING as W } from '../../../../core/content/report-wording';
import { HOSE_CONDITION_LABELS, HOSE_CONDITIONS, PHOTO_SECTIONS, type FloodCheckRecord } from '../../../../core/contracts/flood-check';
import { formatAddress } from '../../../../core/rules/address';
import { formatCalendarLong, formatInstantLong } from '../../../../core/rules/document-dates';
import { applianceFindings, areaFindings, documentReference, photosBySection, readingFindings } from '../../../../core/rules/report-content';
import { COLORS, PdfWriter, type CompanyDetails, type PdfPhoto } from './pdf-writer';

export interface DocumentInput {
  check: FloodCheckRecord;
  photos: PdfPhoto[];
  company: CompanyDetails;
  generatedAt: Date;
  timeZone: string;
}

/** The client report (spec part 2 §2) as an A4 PDF: the same sections as /client-report/{id}. */
export async function renderClientReport(input: DocumentInput): Promise<Buffer> {
  const { check, company } = input;
  const pdf = await PdfWriter.create(company, `${W.reportTitle} - ${check.clientName}`);
  const address = formatAddress(check);
  pdf.header(W.reportTitle, `Job ${check.initialJobNumber}`);

  pdf.heading('Client information');
  pdf.keyValues([
    ['Client name', check.clientName],
    ['Job number', check.initialJobNumber],
    ['Property address', address],
    ['Client email', check.clientEmail],
    ['Inspection date', check.inspectionDate ? formatCalendarLong(check.inspectionDate) : W.notRecorded],
    ['Inspector', check.plumberName || W.notRecorded],
  ]);

  pdf.heading(W.whyTitle);
  for (const p of W.why) pdf.paragraph(p);

  const photos = photosBySection(input.photos);
  pdf.heading(W.section1);
  for (const f of readingFindings(check)) {
    const shots = photos.get(f.key) ?? [];
    pdf.ensure(70 + pdf.photoRowHeight(shots.length));
    pdf.subheading(f.title);
    const badge = f.status === 'pass' ? ['PASS', COLORS.pass] : f.status === 'fail' ? ['FAIL', COLORS.fail] : ['NOT ASSESSED', COLORS.muted];
    pdf.badgeLine(badge[0]!, badge[1]!, `Reading: ${f.reading ?? W.notRecorded}`);
    pdf.paragraph(`${f.rule} (${f.standard}).`, { color: COLORS.muted, size: 9 });
    if (f.fix) pdf.paragraph(`Recommended fix: ${f.fix}.`);
    pdf.photoGrid(shots);
  }

  pdf.heading(W.section21);
  pdf.paragraph(HOSE_CONDITIONS.map((c) => `${HOSE_CONDITION_LABELS[c]}: ${CONDITION_MEANINGS[c]}`).join('   '), { color: COLORS.muted, size: 8.5 });
  const areas = areaFindings(check);
  if (!areas.length) pdf.paragraph(W.noAreas, { color: COLORS.muted });
  for (const area of areas) {
    const shots = photos.get(area.key as keyof typeof PHOTO_SECTIONS) ?? [];
    pdf.ensure(24 + area.items.length * 16 + pdf.photoRowHeight(shots.length));
    pdf.subheading(area.label);
    for (const item of area.items) pdf.badgeLine(HOSE_CONDITION_LABELS[item.condition], COLORS[item.condition], item.label);
    pdf.photoGrid(shots);
  }

  pdf.heading(W.section22);
  const appliances = applianceFindings(check);
  if (!appliances.length) pdf.paragraph(W.noAppliances, { color: COLORS.muted });
  for (const item of appliances) {
    pdf.badgeLine(HOSE_CONDITION_LABELS[item.condition], COLORS[item.condition], item.label);
    pdf.photoGrid(photos.get(item.key as keyof typeof PHOTO_SECTIONS) ?? []);
  }

  pdf.signatureBlock(
    W.inspectorTitle,
    [
      ['Plumber', check.plumberName || W.notRecorded],
      ['Inspection date', check.inspectionDate ? formatCalendarLong(check.inspectionDate) : W.notRecorded],
      ['Company', company.businessName || W.notRecorded],
      ['Licence number', company.licenceNumber || W.notRecorded],
    ],
    check.plumberSignature,
  );

  pdf.keepParagraphs([W.quote]);
  pdf.heading(W.quoteTitle);
  pdf.paragraph(W.quote);
  pdf.keepParagraphs(W.notes, 9);
  pdf.heading(W.notesTitle);
  for (const n of W.notes) pdf.paragraph(n, { size: 9 });

  return pdf.finish(
    [company.businessName, `Generated ${formatInstantLong(input.generatedAt, input.timeZone)}`, `Reference ${documentReference(check)}`]
      .filter(Boolean)
      .join(' · '),
  );
}
