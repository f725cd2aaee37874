import type { CertificateModel } from '../../../../core/rules/certificate-model';
import { badgeColour, COLORS, PdfWriter, type CompanyDetails } from './pdf-writer';
import { verificationBlock } from './qr-block';

/** The compliance certificate (docs/product.md#certificates) as an A4 PDF: its model is the one /compliance-certificate/{id} shows. */
export async function renderCertificate(m: CertificateModel, company: CompanyDetails): Promise<Buffer> {
  const pdf = await PdfWriter.create(company, m.documentTitle);
  pdf.header(m.letterhead, m.title, m.subtitle);
  if (m.mark) pdf.paragraph(m.mark, { color: COLORS.fail, size: 14 });

  pdf.keyValues(m.details);

  pdf.heading(m.outcome.title);
  pdf.paragraph(m.outcome.headline, { color: m.outcome.passed ? COLORS.pass : COLORS.fail, size: 12 });
  for (const item of m.outcome.items) pdf.paragraph(`• ${item}`);
  if (m.outcome.judgement) pdf.paragraph(m.outcome.judgement);

  pdf.heading(m.statement.title);
  pdf.paragraph(m.statement.text);

  pdf.heading(m.inspection.title);
  for (const r of m.inspection.readings) pdf.badgeLine(r.badge.label, badgeColour(r.badge), r.text);
  for (const s of m.inspection.summary) pdf.paragraph(`${s.label} ${s.value}`);

  pdf.signatureBlock(m.certifier);
  if (m.verification) verificationBlock(pdf, m.verification);

  return pdf.finish(m.footer);
}
