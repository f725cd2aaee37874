import type { SkillDefinition } from './skill-types';

/**
 * Categories 8 (Core Safety & Tool Use) and 9 (Service-Specific Technical Skills): the
 * standard-points skills of docs/product.md#scoring. Levels are behaviours a supervisor could
 * observe on a job, so two plumbers rating themselves mean the same thing by "C".
 */
export const TRADE_SKILLS: SkillDefinition[] = [
  {
    id: 1,
    key: 'core-safety',
    name: 'Core Safety',
    categoryId: 8,
    scoring: 'standard',
    description:
      'Working safely in occupied homes: site risk assessment (SWMS), isolation of water, gas and power, asbestos awareness, confined spaces and ladders, and the correct, maintained use of power tools, press tools, drain machines and test gear.',
    levels: {
      A: 'Follows safety instructions when reminded. Uses basic hand and power tools under supervision and is still learning when to isolate water, gas or power before starting.',
      B: 'Completes the SWMS and isolates services on routine jobs without prompting. Uses press tools, drain machines and test gear correctly, and reports damaged tools and PPE.',
      C: 'Spots hazards others miss (suspected asbestos, live cables, unsafe roof access, confined spaces) and stops the job until they are controlled. Keeps the van and tools tested, tagged and in order.',
      D: 'Sets the safety standard on site and in the team: coaches apprentices, leads toolbox talks, investigates near misses and suggests safer methods or equipment that the company adopts.',
    },
  },
  {
    id: 2,
    key: 'problem-solving',
    name: 'Problem Solving & Diagnostics',
    categoryId: 8,
    scoring: 'standard',
    description:
      'Finding the real cause of a fault rather than treating the symptom: asking the customer the right questions, testing methodically and choosing the repair that fixes it first time.',
    levels: {
      A: 'Can describe the symptom but needs a senior plumber to work out the cause. Often calls the office or another plumber before deciding what to do.',
      B: 'Diagnoses common faults (dripping taps, running toilets, simple blockages, no hot water) on their own, but unusual or intermittent faults still need help.',
      C: 'Works through a logical test sequence on any residential fault, explains the cause to the customer in plain words and rarely has a callback for a misdiagnosis.',
      D: 'Solves intermittent and multi-trade faults others could not, documents what was found so the team learns from it, and is the person others phone when they are stuck.',
    },
  },
  {
    id: 3,
    key: 'blocked-drains',
    name: 'Blocked Drains',
    categoryId: 9,
    scoring: 'standard',
    description:
      'Clearing sewer and stormwater blockages with cables, jetters and CCTV, locating the problem section, and recommending a lasting repair (root cutting, spot repair, relining or excavation).',
    levels: {
      A: 'Clears simple sink, basin and floor-waste blockages with a plunger or hand cable. Needs supervision with the electric eel, jetter and camera.',
      B: 'Clears most sewer and stormwater blockages from the inspection opening or overflow relief gully using the eel and jetter, and cleans up the site properly.',
      C: 'Runs the CCTV camera and locator, finds the depth and location of breaks or root intrusion, and writes a clear recommendation with photos and pricing options.',
      D: 'Handles the hardest drains (long runs, collapsed clay pipes, shared sewers, body-corporate properties), decides between jetting, relining and excavation, and trains others on the equipment.',
    },
  },
  {
    id: 4,
    key: 'hot-water',
    name: 'Hot Water Systems',
    categoryId: 9,
    scoring: 'standard',
    description:
      "Repairing and replacing electric, gas storage, continuous-flow and heat-pump water heaters, including relief and tempering valves, to AS/NZS 3500.4 and the manufacturer's instructions.",
    levels: {
      A: 'Assists with hot water changeovers and can name the parts of a storage unit. Does not yet fault-find or commission units alone.',
      B: 'Replaces like-for-like storage units and common parts (PTR valve, element, thermostat, anode) on their own, and fits tempering valves set to 50 °C at bathroom outlets.',
      C: 'Fault-finds gas and continuous-flow units, sizes a replacement to the household, upgrades to heat pump or continuous flow including any rebate paperwork, and commissions correctly.',
      D: "Handles complex installations (solar boosted, multiple units, recirculation loops, relocations), resolves warranty disputes with manufacturers and is the team's reference on hot water.",
    },
  },
  {
    id: 5,
    key: 'leak-detection',
    name: 'Leak Detection',
    categoryId: 9,
    scoring: 'standard',
    description:
      'Finding concealed water leaks with the meter test, pressure testing, acoustic listening, thermal imaging and tracer gas, with the least damage to the home.',
    levels: {
      A: 'Can do a water meter test to confirm a leak exists, but needs help to find where it is.',
      B: 'Isolates sections of pipework and pressure-tests them to narrow a leak down, and finds visible or obvious leaks in wet areas.',
      C: 'Uses acoustic, thermal and moisture equipment to pinpoint concealed leaks in slabs and walls within a small area, and explains repair options before opening anything up.',
      D: 'Locates difficult leaks (under slabs, in multi-storey buildings, intermittent leaks) with tracer gas and combined methods, writes reports insurers accept, and trains others.',
    },
  },
  {
    id: 6,
    key: 'gas-plumbing',
    name: 'Gas Plumbing',
    categoryId: 9,
    scoring: 'standard',
    description:
      'Installing, testing and servicing natural gas and LPG pipework and Type A appliances to AS/NZS 5601.1, including leak testing, commissioning and compliance certificates.',
    levels: {
      A: 'Assists on gas jobs and understands isolation and the leak test, but does not yet work on gas without direct supervision.',
      B: 'Connects and disconnects cooktops, heaters and hot water units, performs the leak test and checks operating pressure, with a licensed gasfitter signing off.',
      C: 'Holds the gasfitting licence, installs new pipework sized to the appliance load, commissions appliances, checks flues and ventilation, and lodges compliance certificates correctly.',
      D: 'Handles conversions (LPG to natural gas), high-load and multi-appliance installations, carbon monoxide investigations and difficult flueing, and mentors others towards their gas licence.',
    },
  },
  {
    id: 7,
    key: 'toilets',
    name: 'Toilets & Cisterns',
    categoryId: 9,
    scoring: 'standard',
    description:
      'Repairing and replacing toilet suites, cisterns, inlet and outlet valves, pans and connectors, including concealed and wall-hung systems and accessible installations.',
    levels: {
      A: 'Replaces a cistern washer or seat under supervision and is learning the common inlet and flush valve types.',
      B: 'Repairs running and leaking cisterns on their own and replaces close-coupled toilet suites with a neat, leak-free pan connection.',
      C: 'Installs concealed cisterns and wall-hung pans, sets out for a new suite on any floor type, and deals with set-out mismatches and old S-trap or P-trap connections.',
      D: 'Handles accessible and specialised installations (care facilities, raised and rear-entry pans, pump-out toilets) and advises customers on water-efficient choices with confidence.',
    },
  },
  {
    id: 8,
    key: 'taps',
    name: 'Taps & Mixers',
    categoryId: 9,
    scoring: 'standard',
    description:
      'Repairing and replacing taps, mixers, shower sets and outdoor taps, including ceramic cartridges, wall-mounted sets and the correct pressure and temperature setup.',
    levels: {
      A: 'Replaces a tap washer or jumper valve under supervision and can identify the common tap types.',
      B: 'Repairs dripping taps and mixers (washers, O-rings, ceramic discs, cartridges) and swaps kitchen and basin mixers on their own.',
      C: 'Replaces wall-mounted tap sets and shower mixers with minimal tile damage, sets flow and temperature limits, and fits pressure-limiting valves where needed.',
      D: 'Deals with hard-to-source and European tapware, high-end thermostatic systems and pressure-balancing problems, and guides customers to fittings that suit their home and water pressure.',
    },
  },
  {
    id: 9,
    key: 'renovations',
    name: 'Bathroom & Kitchen Renovations',
    categoryId: 9,
    scoring: 'standard',
    description:
      'Rough-in and fit-off for bathroom, kitchen and laundry renovations: set-out, waste and water pipework, waterproofing coordination, inspections and working alongside other trades.',
    levels: {
      A: 'Assists with rough-in and fit-off, following a set-out marked by someone else.',
      B: 'Roughs in and fits off a standard bathroom or kitchen from plans, with the pipework correctly graded, tested and clipped before linings go up.',
      C: "Plans the whole plumbing scope from the customer's design, sequences the job with tilers, carpenters and electricians, and resolves layout problems on site.",
      D: 'Runs full renovations from quote to handover, prices variations accurately, manages compliance certificates and customer expectations, and brings in repeat and referral work.',
    },
  },
  {
    id: 10,
    key: 'backflow',
    name: 'Backflow Prevention',
    categoryId: 9,
    scoring: 'standard',
    description:
      'Selecting, installing, testing and maintaining backflow prevention devices to AS/NZS 3500.1 and AS 2845, including annual testing reports to the water corporation.',
    levels: {
      A: 'Knows what backflow is and why devices are required, and can identify the common device types on site.',
      B: "Installs dual check valves and vacuum breakers correctly and recognises when a property's hazard rating needs a testable device.",
      C: 'Holds the backflow testing endorsement, tests and services testable devices (RPZD, DCV), and lodges test reports with the water corporation on time.',
      D: "Assesses site hazard ratings for commercial and medical premises, designs containment and zone protection, and keeps the company's annual testing customers compliant.",
    },
  },
  {
    id: 11,
    key: 'additional-products',
    name: 'Additional Products & Upgrades',
    categoryId: 9,
    scoring: 'standard',
    description:
      'Recognising and installing the extra products that protect a home: pressure-limiting valves, water filters, flood-stop valves, tempering valves, isolation valves and flexible hose replacements.',
    levels: {
      A: "Knows the company's product range by name but rarely notices when a home needs one.",
      B: 'Checks water pressure, hoses and valves on every job and mentions the upgrades that are clearly needed.',
      C: "Explains the risk and benefit of each recommended product in plain terms, installs them neatly to standard, and regularly adds them to jobs with the customer's agreement.",
      D: 'Performs a full flood-prevention check on every suitable job, tailors recommendations to the home, and helps the team improve how products are presented and installed.',
    },
  },
  {
    id: 12,
    key: 'product-knowledge',
    name: 'Product Knowledge',
    categoryId: 9,
    scoring: 'standard',
    description:
      "Knowing the brands, models, warranties and stock the company uses, and matching the right product to the customer's home, water quality and budget.",
    levels: {
      A: 'Relies on the office or a senior plumber to choose products and explain warranties.',
      B: 'Knows the common stocked lines and their warranties, and picks the right part for routine repairs from the van.',
      C: 'Compares good, better and best options for the customer, knows installation requirements that affect warranty, and keeps up with new models.',
      D: "Is the team's go-to for product questions, feeds back on product failures and supplier issues, and helps decide what the company stocks.",
    },
  },
  {
    id: 13,
    key: 'bidet',
    name: 'Bidet Installation',
    categoryId: 9,
    scoring: 'standard',
    description:
      'Installing bidet seats and bidet toilet suites, including the water connection, backflow protection, power requirements and setup for the customer.',
    levels: {
      A: 'Has seen bidet seats installed but has not fitted one alone.',
      B: 'Fits a non-electric bidet seat with the correct tee, isolation valve and backflow protection.',
      C: "Installs electric bidet seats and integrated suites, checks the power outlet with the customer's electrician, and shows the customer how to use and clean it.",
      D: 'Handles any bidet installation including retrofits to concealed cisterns and wall-hung pans, troubleshoots faulty units with the manufacturer and advises on the best model for the household.',
    },
  },
];
