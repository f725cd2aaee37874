import type { SkillDefinition } from './skill-types';

/** Category 11 (Professional & Operational Skills): 'other' points. */
export const PROFESSIONAL_SKILLS: SkillDefinition[] = [
  {
    id: 14,
    key: 'customer-service',
    name: 'Customer Service',
    categoryId: 11,
    scoring: 'other',
    description:
      'How the customer experiences the visit: arriving on time, respecting the home, explaining the problem and the price before starting, and leaving the site clean.',
    levels: {
      A: 'Polite, but leaves the explaining to someone else and is unsure how to handle questions about price or timing.',
      B: 'Calls ahead, wears shoe covers, explains the work and upfront price before starting, and cleans up afterwards.',
      C: 'Builds trust quickly, presents options without pressure, handles unhappy customers calmly, and regularly receives positive reviews by name.',
      D: 'Turns complaints into loyal customers, earns repeat and referral work, and coaches others in communication and presenting options.',
    },
  },
  {
    id: 15,
    key: 'team-leadership',
    name: 'Team Leadership',
    categoryId: 11,
    scoring: 'other',
    description:
      'Supporting apprentices and other plumbers: sharing knowledge, supervising work, giving honest feedback and keeping the team running smoothly.',
    levels: {
      A: 'Focuses on their own jobs and does not yet supervise or guide anyone.',
      B: 'Helps an apprentice on a shared job and answers questions from newer plumbers when asked.',
      C: 'Supervises apprentices day to day, checks their work, gives clear feedback, and steps in to cover jobs when the schedule changes.',
      D: 'Leads a crew or the team: runs training, sets standards, resolves conflicts, and is trusted by management to develop people.',
    },
  },
  {
    id: 16,
    key: 'technology',
    name: 'Technology & Job Systems',
    categoryId: 11,
    scoring: 'other',
    description:
      "Using the company's job management app, tablets, digital forms, photos and payment tools so that every job is recorded accurately and on time.",
    levels: {
      A: 'Needs help to update job status, take payments or complete digital forms, and job notes are often missing.',
      B: 'Updates jobs, adds photos and notes, and takes card payments on site, with occasional help.',
      C: 'Completes every job record, quote, invoice and compliance form on the day, with clear photos and notes the office can rely on.',
      D: 'Gets the most out of the systems (price book, reports, CCTV and thermal apps), helps others use them, and suggests improvements to the process.',
    },
  },
];

/** Category 999 (Advanced Skills): the six commercial skills of docs/product.md#scoring, 'other' points. */
export const ADVANCED_SKILLS: SkillDefinition[] = [
  {
    id: 17,
    key: 'commercial-gas-pipe-sizing',
    name: 'Commercial Gas Pipe Sizing',
    categoryId: 999,
    scoring: 'other',
    description:
      'Sizing gas pipework for commercial loads to AS/NZS 5601.1: total appliance load in MJ/h, pipe lengths, allowable pressure drop, elevated pressure and regulator selection.',
    levels: {
      A: 'Has not yet sized gas pipework for a commercial load.',
      B: 'Can size a simple commercial run from the standard tables with a senior gasfitter checking the result.',
      C: 'Sizes multi-appliance commercial installations correctly, including elevated-pressure sections and regulators, and documents the calculation.',
      D: "Designs complex commercial gas systems and upgrades to existing meters, liaises with the gas distributor on supply, and checks other gasfitters' designs.",
    },
  },
  {
    id: 18,
    key: 'commercial-cooking-appliances',
    name: 'Commercial Cooking Appliance Installation',
    categoryId: 999,
    scoring: 'other',
    description:
      'Installing and commissioning commercial gas cooking equipment (woks, ranges, fryers, combi ovens) with flame safeguards, isolation valves, restraints and exhaust interlocks.',
    levels: {
      A: 'Has not installed commercial cooking equipment.',
      B: 'Assists with commercial kitchen installations and connects appliances under supervision.',
      C: 'Installs and commissions commercial cooking appliances independently, including flame failure checks, restraints, gas isolation and exhaust hood interlocks.',
      D: 'Runs complete commercial kitchen fit-outs, coordinates with the mechanical contractor and kitchen supplier, and resolves commissioning faults on Type B appliances.',
    },
  },
  {
    id: 19,
    key: 'restaurant-regulations',
    name: 'Restaurant Regulations',
    categoryId: 999,
    scoring: 'other',
    description:
      'The rules that apply to food premises plumbing: trade waste agreements, grease arrestors, backflow containment, hand-wash basins, hot water temperatures and council health requirements.',
    levels: {
      A: 'Is not yet familiar with the requirements for food premises.',
      B: 'Knows that trade waste, backflow and hand-wash rules apply and checks with a senior plumber before quoting.',
      C: 'Applies the trade waste, backflow and health requirements correctly on restaurant jobs and explains them to the business owner.',
      D: 'Advises restaurant owners on compliance before fit-out, prepares trade waste applications and deals with water corporation and council inspectors.',
    },
  },
  {
    id: 20,
    key: 'esv-job-inspections',
    name: 'Compulsory ESV Job Inspections',
    categoryId: 999,
    scoring: 'other',
    description:
      'Preparing gas work that requires acceptance by Energy Safe Victoria: Type B appliance submissions, complex gas installations, documentation and being ready for the inspector.',
    levels: {
      A: 'Does not yet know which gas jobs need an ESV inspection.',
      B: 'Recognises jobs that need ESV acceptance and prepares the site for the inspector with a senior gasfitter.',
      C: 'Lodges the required notifications and documents, has the installation ready and tested, and passes inspections first time.',
      D: "Manages the company's ESV submissions for complex and Type B work, resolves inspector defects quickly and keeps the team up to date with requirement changes.",
    },
  },
  {
    id: 21,
    key: 'grease-interceptor-pits',
    name: 'Grease Interceptor Pit Installations',
    categoryId: 999,
    scoring: 'other',
    description:
      "Installing grease interceptor (arrestor) pits for food premises: sizing to the water corporation's trade waste conditions, excavation, connection, venting and access for pump-out.",
    levels: {
      A: 'Has not worked on a grease interceptor installation.',
      B: 'Assists with excavation and connection of a grease interceptor under supervision.',
      C: 'Installs grease interceptors to the trade waste approval, with correct falls, venting, sampling point and pump-out access.',
      D: 'Plans the whole installation from trade waste application to handover, including sizing, site access and traffic management, and supervises the crew.',
    },
  },
  {
    id: 22,
    key: 'pipe-relining-assessment',
    name: 'Pipe Relining Assessment',
    categoryId: 999,
    scoring: 'other',
    description:
      'Assessing from the CCTV footage whether a damaged drain can be relined instead of dug up: pipe material, diameter, bends, junctions, root intrusion and the condition of the host pipe.',
    levels: {
      A: 'Has not yet assessed a drain for relining.',
      B: 'Records clear CCTV footage and measurements so that a senior plumber can assess relining.',
      C: 'Decides whether a section is suitable for relining, patching or excavation, and prepares an accurate scope and quote.',
      D: "Assesses complex networks (multiple junctions, changes in diameter, shared sewers), explains the options with footage to the customer, and reviews others' assessments.",
    },
  },
];

/** Category 10 (Other Skills): informational only, 0 points at every level. */
export const OPTIONAL_SKILLS: SkillDefinition[] = [
  {
    id: 23,
    key: 'pipe-relining',
    name: 'Pipe Relining',
    categoryId: 10,
    scoring: 'optional',
    description:
      'Carrying out drain relining: cleaning and preparing the host pipe, wetting out and installing liners and patches, curing, and reinstating junctions.',
    levels: {
      A: 'Has not done relining work.',
      B: 'Assists the relining crew with cleaning, preparation and set-up.',
      C: 'Installs liners and patches on straightforward runs and reinstates junctions with the cutter.',
      D: 'Leads relining jobs of any complexity and trains others on the equipment.',
    },
  },
  {
    id: 24,
    key: 'ducted-heating-cooling',
    name: 'Ducted Heating and Cooling',
    categoryId: 10,
    scoring: 'optional',
    description:
      'Servicing and installing gas ducted heating and add-on or ducted refrigerated cooling, including the gas connection, flueing, ductwork and carbon monoxide safety checks.',
    levels: {
      A: 'Has not worked on ducted heating or cooling.',
      B: 'Connects gas to ducted heaters and carries out basic services under supervision.',
      C: 'Services ducted heaters including carbon monoxide testing, and replaces units like for like.',
      D: 'Designs and installs complete ducted systems, and diagnoses and repairs any fault.',
    },
  },
  {
    id: 25,
    key: 'roof-plumbing',
    name: 'Roof Plumbing',
    categoryId: 10,
    scoring: 'optional',
    description: 'Gutters, downpipes, flashings and roof sheeting repairs, working safely at heights with the right fall protection.',
    levels: {
      A: 'Has not done roof plumbing work.',
      B: 'Cleans and repairs gutters and downpipes with a harness or edge protection in place.',
      C: 'Replaces gutters, downpipes, flashings and damaged sheets and finds roof leaks.',
      D: 'Holds the roofing licence and runs complete re-roofs and stormwater upgrades.',
    },
  },
  {
    id: 26,
    key: 'excavator',
    name: 'Excavator Operation',
    categoryId: 10,
    scoring: 'optional',
    description:
      'Operating a mini excavator for drain and service trenches: locating services (Before You Dig Australia), safe digging near pipes and cables, benching and reinstatement.',
    levels: {
      A: 'Has not operated an excavator.',
      B: 'Operates a mini excavator under supervision on open, service-free ground.',
      C: 'Digs trenches safely around located services and reinstates the site neatly.',
      D: 'Plans excavation work including service locating, shoring and spoil management, and trains others to operate.',
    },
  },
];
