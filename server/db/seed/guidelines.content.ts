import { bonusExampleTable, tierPayTable, tierScoreTable } from './tier-tables';

/**
 * Company guidelines seeded into `guidelines` (see ./index.ts): a guideline nobody has edited
 * follows this text; once the owner or management edit one, the row is theirs. The slug is
 * the stable key.
 *
 * Content is HTML limited to h3, h4, p, ul, ol, li, strong, em, tables and https links to
 * official sites, written exactly as the sanitiser would store it (links carry the rel and
 * target it adds; a non-breaking space is \u00a0, not an entity; seed-content.test.ts checks),
 * so the seed can compare it with the stored row without sanitising at every start. Tier
 * figures are never typed here: the tables come from the tier table (./tier-tables.ts).
 * Written as the company's own policy for a Victorian business; legal figures that may change
 * are phrased so staff check the current regulator guidance.
 */
export interface GuidelineSeed {
  /** Stable, for idempotent upsert; never change once shipped. */
  slug: string;
  title: string;
  category: 'hr' | 'security' | 'development' | 'policy' | 'benefits' | 'compliance';
  /** HTML: h3, h4, p, ul, ol, li, strong, em, a (https only), table/thead/tbody/tr/th/td. */
  content: string;
  version: string;
  department: string;
}

export const GUIDELINES: readonly GuidelineSeed[] = [
  // ── HR ──────────────────────────────────────────────────────────────────────────────────
  {
    slug: 'leave-rostering-and-on-call',
    title: 'Leave, Rostering and On-Call',
    category: 'hr',
    version: '1.0',
    department: 'Human Resources',
    content: `
<h3>Purpose</h3>
<p>We want everyone to take the leave they are entitled to, know their roster well in advance and share on-call work fairly, while customers still get a plumber when they need one. This guideline sets out how we do that. Your minimum entitlements come from the National Employment Standards (NES), the Plumbing and Fire Sprinklers Award 2020 where it applies to you, and your employment contract. Where this guideline and the law differ, the law wins.</p>

<h3>Leave entitlements at a glance</h3>
<table>
<thead><tr><th>Leave</th><th>Minimum entitlement (full-time; pro rata for part-time)</th></tr></thead>
<tbody>
<tr><td>Annual leave</td><td>4 weeks per year</td></tr>
<tr><td>Personal/carer's leave</td><td>10 days per year, accumulating</td></tr>
<tr><td>Compassionate leave</td><td>2 days per occasion</td></tr>
<tr><td>Family and domestic violence leave</td><td>10 days paid per 12 months</td></tr>
<tr><td>Parental leave</td><td>Up to 12 months unpaid, with the right to request more, if eligible</td></tr>
<tr><td>Long service leave</td><td>Under the <em>Long Service Leave Act 2018</em> (Vic), after seven years' continuous employment</td></tr>
</tbody>
</table>
<p>Community service leave and Victorian public holidays also apply. Check the details on the <a href="https://www.fairwork.gov.au/leave" rel="noopener noreferrer" target="_blank">Fair Work Ombudsman's leave pages</a>.</p>

<h3>Requesting annual leave</h3>
<ul>
<li>Request leave through the office as early as you can: at least four weeks' notice for a week or more, and two weeks for shorter breaks.</li>
<li>We approve requests in the order they arrive and only refuse on reasonable business grounds, for example when too many plumbers are already away. Winter (hot water and gas heater breakdowns) and the Christmas period are our busiest times.</li>
<li>Do not book non-refundable travel until your leave is confirmed in writing.</li>
</ul>

<h3>If you are sick or need to care for someone</h3>
<ul>
<li><strong>Phone</strong> your supervisor or the office before your start time. A text alone is not enough, because your first job may need to be reassigned.</li>
<li>Tell us how long you expect to be away if you know.</li>
<li>We may ask for evidence, such as a medical certificate or statutory declaration, as the Fair Work Act allows.</li>
<li>Requests for family and domestic violence leave are handled confidentially by management. You do not need to explain more than you are comfortable with.</li>
</ul>

<h3>Rostering</h3>
<ul>
<li>Rosters are published at least two weeks ahead where possible. Changes are discussed with you before they are made, except in genuine emergencies.</li>
<li>Swaps between plumbers need office approval so that licence classes, vans and apprentice supervision still line up.</li>
<li>Apprentices' trade school days are rostered first and are never overridden by job demand.</li>
</ul>

<h3>On-call</h3>
<ul>
<li>On-call duty rotates among plumbers with the right classes and experience. Apprentices are only on call alongside their supervising plumber.</li>
<li>On-call allowances and call-out payments are paid according to the award or your contract, whichever is better for you.</li>
<li>While on call, stay fit for work, keep your phone charged, and be able to reach the job within the agreed response time.</li>
<li>After a late call-out, talk to your supervisor about your start time the next day. Fatigue is a safety risk.</li>
</ul>

<h3>Outside working hours</h3>
<p>Unless you are on call, you are not expected to monitor or answer work calls and messages outside your working hours. We respect the right to disconnect.</p>
`,
  },
  {
    slug: 'code-of-conduct-and-workplace-behaviour',
    title: 'Code of Conduct and Workplace Behaviour',
    category: 'hr',
    version: '1.1',
    department: 'Human Resources',
    content: `
<h3>Our standard</h3>
<p>We are trusted to work in people's homes, often while they are at work or asleep upstairs. That trust depends on every one of us behaving honestly, safely and respectfully, with customers, with each other and in public. This code applies whenever you are working, in uniform, driving a company vehicle or representing the company online.</p>

<h3>We expect you to</h3>
<ul>
<li><strong>Be honest.</strong> Record work, readings, hours and expenses truthfully. Recommend only work that is genuinely needed.</li>
<li><strong>Be safe.</strong> Follow our safety procedures, use PPE, and stop work that is unsafe.</li>
<li><strong>Be respectful.</strong> Treat customers, colleagues, suppliers and other trades with courtesy, whatever their background.</li>
<li><strong>Be fit for work.</strong> Arrive rested and unaffected by alcohol or drugs, including prescription medication that impairs you. Tell your supervisor if a medication may affect your driving or work.</li>
<li><strong>Protect privacy.</strong> Customer information and anything you see in a customer's home stays confidential.</li>
<li><strong>Work within your licence.</strong> Only do the classes of plumbing work you are registered or licensed for, or are supervised in as an apprentice.</li>
</ul>

<h3>Behaviour we do not accept</h3>
<ul>
<li>Bullying: repeated unreasonable behaviour towards a worker that creates a risk to health and safety, including "jokes" and initiation pranks on apprentices.</li>
<li>Discrimination, including on the grounds protected by the <em>Equal Opportunity Act 2010</em> (Vic) and federal law, such as race, sex, age, disability, religion, sexual orientation, gender identity and pregnancy.</li>
<li>Sexual harassment of anyone, including customers and the public. We have a legal duty to take positive steps to prevent it and we take that duty seriously.</li>
<li>Violence, threats, or aggressive or abusive language.</li>
<li>Working or driving under the influence of alcohol or drugs, or bringing them into a customer's home or a company vehicle.</li>
<li>Theft, fraud, or falsifying inspection results, photos, timesheets or compliance documents.</li>
<li>Cash jobs or side work for our customers, and accepting gifts or payments from customers or suppliers beyond small tokens such as a drink or biscuits.</li>
</ul>

<h3>Social media</h3>
<p>Do not post customers' homes, addresses, faces or job details, or comments about customers or colleagues. Do not present your personal views as the company's. Photos for company marketing are only taken with the customer's written consent and management approval.</p>

<h3>Raising a concern</h3>
<ol>
<li>If you can, and you feel safe, raise it directly with the person.</li>
<li>Otherwise, talk to your supervisor, or to the owner or a manager if your concern involves your supervisor.</li>
<li>We will treat the report confidentially as far as possible, look into it promptly and fairly, and tell you the outcome as far as privacy allows.</li>
<li>Nobody will be disadvantaged for raising a concern in good faith.</li>
</ol>
<p>You can also seek information from the <a href="https://www.fairwork.gov.au" rel="noopener noreferrer" target="_blank">Fair Work Ombudsman</a>, the <a href="https://www.humanrights.vic.gov.au" rel="noopener noreferrer" target="_blank">Victorian Equal Opportunity and Human Rights Commission</a> or <a href="https://www.worksafe.vic.gov.au" rel="noopener noreferrer" target="_blank">WorkSafe Victoria</a>.</p>

<h3>Breaches</h3>
<p>Breaches are handled fairly: you will be told the concern and given the chance to respond. Depending on the seriousness, outcomes range from coaching to a formal warning or dismissal. Serious misconduct such as theft, violence, or falsifying compliance records may lead to summary dismissal and may be reported to the regulator or police.</p>
`,
  },

  // ── Security ────────────────────────────────────────────────────────────────────────────
  {
    slug: 'customer-data-and-privacy',
    title: 'Customer Data and Privacy',
    category: 'security',
    version: '1.0',
    department: 'Administration',
    content: `
<h3>Why this matters</h3>
<p>We hold names, addresses, phone numbers, email addresses, photos of the inside of homes, and sometimes details of who lives there, when they are away and how to get in. In the wrong hands that information could help someone burgle a home or target a vulnerable person. We follow the <strong>Australian Privacy Principles (APPs)</strong> in the <em>Privacy Act 1988</em> as our standard for handling personal information.</p>

<h3>Our rules</h3>
<h4>Collect only what we need</h4>
<ul>
<li>Collect the details needed to do the job, contact the customer and issue reports, certificates and invoices. Do not record extra personal details "just in case".</li>
<li>Tell customers why we are collecting information, for example "I need your email address to send the report and certificate".</li>
</ul>
<h4>Use it only for the job</h4>
<ul>
<li>Use customer information only for the work, the related documents, follow-up on quotes, warranty and legal obligations.</li>
<li>Never look up customers out of curiosity, contact them for personal reasons, or use their details for a side business.</li>
<li>Marketing emails and texts need the customer's consent and an unsubscribe option.</li>
</ul>
<h4>Disclose it only when allowed</h4>
<ul>
<li>Share information only with the customer, people they have authorised (for example a landlord or agent who engaged us), or where the law requires it, such as lodging compliance certificates with the regulator.</li>
<li>Verify who you are speaking to before discussing a job on the phone.</li>
</ul>
<h4>Keep it secure</h4>
<ul>
<li>Keep customer information in the app and company systems, not in personal notes, personal email or private messaging groups.</li>
<li>Take photos with the app camera. If a job photo lands in your personal camera roll, delete it once uploaded.</li>
<li>Do not leave printed job sheets, quotes or keys visible in the van.</li>
<li>Lock your phone and tablet, and follow the App Access, Devices and PINs guideline.</li>
</ul>

<h3>Access and correction</h3>
<p>Customers can ask what information we hold about them and ask us to correct it. Pass these requests to the office the same day; do not try to handle them yourself on site.</p>

<h3>Data breaches</h3>
<p>A data breach is any loss of, or unauthorised access to, personal information: a lost phone that was unlocked, an email sent to the wrong customer, a stolen job folder. <strong>Report it to the office immediately</strong>, even if you are not sure it matters. Management will contain it, assess the risk of serious harm, and notify affected people and the <a href="https://www.oaic.gov.au" rel="noopener noreferrer" target="_blank">Office of the Australian Information Commissioner</a> if the Notifiable Data Breaches scheme requires it. Reporting quickly is never a disciplinary matter; hiding a breach is.</p>

<h3>Retention</h3>
<p>Flood prevention checks with an issued certificate are kept as compliance records and cannot be edited. Other records are kept as long as we need them for the job, warranty, tax and legal obligations, and then securely destroyed by management.</p>
`,
  },
  {
    slug: 'app-access-devices-and-pins',
    title: 'App Access, Devices and PINs',
    category: 'security',
    version: '1.3',
    department: 'Administration',
    content: `
<h3>Your account is yours alone</h3>
<p>The staff app holds customer details, inspection records, photos and signatures, and your skills and pay information. Everything you do in it is recorded against your name, so nobody else may use your account, and you may not use anyone else's.</p>

<h3>Passwords and PINs</h3>
<ul>
<li>Your password must be at least 12 characters. Use a passphrase you do not use anywhere else, for example four unrelated words.</li>
<li>Your 6-digit PIN lets you sign in quickly on a registered device. Do not use obvious PINs such as 123456, repeated digits, or your birthday.</li>
<li><strong>Never share your password or PIN</strong> with anyone, including colleagues, supervisors or family. No one from the company will ever ask for them.</li>
<li>If you think someone knows your password, change it straight away under <strong>Settings &gt; Account</strong> (you need your current password) and tell the office. Changing it signs you out on every other device; the one you are using stays signed in. If you think someone knows your PIN, ask the office for a new one.</li>
</ul>

<h3>Forgotten your password?</h3>
<ul>
<li>On the sign-in page, choose <strong>Forgot password?</strong> and enter the email you sign in with. If the app can send email, a reset link arrives in that inbox. The link works once, for 60 minutes; setting a new password signs your account out everywhere.</li>
<li>No email? Ask the owner or a manager: with the owner PIN they can make a one-time reset link for your account and give it to you. Open it on your own device, and do not forward it.</li>
<li>The app answers the same whether or not an address has an account, so it cannot be used to find out who works here.</li>
</ul>

<h3>How the app protects accounts</h3>
<table>
<thead><tr><th>Control</th><th>What it means for you</th></tr></thead>
<tbody>
<tr><td>Maximum 2 active devices per employee</td><td>Register only your work phone and, if needed, one tablet. Ask the office to remove an old device before adding a new one.</td></tr>
<tr><td>Maximum 2 signed-in sessions</td><td>Signing in a third time ends your oldest session.</td></tr>
<tr><td>Lockout after repeated failures</td><td>Five failed attempts within 15 minutes locks sign-in for 15 minutes; wrong current passwords when changing your password count too. Wait, or reset your password with <strong>Forgot password?</strong></td></tr>
<tr><td>Session expiry</td><td>Sessions end after 30 days, or after 14 days without use, and you sign in again.</td></tr>
<tr><td>One-time access keys</td><td>Office Staff and Management register with an access key made for their role; apprentices and plumbers may use the shared employee access code. A key is shown only once, when it is made, can be used once and expires after 7 days. Do not forward keys or the code: removing an employee changes the code.</td></tr>
</tbody>
</table>

<h3>Looking after your devices</h3>
<ul>
<li>Use a screen lock (PIN, fingerprint or face) on any phone or tablet with the app.</li>
<li>Keep the operating system and browser up to date. Do not use jailbroken or rooted devices.</li>
<li>Do not register shared family devices. If you must use a shared computer in an emergency, sign out when you finish.</li>
<li>Do not leave devices unattended and unlocked in a customer's home or in the van.</li>
</ul>

<h3>Lost or stolen phone</h3>
<ol>
<li><strong>Call the office immediately</strong>, day or night, from another phone. Management will revoke the device and end its sessions.</li>
<li>Use your phone's find-my-device service to locate or wipe it if you can.</li>
<li>Report theft to police and keep the report number.</li>
<li>Change your password (Settings &gt; Account) once you have a new device: every other session ends, including any on the lost phone.</li>
</ol>
<p>A lost device may also be a data breach, so we need to know quickly. You will never be disciplined for reporting a lost phone promptly.</p>

<h3>When you leave the company</h3>
<p>Your access is ended and your devices removed on your last day. Hand back company devices, and delete any work information, including job photos, from personal devices.</p>

<h3>Suspicious messages</h3>
<p>Be wary of emails or texts asking you to sign in through a link, share a code or "verify" your account. Open the app directly instead, and report the message to the office.</p>
`,
  },
  {
    slug: 'customer-keys-key-safes-and-lockboxes',
    title: 'Customer Keys, Key Safes and Lockboxes',
    category: 'security',
    version: '1.0',
    department: 'Operations',
    content: `
<h3>Purpose</h3>
<p>Some customers, landlords and property managers give us keys or lockbox codes so we can work while they are out. A key with an address attached, or a code in the wrong hands, is an open door to someone's home. We handle every key and code as if it were our own front door.</p>

<h3>Receiving keys and codes</h3>
<ul>
<li>Keys and codes are arranged through the office, which records who provided them, for which property and for which job.</li>
<li>Keys are tagged with a job or key number only. <strong>Never label a key with the customer's name or address.</strong></li>
<li>Lockbox and alarm codes are given to the assigned plumber verbally or through the office's agreed process, not in group chats, job notes, emails or texts.</li>
<li>If a customer tries to text you a code, thank them, use it for the visit, and then delete the message.</li>
</ul>

<h3>Looking after keys</h3>
<ul>
<li>Keep keys on your person or in the locked key box in the van, never on the dashboard or in the ignition area.</li>
<li>Do not take customer keys home unless the office has approved it for an early start the next day.</li>
<li>Return keys to the customer, the agent or the office the same day the job finishes, and record the return.</li>
<li>Do not copy a customer's key for any reason.</li>
</ul>

<h3>Using a key safe or lockbox</h3>
<ol>
<li>Check no one is watching you enter the code.</li>
<li>Take the key, close the lockbox and scramble the dial or buttons straight away.</li>
<li>Do not photograph the lockbox, the code or its location.</li>
<li>When you leave, return the key, close and scramble the lockbox, and check it is locked.</li>
<li>Check all doors and windows you used are locked, and that any alarm is set as the customer asked.</li>
</ol>

<h3>Entering an empty home</h3>
<ul>
<li>Knock and call out before entering, even if you were told nobody would be home.</li>
<li>Go only to the areas you need for the job.</li>
<li>If you find anything unexpected, such as a person who does not seem to know about the visit, signs of a break-in, or a situation that looks unsafe, leave, and call the office. Call 000 if someone is at risk.</li>
<li>Leave the home as you found it: lights, blinds, pets inside or outside as instructed.</li>
</ul>

<h3>Lost keys or exposed codes</h3>
<p>Tell the office <strong>immediately</strong> if a key is lost or stolen, or a code may have been seen or shared. Management will contact the customer promptly, explain what happened and agree how the home will be made secure. Never delay reporting in the hope the key turns up; the customer's safety comes first.</p>

<h3>Breaches of this guideline</h3>
<p>Misusing a customer's key or code, or entering a property without authority, is serious misconduct and may be reported to police.</p>
`,
  },

  // ── Development ─────────────────────────────────────────────────────────────────────────
  {
    slug: 'apprenticeship-progression-and-quarterly-tier-reviews',
    title: 'Apprenticeship Progression and Quarterly Tier Reviews',
    category: 'development',
    version: '1.1',
    department: 'Field Services',
    content: `
<h3>How we develop people</h3>
<p>Everyone here, from first-year apprentice to our most senior plumber, has a clear path forward. Apprentices follow their training plan towards qualification; qualified plumbers progress through our career tiers. Both are measured through the skills assessment in the app and reviewed every quarter.</p>

<h3>Apprenticeships</h3>
<ul>
<li>Apprentices complete the <strong>Certificate III in Plumbing</strong> through a registered training organisation, under a training contract registered with the <a href="https://www.vrqa.vic.gov.au" rel="noopener noreferrer" target="_blank">Victorian Registration and Qualifications Authority</a>. A full-time apprenticeship usually takes about four years.</li>
<li>Trade school days are protected. You are paid for them as the award requires, and they are rostered before any job.</li>
<li>On the job, you work under the supervision of a licensed plumber. The level of supervision reduces as you show competence, but a licensed plumber remains responsible for certifying your work.</li>
<li>Your supervisor signs off tasks in your training record as you demonstrate them. Keep it up to date: it is your evidence for the RTO and for your future registration.</li>
<li>If you are struggling with trade school, tell your supervisor early. We would rather arrange help than see you fall behind.</li>
</ul>

<h3>Career tiers</h3>
${tierScoreTable(['Tier', 'Skills score needed'], 'Starting tier')}
<p>The score comes from the skills assessment, which covers core safety and tool use, service-specific technical skills, professional and operational skills (including customer communication, documentation and price presentation) and advanced skills. Pay for each tier is set out in the Tier Pay and Weekly Revenue Bonus guideline.</p>

<h3>The quarterly review</h3>
<ol>
<li><strong>Self-assessment.</strong> Before the review, complete a self-assessment in the app honestly. The app records your self-assessed score.</li>
<li><strong>Evidence.</strong> Your supervisor reviews job notes, inspection records, photos, callbacks, customer feedback and what they have seen on site.</li>
<li><strong>Review meeting.</strong> You and your supervisor agree the assessment, discuss strengths and gaps, and set two or three specific goals for the next quarter.</li>
<li><strong>Decision.</strong> How the app sets your tier depends on the company setting "Tier changes need a manager's review", which the owner chooses in Settings.
<ul>
<li><strong>When it is on</strong>, your completed self-assessment waits under Assessment Reviews and your tier does not change yet. The owner or a manager (never you, for your own assessment) goes through your levels, may change any of them with a comment, and approves it or returns it. On approval the app works out the agreed score from the agreed levels by the same scoring rule, and raises your tier if that score reaches a higher tier. A returned assessment leaves your tier as it is: read the comment, talk it through, and take a new self-assessment.</li>
<li><strong>When it is off</strong>, completing a self-assessment raises your tier straight away if your score reaches a higher tier. The owner or a manager may still review it afterwards; the agreed score is recorded beside yours.</li>
</ul>
Either way the app never lowers a tier. Your dashboard and assessment history show your self-assessed score, the agreed score, who reviewed it and when, and their comment. Pay changes start from the first full pay period after the tier change unless agreed otherwise in writing.</li>
<li><strong>Next review.</strong> The app schedules your next review about three months later.</li>
</ol>

<h3>Fairness</h3>
<ul>
<li>Scores are based on evidence, not personality. If you disagree with an assessment, say so in the meeting, and ask for a second review by another manager if needed.</li>
<li>A low score is a development plan, not a punishment. Tiers are not reduced at a quarterly review without a documented performance process first.</li>
<li>Progression for apprentices follows their training contract and the award; the tier system applies once you are qualified, although apprentices can use the skills assessment to track their progress.</li>
</ul>
`,
  },
  {
    slug: 'licensing-pathway-registration-to-licence',
    title: 'Licensing Pathway: From Registration to Licence',
    category: 'development',
    version: '1.2',
    department: 'Field Services',
    content: `
<h3>Why it matters</h3>
<p>In Victoria, plumbing work may only be done by a plumber who is registered or licensed in the relevant class, or by an apprentice under the supervision of a licensed plumber. The regulator is the Victorian Building Authority, which now operates as the <a href="https://www.bpc.vic.gov.au" rel="noopener noreferrer" target="_blank">Building and Plumbing Commission</a>. Moving from apprentice to registered to licensed plumber is the most important step in your career, and we support you through it.</p>

<h3>The three stages</h3>
<table>
<thead><tr><th>Stage</th><th>What you can do</th></tr></thead>
<tbody>
<tr><td>Apprentice</td><td>Plumbing work under the supervision of a licensed plumber, who certifies it</td></tr>
<tr><td>Registered plumber</td><td>Plumbing work in your registered classes. You cannot issue compliance certificates or supervise apprentices; work that needs a certificate must be supervised and certified by a licensed plumber.</td></tr>
<tr><td>Licensed plumber</td><td>Work in your licensed classes, issue compliance certificates for your own work and work you supervise, supervise registered plumbers and apprentices, and do design work in those classes</td></tr>
</tbody>
</table>

<h3>Becoming registered</h3>
<ul>
<li>Complete your apprenticeship and the Certificate III in Plumbing, including the units the regulator requires for each class (for example water supply, sanitary, drainage, gasfitting).</li>
<li>Apply to the regulator for registration in those classes and complete any assessment or exam it requires.</li>
<li>Carry your registration card whenever you do plumbing work.</li>
</ul>

<h3>Becoming licensed</h3>
<p>Based on current regulator guidance, to apply for a licence in a main class you generally need to:</p>
<ul>
<li>hold registration in that class;</li>
<li>have the practical experience required, which for main classes is additional experience after meeting the registration requirements;</li>
<li>complete the prescribed licence units of competency, commonly studied through the Certificate IV in Plumbing and Services;</li>
<li>pass the regulator's licence exam; and</li>
<li>hold, or be eligible to hold, the required insurance.</li>
</ul>
<p>Requirements change, so always check the current rules on the regulator's website before you enrol or apply.</p>

<h3>Specialised classes</h3>
<p>Some work needs a specialised class on top of a main class, for example servicing Type A gas appliances or working on thermostatic mixing valves in healthcare settings. Talk to your supervisor about which specialised classes would be most useful for our work and your goals.</p>

<h3>How we support you</h3>
<ul>
<li>A licensing plan is part of your quarterly review once you are registered.</li>
<li>Approved course, application and exam fees are covered under the Tools Allowance and Training Funding guideline.</li>
<li>Paid time off to sit regulator exams.</li>
<li>Experienced licensed plumbers will help you prepare, including practice questions on the relevant standards.</li>
</ul>

<h3>Keeping your registration or licence current</h3>
<ul>
<li>Renew before the expiry date. The bell in the app shows your licence from 60 days before it expires, and if the app can send email you and the office get a reminder 60, 30 and 7 days before and on the day. Renewal is still your responsibility.</li>
<li>Once renewed, open <strong>My Profile</strong>, enter the new licence number and expiry date and a photo of the new licence, and save: the reminder stops at once and the office's Licence Register shows the new date.</li>
<li>Keep your mobile number, personal email and emergency contact up to date on My Profile too.</li>
<li>Tell the office as soon as your registration classes change, so jobs are assigned correctly.</li>
<li>Never do work outside your classes, even if asked. Say no and call the office.</li>
</ul>
`,
  },

  // ── Policy ──────────────────────────────────────────────────────────────────────────────
  {
    slug: 'company-vehicles-and-tools',
    title: 'Company Vehicles and Tools',
    category: 'policy',
    version: '1.0',
    department: 'Operations',
    content: `
<h3>Purpose</h3>
<p>Our vans and tools are how we earn our living, and a branded van is the most visible thing we own. This guideline covers how we drive, look after and secure them.</p>

<h3>Driving</h3>
<ul>
<li>Hold a current driver licence for the vehicle and tell the office immediately if it is suspended, cancelled, or has conditions added.</li>
<li>Obey the road rules. Mobile phones: hands-free in a fixed cradle only, as the Victorian rules allow for your licence type. No texting or handling the phone while driving, including when stopped at lights.</li>
<li>Zero alcohol and no drugs while driving a company vehicle, whatever the legal limit for your licence.</li>
<li>No smoking or vaping in company vehicles.</li>
<li>Traffic, parking and toll fines incurred while you are driving are your responsibility. The office will nominate the driver as the law requires.</li>
<li>Private use, and passengers other than colleagues, only with written approval.</li>
</ul>

<h3>Loads and gas cylinders</h3>
<ul>
<li>Restrain every load: ladders, pipe, hot water units and tool boxes. An unrestrained load can kill in a sudden stop.</li>
<li>Carry gas cylinders upright, secured, with valves closed, in a ventilated compartment, and only the quantity you need.</li>
<li>Do not overload the van. Check the payload if you are carrying water heaters or pipe.</li>
</ul>

<h3>Vehicle care</h3>
<ul>
<li>Do a quick walk-around each day: tyres, lights, damage, fluid leaks, load restraints.</li>
<li>Keep the cab and load area clean and organised.</li>
<li>Report faults and damage the same day. Do not drive a vehicle you believe is unsafe.</li>
<li>Book services through the office when they are due. Use the fuel card only for the company vehicle assigned to you.</li>
</ul>

<h3>If you have a crash</h3>
<ol>
<li>Make the scene safe and check for injuries. Call 000 if anyone is hurt or the road is blocked.</li>
<li>Exchange details with the other driver and note witnesses. Do not admit fault.</li>
<li>Photograph the scene, vehicles, damage and plates.</li>
<li>Report to the office immediately and complete the incident report the same day.</li>
</ol>

<h3>Tools and equipment</h3>
<ul>
<li>Company-supplied tools, test instruments and specialist equipment (for example drain cameras, jetters, press tools, gauges and thermometers) remain company property. Return them when you leave.</li>
<li>Check tools before use. Tag out and report anything damaged; keep electrical tools and leads within their test-and-tag date.</li>
<li>Keep gauges and thermometers clean and calibrated, because inspection readings depend on them.</li>
</ul>

<h3>Security</h3>
<ul>
<li>Lock the van every time you leave it, even for a minute. Keep tools out of sight.</li>
<li>Park overnight in the approved location, in a garage or well-lit area where possible, and remove high-value tools if agreed with the office.</li>
<li>Report theft to police and the office straight away, with a list of what was taken.</li>
</ul>

<h3>Vehicle tracking</h3>
<p>Where a company vehicle has GPS or telematics, we tell you at induction and in writing what is recorded and how it is used: for safety, dispatch, security and vehicle management.</p>
`,
  },
  {
    slug: 'customer-property-and-photo-consent',
    title: 'Customer Property and Photo Consent',
    category: 'policy',
    version: '1.0',
    department: 'Operations',
    content: `
<h3>Purpose</h3>
<p>We work inside people's homes and photograph what we find. This guideline sets out how we protect customers' property and how we take, use and store photos with their consent.</p>

<h3>Protecting property</h3>
<ul>
<li>Shoe covers on every time you enter; drop sheets from the door to the work area and under all work.</li>
<li>Towels or mats in basins, baths and shower bases; protection on benchtops and vanities before you put anything down.</li>
<li>Ask before moving furniture, appliances or belongings, and put them back as you found them.</li>
<li>Open only the cupboards and rooms you need, and ask first.</li>
<li>Leave the work area clean and dry, and take all rubbish and old parts with you, unless the customer asks to keep the old parts.</li>
</ul>

<h3>If something is damaged</h3>
<ol>
<li>Stop, and make the area safe, for example isolating water.</li>
<li>Tell the customer straight away, whether we caused it or it was already damaged.</li>
<li>Photograph the damage and write down what happened.</li>
<li>Call the office before you leave. Do not promise repairs, payment or insurance outcomes yourself; management handles that.</li>
</ol>
<p>Pre-existing damage near the work area (cracked tiles, water-stained cabinets) should be pointed out and photographed before you start.</p>

<h3>Photo consent</h3>
<ul>
<li>Before you start, tell the customer you will take photos of the plumbing for the job record and their report. If they object, respect it and call the office; inspection evidence may then be limited to notes.</li>
<li>Photograph plumbing, readings and work areas only.</li>
<li>Keep people, children, pets, family photos, mail and documents, medication, screens, valuables, alarm panels and key safes out of frame.</li>
<li>Use the camera in the app so photos go directly to the job. Delete any copies from personal devices once uploaded.</li>
</ul>

<h3>How we use photos</h3>
<table>
<thead><tr><th>Use</th><th>Consent needed</th></tr></thead>
<tbody>
<tr><td>Job record, client report, inspection certificate, quotes, warranty and compliance</td><td>Covered by the customer engaging us, once told photos will be taken</td></tr>
<tr><td>Internal training (with addresses and identifying details removed)</td><td>Management approval</td></tr>
<tr><td>Website, social media, advertising</td><td><strong>Written consent from the customer</strong> and management approval</td></tr>
</tbody>
</table>
<p>Never post job photos on personal social media, and never share them in group chats outside the company systems.</p>

<h3>Tenants and landlords</h3>
<p>Where a landlord or agent engaged us, photos go to them in the report. Let the tenant know photos are being taken and keep their belongings out of frame.</p>

<h3>Storage and deletion</h3>
<p>Photos are stored with the job in the company system and handled under the Customer Data and Privacy guideline. Photos attached to an issued inspection certificate are part of a compliance record and are kept with it.</p>
`,
  },
  {
    slug: 'callbacks-and-workmanship-warranty',
    title: 'Callbacks and Workmanship Warranty',
    category: 'policy',
    version: '1.0',
    department: 'Operations',
    content: `
<h3>Our commitment</h3>
<p>If our work or the parts we supplied fail, we come back and make it right, quickly and without argument. Every callback is also a chance to learn, so we review them without blame and fix the cause.</p>

<h3>Customers' rights</h3>
<p>Under the Australian Consumer Law, customers have automatic consumer guarantees: services must be provided with due care and skill, be fit for any purpose the customer made known, and be provided within a reasonable time, and goods we supply must be of acceptable quality. These rights apply regardless of any warranty we give, and we never tell a customer otherwise. See the <a href="https://www.accc.gov.au" rel="noopener noreferrer" target="_blank">ACCC</a> for details.</p>

<h3>Our workmanship warranty</h3>
<ul>
<li>Our workmanship warranty period is stated on every quote and invoice. Parts carry the manufacturer's warranty, which we help the customer claim.</li>
<li>The warranty covers faults caused by our workmanship or the parts we supplied.</li>
<li>It does not cover unrelated faults, damage by others, misuse, or work the customer declined, for example a hose we graded Red that the customer chose not to replace. That is why recording declined recommendations matters.</li>
</ul>

<h3>Handling a callback</h3>
<ol>
<li><strong>Log it.</strong> The office records every callback against the original job, with the customer's description.</li>
<li><strong>Prioritise.</strong> Active leaks, no hot water, gas concerns and anything unsafe are attended as emergencies. Other callbacks are booked at the customer's earliest convenience.</li>
<li><strong>Who attends.</strong> Where practical, the original plumber attends, because they know the job and it is the best way to learn. If not, the attending plumber reviews the original notes and photos first.</li>
<li><strong>Diagnose honestly.</strong> Find out whether the fault relates to our work or parts. Photograph and note what you find.</li>
<li><strong>No charge if it is ours.</strong> If the fault is our workmanship or parts, fix it at no cost to the customer, including reasonable clean-up.</li>
<li><strong>If it is a different fault</strong>, explain that clearly, show the evidence, give an upfront price and get approval before doing any chargeable work. If in doubt, treat it as ours and let the office review it.</li>
<li><strong>Close it out.</strong> Record the cause and the fix on the job.</li>
</ol>

<h3>Damage from a failure</h3>
<p>If a failure of our work has caused damage, such as water through a ceiling, make the plumbing safe, photograph everything and call the office from site. Do not admit liability or discuss insurance. Management will contact the customer and manage the claim.</p>

<h3>Learning from callbacks</h3>
<ul>
<li>Management reviews callbacks monthly to find patterns: a product, a procedure, a training gap.</li>
<li>Callback history forms part of the skills assessment, because getting it right first time is a core skill. One callback does not define anyone; a pattern means we need to help.</li>
<li>Hiding a fault, or quietly fixing our own failure and charging for it, is serious misconduct.</li>
</ul>
`,
  },

  // ── Benefits ────────────────────────────────────────────────────────────────────────────
  {
    slug: 'tier-pay-and-weekly-revenue-bonus',
    title: 'Tier Pay and Weekly Revenue Bonus',
    category: 'benefits',
    version: '2.1',
    department: 'Human Resources',
    content: `
<h3>How pay works</h3>
<p>Qualified plumbers are paid a base salary set by their career tier, plus a weekly bonus on revenue above their tier's weekly target. As you move up tiers through the quarterly review, your base salary, target and bonus rate all step up. Apprentices and Entry Level staff are paid according to their contract and the applicable award.</p>

<h3>Tier pay table</h3>
${tierPayTable(['Tier', 'Base salary (per year)', 'Weekly revenue target', 'Bonus on revenue above target'])}
<p>Your employment contract confirms how superannuation is paid in relation to your base salary. Superannuation is always paid at least at the Superannuation Guarantee rate.</p>

<h3>How the weekly bonus is calculated</h3>
<p><strong>Bonus = (your revenue for the week − your weekly target) × your bonus rate</strong>, when revenue is above target. If revenue is at or below target, there is no bonus that week, and nothing is deducted or carried forward.</p>
${bonusExampleTable(['Tier', "Example week's revenue", 'Above target', 'Bonus'])}

<h3>What counts as revenue</h3>
<ul>
<li>The value, excluding GST, of jobs you completed and invoiced during the week.</li>
<li>Where two plumbers share a job, revenue is split as agreed by the office when the job is booked.</li>
<li>Refunds, credits and unpaid invoices may be adjusted in a later week. Payroll will show any adjustment on your payslip.</li>
<li>Callback work on our own faults carries no revenue, which is one more reason to get it right first time.</li>
</ul>

<h3>When it is paid</h3>
<p>The week closes after the last job on Sunday. The bonus is calculated from the job records and paid through payroll in the next pay run, itemised on your payslip. If you think a figure is wrong, raise it with the office within two weeks so it can be checked against the job records.</p>

<h3>Integrity</h3>
<p>The bonus rewards good work done efficiently, not selling. Recommending work a customer does not need, inflating prices, grading a hose Red when it is Orange, or splitting or backdating invoices to reach a target is serious misconduct. Bonuses earned that way will be recovered where the law allows, and the conduct may lead to dismissal. Customer feedback, callbacks and the accuracy of inspection records are all part of your quarterly review.</p>

<h3>Changing tiers</h3>
<p>Tier changes follow the quarterly skills review. The new salary, target and bonus rate apply from the first full pay period after management approves the change.</p>
`,
  },
  {
    slug: 'tools-allowance-and-training-funding',
    title: 'Tools Allowance and Training Funding',
    category: 'benefits',
    version: '1.0',
    department: 'Human Resources',
    content: `
<h3>Tools</h3>
<h4>What the company supplies</h4>
<p>We supply and maintain the specialist and test equipment that the work needs, including pressure gauges and thermometers for flood prevention checks, press tools, drain cameras and jetters, gas testing equipment, ladders and PPE. This equipment stays company property and is covered by the Company Vehicles and Tools guideline.</p>
<h4>Tools allowance</h4>
<ul>
<li>Plumbers and apprentices who provide their own hand tools receive a tools allowance. It is paid at no less than the tool allowance in the Plumbing and Fire Sprinklers Award 2020 where the award applies, and the current amount is shown in your contract and on your payslip.</li>
<li>Buy quality tools that are right for the job. Your supervisor can advise what to buy first.</li>
<li>If your own tools are stolen from a locked company van, report it to police and the office the same day. Management will consider a contribution to replacement where the theft was reported promptly and the van was secured.</li>
</ul>

<h3>Training funding</h3>
<p>We invest in training because skilled, licensed plumbers do better work, get fewer callbacks and earn more. We fund training that builds skills we use.</p>
<table>
<thead><tr><th>Training</th><th>What we cover</th></tr></thead>
<tbody>
<tr><td>Apprentice trade school</td><td>Paid time for scheduled training, as the award requires; course fees not covered by government funding</td></tr>
<tr><td>Licence units (commonly via the Certificate IV in Plumbing and Services)</td><td>Approved course fees</td></tr>
<tr><td>Regulator registration and licence applications and exams</td><td>Application and exam fees for classes we need; paid time to sit the exam</td></tr>
<tr><td>Specialised classes, for example Type A gas appliance servicing</td><td>Approved course and application fees</td></tr>
<tr><td>Safety tickets: first aid, asbestos awareness, confined space, working at heights, construction induction</td><td>Full cost and paid time when required for your role</td></tr>
<tr><td>Manufacturer product training (hot water, valves, fixtures)</td><td>Full cost and paid time</td></tr>
</tbody>
</table>

<h3>How to apply</h3>
<ol>
<li>Discuss the training at your quarterly review or with your supervisor.</li>
<li>Submit a request to the office with the course, provider, dates and cost <strong>before you enrol</strong>.</li>
<li>Once approved in writing, we pay the provider directly where possible, or reimburse you on proof of payment and enrolment.</li>
<li>Share what you learned with the team where it is useful.</li>
</ol>

<h3>Fair use</h3>
<ul>
<li>Training we fund should relate to your current role or your agreed development plan.</li>
<li>Attend the sessions you are enrolled in. If you cannot, tell the office early so we can reschedule or transfer the place.</li>
<li>Requests are approved according to business need and budget. If a request is declined, you will be told why and, where possible, when it could be approved.</li>
</ul>
`,
  },

  // ── Compliance ──────────────────────────────────────────────────────────────────────────
  {
    slug: 'compliance-certificates-and-regulator-requirements',
    title: 'Compliance Certificates and Regulator Requirements',
    category: 'compliance',
    version: '1.1',
    department: 'Operations',
    content: `
<h3>Policy</h3>
<p>Every job that requires a plumbing compliance certificate gets one: correctly completed, given to the customer and lodged with the regulator on time. The regulator is the Victorian Building Authority, now operating as the <a href="https://www.bpc.vic.gov.au" rel="noopener noreferrer" target="_blank">Building and Plumbing Commission</a>. Always check the <a href="https://www.bpc.vic.gov.au/plumbers/delivering-safe-and-compliant-plumbing/compliance-certificates" rel="noopener noreferrer" target="_blank">current compliance certificate requirements</a>, as they can change.</p>

<h3>When a certificate is required</h3>
<p>Under current guidance, a compliance certificate is required:</p>
<ul>
<li>when the total value of the plumbing work is more than <strong>$750</strong>, including materials, appliances, labour and GST, even if the customer or someone else supplied the materials; and</li>
<li>regardless of value, for installing, relocating or replacing a Type A gas appliance, converting an appliance to a different gas, installing, modifying or relocating consumer gas piping, work on below-ground sanitary drains and associated gullies, and work on cooling tower systems.</li>
</ul>

<h3>Who issues it</h3>
<ul>
<li>Only a plumber <strong>licensed</strong> in the relevant class may issue a certificate, for their own work or for work they supervised by a registered plumber or apprentice.</li>
<li>Registered plumbers and apprentices do not issue certificates. The job must be assigned so that a licensed plumber supervises and certifies the work.</li>
<li>Never issue a certificate for work you did not do or supervise, and never allow anyone else to use your licence details.</li>
</ul>

<h3>Timeframes</h3>
<ul>
<li>Give the certificate to the customer within <strong>five days</strong> of completing the work.</li>
<li>Lodge it with the regulator within five days of completing the work, through the regulator's online system.</li>
<li>Our internal standard is stricter: complete and lodge on the day of completion where possible, and no later than the next working day.</li>
</ul>

<h3>Our controls</h3>
<ol>
<li>Jobs likely to need a certificate are flagged when quoted, and every gas appliance job is flagged.</li>
<li>The office checks daily for completed jobs without a lodged certificate and follows up with the responsible licensed plumber.</li>
<li>The customer's copy is emailed and a copy kept with the job.</li>
<li>Errors are reported to the office immediately so they can be corrected through the regulator's process.</li>
</ol>

<h3>What we never do</h3>
<ul>
<li>Split one job across invoices, or leave customer-supplied parts out of the value, to stay under the threshold.</li>
<li>Describe work vaguely or inaccurately on a certificate.</li>
<li>Confuse the statutory compliance certificate with our flood prevention inspection certificate. They are separate documents; when a visit needs both, the customer gets both.</li>
</ul>

<h3>Gas work</h3>
<p>Gas safety is overseen by <a href="https://www.esv.vic.gov.au" rel="noopener noreferrer" target="_blank">Energy Safe Victoria</a>, including Type B appliances and complex gas installations, which are outside our domestic scope. See the Gas Work and Energy Safe Victoria guideline.</p>

<h3>Consequences</h3>
<p>Late, missing or false certificates can lead to penalties for the plumber and the company, disciplinary action against a licence, and a customer left without the protection the scheme provides. Within the company, breaches of this guideline are treated as serious misconduct.</p>
`,
  },
  {
    slug: 'flood-prevention-inspection-standard-practice',
    title: 'Flood Prevention Inspection Standard Practice (AS/NZS 3500)',
    category: 'compliance',
    version: '1.1',
    department: 'Field Services',
    content: `
<h3>Policy</h3>
<p>Every flood prevention check is carried out the same way, to the same criteria, and recorded completely in the app. Customers, insurers and our own team must be able to rely on the result no matter which plumber did the check.</p>

<h3>Criteria</h3>
<table>
<thead><tr><th>Item</th><th>Pass</th><th>Fail</th><th>Reference</th><th>Recommended fix</th></tr></thead>
<tbody>
<tr><td>Static water pressure</td><td>Up to and including 500 kPa</td><td>Above 500 kPa</td><td>AS/NZS 3500.1 (maximum static pressure at outlets within a building)</td><td>Pressure limiting valve</td></tr>
<tr><td>Hot water delivery at a bathroom outlet</td><td>50\u00a0°C or less</td><td>Above 50\u00a0°C</td><td>AS/NZS 3500.4 (heated water delivery to personal hygiene fixtures)</td><td>Thermostatic mixing valve (in homes usually a tempering valve), or servicing an existing valve</td></tr>
</tbody>
</table>
<p>The 50\u00a0°C requirement in AS/NZS 3500.4 applies to new heated water installations; many older homes predate it. We still grade above 50\u00a0°C as a fail because of the scald risk, and we describe it to customers as a safety recommendation, not a breach of the law.</p>

<h3>Flexible hose and appliance grades</h3>
<ul>
<li><strong>Green:</strong> good condition and within the five-year replacement cycle.</li>
<li><strong>Orange (amber):</strong> approaching or past the five-year replacement cycle, including hoses with no readable date in a fit-out clearly older than five years.</li>
<li><strong>Red:</strong> visible defects such as rust, discolouration, kinks, fraying, bulging or leaks.</li>
</ul>
<p>Grades apply to mixer tap hoses, tap extension hoses and toilet connector hoses in each bathroom, mixer and extension hoses in the kitchen and laundry, and to washing machine hoses, the dishwasher hose, fridge flexi tubing and under-sink water filter tubing.</p>

<h3>Method</h3>
<ol>
<li>Measure static pressure with no water being drawn, using a calibrated gauge at the hose tap nearest the meter. Record the value in kPa.</li>
<li>Measure hot water at a bathroom basin or shower with a calibrated probe thermometer, running hot until the reading is stable. Record the value in °C.</li>
<li>Inspect every area and appliance. Mark N/A only when the item does not exist; if it exists but cannot be reached, leave it applicable and ungraded and say so in that area's or appliance's notes box: the report and certificate still show it, with your note.</li>
<li>Photograph every failed reading (marking a reading Fail opens its photo section) and every Red item, in the correct section, and caption the photo (the box under it) with what it shows: the caption replaces "Inspection photo" on the report. The report also prints when each photo was taken.</li>
<li>Use the notes boxes: each reading, each area and each appliance has one, and the general notes sit with your signature. Each holds up to 1,000 characters and appears on the client report under what it describes; the certificate lists the reading, area and appliance notes with what was inspected.</li>
<li>Save your name, the inspection date and your signature. The check is complete only when all three are saved. A check saved without them stays a draft: open it again from the Existing tab ("Open in Form"), finish it and press Update Report. The same check is updated, never copied.</li>
</ol>

<h3>Overrides</h3>
<p>The app suggests pass or fail from the readings (static pressure passes up to and including 500 kPa; hot water passes at 50\u00a0°C or less). The status is your choice, and the app never changes one you chose against the reading. When your status differs from the suggestion, the app asks for a reason of 5 to 300 characters before it saves, and the client report and certificate print it as "Pass (override: your reason)". A reading passed against its suggestion is also named under the certificate's outcome ("Passed on the inspector's judgement: ..."), so the certificate never reads as a clean result when a reading was over the limit. A good reason says what you did, for example "Gauge re-read at the meter after 5 minutes: 490 kPa". Never override to change an outcome for sales or convenience.</p>

<h3>Issuing the certificate</h3>
<p>Review the whole check before issuing the flood prevention compliance certificate. Issuing is a deliberate step: on the certificate page press <strong>Issue Certificate</strong> and confirm. Until then the page is marked DRAFT - NOT ISSUED, on screen and on paper, and the certificate cannot be downloaded or emailed; the client report can be downloaded and emailed at any time. The plumber who did the inspection issues it; management and the owner can issue any check. Apprentices and office staff cannot.</p>
<p>The certificate gets its own company number (for example FPC-2026-000042) and the date and time it was issued, and names the plumber who did the inspection with their own plumbing licence number, so that number must be on the inspecting plumber's profile before anyone can issue it. It says plainly whether all items inspected passed or how many need attention, and lists them.</p>
<p>Once issued, the check is locked as a compliance record and cannot be edited. If something on it turns out to be wrong, whoever issued it, management or the owner voids it with a written reason; the check can then be corrected and a new certificate issued under a new number. The void certificate stays on record. Anyone holding a certificate, such as an insurer or a buyer, can confirm it is genuine and still valid by scanning its QR code or opening the verification address printed on it.</p>
<p>The report and certificate are emailed to the client address on the check. Every email attempt is logged, and every change to the check (saves, photos, issue, void, emails) is recorded in its history with who did it and when.</p>

<h3>Instruments</h3>
<p>Gauges and thermometers must be in good condition and checked regularly. Remove and report any instrument that reads inconsistently.</p>
`,
  },
  {
    slug: 'gas-work-and-energy-safe-victoria',
    title: 'Gas Work and Energy Safe Victoria',
    category: 'compliance',
    version: '1.0',
    department: 'Field Services',
    content: `
<h3>Policy</h3>
<p>Gas work is done only by people qualified to do it, to AS/NZS 5601.1 and the manufacturer's instructions, and no dangerous appliance is ever left operating. We follow the current requirements of <a href="https://www.esv.vic.gov.au" rel="noopener noreferrer" target="_blank">Energy Safe Victoria (ESV)</a> and the plumbing regulator, the <a href="https://www.bpc.vic.gov.au" rel="noopener noreferrer" target="_blank">Building and Plumbing Commission</a>.</p>

<h3>Who does what</h3>
<ul>
<li>Gasfitting is done only by plumbers registered or licensed in the gasfitting class, or by apprentices under the supervision of a licensed gasfitter.</li>
<li>Servicing, converting or working on Type A appliances where a specialised class applies is done only by plumbers holding that class.</li>
<li>Type B appliances and complex gas installations, which ESV oversees, are outside our domestic service scope. Refer enquiries to the office.</li>
<li>Jobs are assigned according to the classes recorded for each plumber. Keep the office informed of any change to your classes.</li>
</ul>

<h3>Compliance certificates</h3>
<p>Installing, relocating or replacing a Type A gas appliance, converting an appliance to another gas, and installing, modifying or relocating consumer gas piping all require a compliance certificate, regardless of the value of the work. See the Compliance Certificates and Regulator Requirements guideline.</p>

<h3>Minimum standard on every gas job</h3>
<ol>
<li>Isolate the supply before work and confirm isolation.</li>
<li>Test for leaks on all disturbed piping and joints, using the method required by AS/NZS 5601.1, and record the result.</li>
<li>Purge safely and commission appliances to the manufacturer's instructions, checking operating pressure against the data plate.</li>
<li>Check flueing, ventilation and clearances.</li>
<li>For gas space heaters, carry out spillage and carbon monoxide testing following the current regulator-endorsed procedure.</li>
<li>Check whether the appliance is subject to an ESV safety alert.</li>
</ol>

<h3>Dangerous appliances and installations</h3>
<ul>
<li>If an appliance or installation is dangerous, make it safe: isolate it, attach a danger tag and do not leave it operating.</li>
<li>Explain the danger to the customer in plain language and confirm it in writing, with photos on the job.</li>
<li>Tell the office the same day. Management will make any notification the regulators require.</li>
<li>Offer repair or replacement with an upfront price, but never use the danger to pressure the customer.</li>
</ul>

<h3>Gas leaks and incidents</h3>
<ul>
<li>If you smell gas: no switches, phones or ignition sources in the area; turn off the gas at the meter if safe; ventilate; get people out.</li>
<li>For leaks upstream of the meter, or any you cannot control, call the gas distributor's emergency line from a safe place, and 000 if anyone is at risk.</li>
<li>Report any gas incident, injury or near miss to the office immediately.</li>
</ul>

<h3>Customer advice</h3>
<p>ESV and the building regulator recommend that gas heaters and gas water heaters are serviced at least every two years by a suitably qualified gasfitter, and suggest a carbon monoxide alarm as a back-up to servicing. Pass this advice on whenever you see gas heating in a home.</p>
`,
  },
  {
    slug: 'worksafe-victoria-asbestos-and-confined-spaces',
    title: 'WorkSafe Victoria: Asbestos Awareness and Confined Spaces',
    category: 'compliance',
    version: '1.0',
    department: 'Operations',
    content: `
<h3>Policy</h3>
<p>We meet our duties under the <em>Occupational Health and Safety Act 2004</em> and the Occupational Health and Safety Regulations 2017, and follow <a href="https://www.worksafe.vic.gov.au" rel="noopener noreferrer" target="_blank">WorkSafe Victoria</a> guidance. Two hazards in home plumbing need particular care because they can kill without warning: asbestos and confined spaces.</p>

<h3>Asbestos</h3>
<p>Asbestos was widely used in Australian homes until the late 1980s and was banned nationally from the end of 2003. Assume any home built before 1990 may contain it. Common locations relevant to us include eaves and wall sheeting, wet-area wall and floor linings, vinyl floor tiles and their backing, old flues, and some older water, drainage and stormwater pipes.</p>
<ul>
<li>All field staff complete asbestos awareness training before working unsupervised.</li>
<li>Before drilling, cutting or breaking into a building material, ask: could this contain asbestos? If you cannot rule it out, treat it as asbestos.</li>
<li><strong>Never</strong> drill, cut, sand, grind, break or water-blast suspected asbestos, and never use a standard vacuum or broom on debris.</li>
<li>If you suspect asbestos: stop, keep people away, do not disturb it further, and call your supervisor. We will arrange sampling and, where needed, removal by an appropriately licensed asbestos removalist.</li>
<li>Work that is likely to disturb asbestos is high risk construction work and needs a safe work method statement (SWMS) before it starts.</li>
</ul>

<h3>Confined spaces</h3>
<p>A confined space is an enclosed or partly enclosed space, not designed for people to work in, where the atmosphere may be hazardous or someone could be engulfed. For us that can include pits, septic and rainwater tanks, some sub-floor areas and deep access chambers.</p>
<ul>
<li><strong>No one enters a confined space</strong> unless they are trained, a risk assessment has been done, an entry permit has been issued, the atmosphere has been tested, and a trained standby person and rescue plan are in place.</li>
<li>Wherever possible, do the work from outside the space using cameras, extended tools or jetting equipment.</li>
<li>Never enter to rescue a collapsed person without breathing apparatus and rescue training. Call 000; many confined space deaths are would-be rescuers.</li>
</ul>

<h3>Other high risk construction work</h3>
<p>A SWMS is prepared before high risk construction work, which for our work can include trenches deeper than 1.5 metres, work with a risk of falling more than 2 metres, work on or near pressurised gas piping or energised electrical installations, and work in or near confined spaces. Underground services are located before any excavation. Crystalline silica dust from cutting concrete, tiles and brick is controlled with water suppression or on-tool extraction and suitable respiratory protection.</p>

<h3>Incidents and reporting</h3>
<ul>
<li>Report every injury, near miss and hazard to the office the same day.</li>
<li>For serious incidents (for example a death, a person needing hospital in-patient treatment or immediate medical treatment for a serious injury, or a trench collapse), call 000 if needed, make the area safe, do not disturb the scene except to help someone or prevent further harm, and call the office immediately.</li>
<li>Management notifies WorkSafe immediately on 13 23 60 and follows up in writing within 48 hours, as the law requires.</li>
</ul>
`,
  },
];
