import type { CertificateModel } from '../../../../core/rules/certificate-model';
import { badgeColour, PdfWriter, type CompanyDetails } from './pdf-writer';

/** The compliance certificate (spec part 2 §2) as an A4 PDF: its model is the one /compliance-certificate/{id} shows. */
export async function renderCertificate(m: CertificateModel, company: CompanyDetails): Promise<Buffer> {
  const pdf = await PdfWriter.create(company, m.documentTitle);
  pdf.header(m.letterhead, m.title, m.subtitle);

  pdf.keyValues(m.details);

  pdf.heading(m.statement.title);
  pdf.paragraph(m.statement.text);

  pdf.heading(m.inspection.title);
  for (const r of m.inspection.readings) pdf.badgeLine(r.badge.label, badgeColour(r.badge), r.text);
  for (const s of m.inspection.summary) pdf.paragraph(`${s.label} ${s.value}`);

  pdf.signatureBlock(m.certifier);

  return pdf.finish(m.footer);
}
