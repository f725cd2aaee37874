import { REPORT_WORDING as W } from '../../../../core/content/report-wording';
import { formatAddress } from '../../../../core/rules/address';
import { formatCalendarLong, formatInstantLong } from '../../../../core/rules/document-dates';
import { documentReference, inspectedSummary, readingFindings } from '../../../../core/rules/report-content';
import type { DocumentInput } from './client-report-pdf';
import { COLORS, PdfWriter } from './pdf-writer';

/** The compliance certificate (spec part 2 §2) as an A4 PDF: the same content as /compliance-certificate/{id}. */
export async function renderCertificate(input: Omit<DocumentInput, 'photos'>): Promise<Buffer> {
  const { check, company } = input;
  const pdf = await PdfWriter.create(company, `${W.certificateTitle} - ${check.clientName}`);
  const address = formatAddress(check);
  const inspected = check.inspectionDate ? formatCalendarLong(check.inspectionDate) : W.notRecorded;
  pdf.header(W.certificateTitle, `Certificate No. ${check.initialJobNumber}`);

  pdf.keyValues([
    ['Client name', check.clientName],
    ['Contact number', W.contactNumber],
    ['Email', check.clientEmail],
    ['Certificate number', check.initialJobNumber],
    ['Property address', address],
    ['Inspection date', inspected],
  ]);

  pdf.heading('Compliance statement');
  pdf.paragraph(W.certificateStatement(address, inspected));

  pdf.heading('Inspection details');
  for (const f of readingFindings(check)) {
    const badge = f.status === 'pass' ? ['PASS', COLORS.pass] : f.status === 'fail' ? ['FAIL', COLORS.fail] : ['NOT ASSESSED', COLORS.muted];
    pdf.badgeLine(badge[0]!, badge[1]!, `${f.title}: ${f.reading ?? W.notRecorded} (${f.standard})${f.fix ? `. Recommended: ${f.fix}` : ''}`);
  }
  const summary = inspectedSummary(check);
  pdf.paragraph(`Areas inspected: ${summary.areas}.`);
  pdf.paragraph(`Appliances inspected: ${summary.appliances}.`);

  pdf.signatureBlock(
    W.certifierTitle,
    [
      ['Licensed plumber', check.plumberName || W.notRecorded],
      ['Date of inspection', inspected],
      ['Company', company.businessName || W.notRecorded],
      ['Plumbing licence number', company.licenceNumber || W.notRecorded],
    ],
    check.plumberSignature,
  );

  const generated = formatInstantLong(input.generatedAt, input.timeZone);
  return pdf.finish([`Certificate generated ${generated}`, `Reference ${documentReference(check)}`, company.businessName].filter(Boolean).join(' · '));
}
