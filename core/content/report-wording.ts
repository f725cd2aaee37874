import type { HoseCondition } from '../contracts/flood-check';

/**
 * The written parts of the client report and compliance certificate, shared by the pages
 * and the PDFs so that both say exactly the same thing.
 */
export const REPORT_WORDING = {
  reportTitle: 'Flood Prevention Client Report',
  certificateTitle: 'Plumbing Compliance Certificate',
  whyTitle: 'Why this assessment matters',
  why: [
    'Burst flexible hoses and failed tap connections are among the most common causes of water damage in Australian homes. A single failed hose can release hundreds of litres an hour, often while nobody is home.',
    'Water pressure above the limit of the plumbing standard shortens the life of every hose, valve and appliance in the home, and hot water delivered above 50 °C can scald within seconds, especially children and older people.',
    'This inspection records the condition of each connection and reading so that problems are fixed before they cause damage, and gives you evidence of a well-maintained home for your insurer.',
  ],
  section1: 'Section 1: Water pressure and hot water',
  section21: 'Section 2.1: Hoses by area',
  section22: 'Section 2.2: Appliances',
  noAreas: 'No areas with recorded hose conditions.',
  noAppliances: 'No appliances with recorded conditions.',
  notRecorded: 'Not recorded',
  inspectorTitle: 'Inspected by',
  quoteTitle: 'Your quote is being prepared',
  quote:
    'Based on these findings we are preparing a quote for any recommended repairs. Most repairs of this kind are completed in a single visit and typically take 1-3 hours. Our office will contact you with the quote shortly.',
  notesTitle: 'Compliance and insurance notes',
  generalNotesTitle: "Plumber's notes",
  notes: [
    'Readings are assessed against AS/NZS 3500.1 (water services: static pressure not exceeding 500 kPa) and AS/NZS 3500.4 (heated water services: delivered at 50 °C or less at personal hygiene fixtures).',
    'Many home insurers expect flexible hoses to be maintained and replaced before failure. Keep this report with your home records; it shows when each connection was inspected and its condition.',
    'This report records visible components at the time of inspection. Concealed pipework inside walls, floors and ceilings was not inspected.',
  ],
  certificateStatement: (address: string, date: string) =>
    `This is to certify that the plumbing installation at ${address} was inspected on ${date} by a licensed plumber, and that the water pressure, hot water temperature, flexible hoses and appliance connections were assessed against the requirements of AS/NZS 3500. The findings of the inspection are recorded in the accompanying client report.`,
  certifierTitle: 'Certifying professional',
  contactNumber: 'Not available',
} as const;

/** What each condition means (its label, e.g. amber shown as Orange, is HOSE_CONDITION_LABELS). */
export const CONDITION_MEANINGS: Record<HoseCondition, string> = {
  green: 'Good condition, no action needed.',
  amber: 'Approaching or past the 5-year replacement cycle; replacement recommended.',
  red: 'Visible defects (rust, kinks or fraying); replace now.',
};
