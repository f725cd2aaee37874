/**
 * Training modules seeded into `training_materials` (see ./index.ts): a module nobody has
 * edited follows this text; once the owner or management edit one, the row is theirs. The
 * slug is the stable key.
 *
 * Content is HTML limited to h3, h4, p, ul, ol, li, strong, em, blockquote and tables, written
 * exactly as the sanitiser would store it (a non-breaking space is \u00a0, not an entity;
 * seed-content.test.ts checks). Titles matter: the training page filters by title, so
 * "Flood", "Price" and "Mastery" put a module in the flood filter and "Presentation",
 * "Communication" and "Professional" in the presentation filter (case-sensitive).
 *
 * Regulatory points are written for Victoria and phrased so they stay true when details
 * change: staff are told to check the current regulator guidance for exact obligations.
 */
export interface TrainingMaterialSeed {
  /** Stable slug used to upsert idempotently; never change once shipped. */
  slug: string;
  title: string;
  /** One or two sentences. */
  description: string;
  /** HTML: h3, h4, p, ul, ol, li, strong, em, blockquote, table/thead/tbody/tr/th/td. */
  content: string;
  /** 15 to 60. */
  durationMinutes: number;
}

export const TRAINING_MATERIALS: readonly TrainingMaterialSeed[] = [
  {
    slug: 'flood-prevention-inspection-mastery',
    title: 'Flood Prevention Inspection Mastery',
    description:
      'The complete method for our in-home flood prevention check: static pressure, hot water delivery temperature, and the Green, Orange and Red grading of every flexible hose and appliance connection.',
    durationMinutes: 45,
    content: `
<h3>Why we do the check</h3>
<p>A lot of household water damage starts inside the house, not outside it: a braided hose lets go under a vanity, a washing machine hose splits while the family is at work, or mains pressure is high enough to stress every tap and valve in the home. Our flood prevention check is a structured, room-by-room inspection that finds those risks before they turn into ruined floors and an insurance claim. Done properly it gives the homeowner a clear written record.</p>

<h3>What the check covers</h3>
<ol>
<li><strong>Static water pressure</strong>, measured in kPa and graded against 500 kPa.</li>
<li><strong>Hot water delivery temperature</strong> at a bathroom outlet, graded against 50\u00a0°C.</li>
<li><strong>Bathrooms (up to four), kitchen and laundry</strong>: mixer tap hoses, tap extension hoses and, in bathrooms, the toilet connector hose.</li>
<li><strong>Appliances</strong>: washing machine hoses, dishwasher hose, fridge flexi tubing and under-sink water filter tubing.</li>
</ol>
<p>Mark an area or appliance <em>N/A</em> only when it genuinely is not there, for example no third bathroom or a fridge with no plumbed water. If something exists but you cannot reach it safely, do not mark it N/A: record what you could see and write why you could not inspect the rest.</p>

<h3>1. Static pressure (AS/NZS 3500.1)</h3>
<p>AS/NZS 3500.1 limits the static pressure at any outlet within a building (fire services aside) to 500 kPa. Mains pressure in parts of Melbourne can exceed that, especially overnight when demand is low.</p>
<ul>
<li>Make sure nothing is drawing water: taps off, no appliance filling, cisterns full.</li>
<li>Fit a calibrated gauge to the hose tap nearest the meter, open the tap fully and let the needle settle. That is the static reading.</li>
<li>Record the figure in kPa, not just pass or fail. When the reading fails, the app opens a photo section under it: photograph the gauge face so the needle and scale are readable.</li>
</ul>
<p><strong>Up to and including 500 kPa passes ("shall not exceed 500 kPa"). Above 500 kPa fails.</strong> The recommended fix is a <strong>pressure limiting valve (PLV)</strong> on the property side of the meter. If a PLV is already fitted and the reading is still high, the valve may be faulty or incorrectly set; say so in your notes. Supporting signs: water hammer, a water heater relief valve that discharges constantly, and tap washers that wear out quickly.</p>

<h3>2. Hot water delivery temperature (AS/NZS 3500.4)</h3>
<p>AS/NZS 3500.4 requires heated water delivered to fixtures used mainly for personal hygiene (showers, baths, basins) to be no hotter than 50\u00a0°C in new installations, with a lower limit of 45\u00a0°C in places such as aged care, healthcare and early childhood facilities. Stored water must still be kept hot enough (60\u00a0°C or more) to control <em>Legionella</em>, which is why a mixing device sits between the heater and the bathroom.</p>
<ul>
<li>Test at a bathroom basin or shower. Run hot only, fully open, until the temperature stops rising.</li>
<li>Hold a calibrated probe thermometer in the stream, not against the basin, and record the highest stable reading.</li>
<li>Photograph the thermometer display with the outlet in the shot.</li>
</ul>
<p><strong>50\u00a0°C or less passes. Above 50\u00a0°C fails.</strong> The recommended fix is a thermostatic mixing valve (in most homes a tempering valve), or servicing or replacing an existing valve that has drifted. Some continuous-flow heaters are designed to deliver no more than 50\u00a0°C from their own controls, so check the data plate before recommending extra hardware. Many older homes were plumbed before the 50\u00a0°C rule applied: present a fail as a scald-safety recommendation, never as a claim that the house is illegal.</p>

<h3>3. Flexible hoses: the traffic-light grade</h3>
<table>
<thead><tr><th>Grade</th><th>Meaning</th><th>Typical evidence</th></tr></thead>
<tbody>
<tr><td><strong>Green</strong></td><td>Good condition, inside the 5-year replacement cycle</td><td>Clean bright braid, date stamp under five years, no kinks, no moisture</td></tr>
<tr><td><strong>Orange</strong> (amber)</td><td>Approaching or past the 5-year replacement cycle</td><td>Date stamp four to five years or older, or no date and the fit-out is clearly older than five years</td></tr>
<tr><td><strong>Red</strong></td><td>Visible defects: replace now</td><td>Rust or discolouration, fraying or broken strands, kinks, bulges, weeping at the nut, water staining or swollen cabinet board</td></tr>
</tbody>
</table>
<p>Check the crimp ferrule for a date stamp, the whole braid with a torch, and how the hose sits: a hose stretched taut, twisted or bent tighter than its natural curve is under strain even if it looks clean. Chemicals stored under sinks (especially chlorine-based cleaners) can corrode the braid, so look closely in those cupboards.</p>

<h3>4. Appliances</h3>
<ul>
<li><strong>Washing machine:</strong> both inlet hoses for cracks and bulges near the fittings, and whether the taps still turn off. A tap seized open cannot stop a burst.</li>
<li><strong>Dishwasher:</strong> the inlet hose and its connection at the isolation valve under the sink.</li>
<li><strong>Fridge flexi tubing:</strong> the line to the ice maker or water dispenser for kinks, brittleness and push-fit joints. Do not drag out an integrated fridge: leave it applicable and ungraded and note it as not accessible; the report and certificate still show it, marked not graded, with your note.</li>
<li><strong>Under-sink water filter:</strong> push-fit fittings, cracked housings, kinked tubing and overdue cartridges.</li>
</ul>
<p>Only move appliances with the homeowner's permission and when it is safe to do so.</p>

<h3>Finishing the check</h3>
<p>Every fail and every Red item needs a photo, a plain-English note and a recommended fix. The check is only complete once your name, the inspection date and your signature are saved. Review it carefully before the compliance certificate is issued: after that the check is locked as a record and cannot be edited.</p>
`,
  },
  {
    slug: 'flood-risk-photos-and-evidence',
    title: 'Flood Risk Photos and Evidence',
    description:
      'How to capture photos and notes that prove what you found on a flood prevention check, so the client report is clear, defensible and useful to the homeowner and their insurer.',
    durationMinutes: 30,
    content: `
<h3>Why evidence matters</h3>
<p>The client report and certificate are only as good as the evidence behind them. A clear photo of a rusted hose ferrule explains the problem better than any sentence, and it protects everyone: the homeowner sees exactly what we saw, the office can answer questions months later, and if there is ever a dispute or an insurance enquiry the record speaks for itself. Poor photos, missing readings or vague notes make a good inspection look careless.</p>

<h3>What to photograph in each section</h3>
<table>
<thead><tr><th>Section in the app</th><th>Minimum photos</th></tr></thead>
<tbody>
<tr><td>Static pressure (marked Fail)</td><td>The gauge face with needle and scale readable, attached to the test point</td></tr>
<tr><td>Hot water temperature (marked Fail)</td><td>The thermometer display with the outlet visible in the same shot</td></tr>
<tr><td>Each bathroom, kitchen and laundry</td><td>A wide shot of the open cabinet or connection area, then a close-up of any Orange or Red hose and its date stamp</td></tr>
<tr><td>Washing machine, dishwasher, fridge, under-sink filter</td><td>The connection point and the hose or tubing condition; a close-up of any defect</td></tr>
</tbody>
</table>

<h3>The three-shot habit</h3>
<ol>
<li><strong>Context:</strong> a wide shot that shows where in the home the item is, for example the whole vanity cupboard with the doors open.</li>
<li><strong>Detail:</strong> a close-up that shows the condition: rust at the crimp, broken braid strands, a kink, a damp cabinet floor.</li>
<li><strong>Proof of reading or date:</strong> the gauge, thermometer or date stamp, sharp enough to read.</li>
</ol>
<p>The app compresses photos before storing them, so a detail that is tiny in a wide shot will not be readable later. Move closer rather than relying on zoom.</p>

<h3>Getting a usable photo</h3>
<ul>
<li>Wipe the lens. Phones live in pockets and smudges blur everything.</li>
<li>Use a torch from the side rather than the flash. Flash on stainless braid and chrome causes glare that hides rust.</li>
<li>Tap the screen on the defect to focus, hold still and check the photo before you move on.</li>
<li>Keep gauges and thermometers steady and square to the camera so the reading is not distorted.</li>
<li>Capture the photo in the section it belongs to. A Red kitchen hose filed under Laundry confuses the report.</li>
</ul>

<h3>Notes that stand on their own</h3>
<p>Write each note so someone who was not there understands it. State the item, the location, what you saw and what you recommend.</p>
<blockquote><p><strong>Weak:</strong> "Hose bad."</p><p><strong>Strong:</strong> "Ensuite vanity, hot mixer hose: surface rust on braid near crimp, date stamp 2017. Graded Red. Recommend replacing both mixer hoses."</p></blockquote>
<p>Record measured values exactly (for example 640 kPa, 58\u00a0°C). Do not round a borderline reading to make it pass or fail. If your pass or fail differs from what the reading suggests, the app asks for a reason; write it as you would any note, because it is printed on the report and the certificate as "Pass (override: reason)", and a pass you gave against the reading is named under the certificate's outcome as passed on the inspector's judgement.</p>
<p>Each reading, area and appliance has its own notes box, and the general notes sit with your signature; the report prints them beside what they describe. Caption each photo in the box under it (up to 200 characters): the caption replaces "Inspection photo" on the report, which also prints when the photo was taken (from the camera when it records the time). A check holds at most 60 photos, so choose the clearest ones.</p>
<p>A check saved without your signature stays a draft. Open it again from the Existing tab with "Open in Form" (or "Back to Form" on its report), finish it and press Update Report. Your phone keeps several drafts at once: the Current Work tab lists them, with the photos still waiting to upload, and opens or clears each one.</p>

<h3>Integrity rules</h3>
<ul>
<li>Every photo must be taken at this property, on this visit, of the item it is filed under.</li>
<li>Never reuse a photo from another job, stage a defect, or photograph a hose you have disturbed to make it look worse.</li>
<li>If you could not inspect something, say so. An honest "not accessible: integrated fridge" is better than a guess.</li>
<li>Falsifying inspection evidence is serious misconduct. It misleads the homeowner, can mislead an insurer, and puts the company and your licence at risk.</li>
</ul>

<h3>Privacy while photographing</h3>
<p>Tell the homeowner you will take photos of the plumbing for their report. Frame shots so they do not include people, children, family photos, mail or documents showing names, medication, valuables, alarm panels or key safes. Use the camera inside the app so photos go straight to the job. If a photo ever ends up in your personal camera roll, delete it once it is uploaded. Never share job photos on social media or in group chats without the customer's written consent and management approval.</p>

<h3>Before and after</h3>
<p>When you carry out work, photograph the finished job from the same angle as the "before" shot: new hoses fitted with no strain, the PLV installed with its isolation valve, the tempering valve and the new temperature reading. A before-and-after pair shows the customer what they paid for and shows the office the work meets our standard.</p>
`,
  },
  {
    slug: 'explaining-flood-risk-to-homeowners',
    title: 'Explaining Flood Risk to Homeowners',
    description:
      'How to explain pressure, hot water and hose findings in plain English so homeowners understand their real risk and can make an informed decision without pressure or scare tactics.',
    durationMinutes: 30,
    content: `
<h3>The goal: an informed decision</h3>
<p>When you finish a flood prevention check the homeowner should be able to answer three questions: what did you find, how serious is it, and what are my options? Our job is to give them accurate information and a fair recommendation. It is not our job to frighten them. People who feel informed trust us and come back; people who feel pushed cancel, complain and tell their friends.</p>

<h3>Show, explain, recommend, then let them decide</h3>
<ol>
<li><strong>Show.</strong> Take them to the item or show the photo on the tablet. Let them see the rust, the kink or the gauge reading themselves.</li>
<li><strong>Explain.</strong> One or two sentences on what it is and why it matters, in everyday words.</li>
<li><strong>Recommend.</strong> Say what you would do and how urgent it is.</li>
<li><strong>Decide.</strong> Ask what they would like to do, then stop talking and let them think.</li>
</ol>

<h3>Plain-English explanations that work</h3>
<h4>High water pressure</h4>
<blockquote>"Your water is coming into the house at 650 kPa. The plumbing standard says pressure inside a home should not go above 500. Higher pressure puts extra strain on every hose, tap and valve, a bit like driving a car with the engine revving hard all the time. A pressure limiting valve near the meter brings it down for the whole house."</blockquote>
<h4>Hot water too hot</h4>
<blockquote>"The hot water at your bathroom basin reached 62 degrees. For bathrooms the standard for new installations is 50, because water much hotter than that can scald in a very short time, especially for young children and older people. A tempering valve mixes in cold water so the bathrooms get safer water while the tank stays hot enough to stay hygienic."</blockquote>
<h4>Orange and Red hoses</h4>
<blockquote>"These braided hoses connect your tap to the pipes in the wall. This one is rusting where the metal sleeve is crimped on, which is a common place for them to fail. If it bursts, it runs at full mains pressure until someone turns the water off. I'd replace this one today. These two are about five years old and look fine; they're due for replacement soon but aren't urgent."</blockquote>

<h3>Be precise about urgency</h3>
<table>
<thead><tr><th>Finding</th><th>How to describe it</th></tr></thead>
<tbody>
<tr><td>Red hose, leaking or badly corroded</td><td>"I recommend replacing this before I leave."</td></tr>
<tr><td>Pressure above 500 kPa</td><td>"Worth fixing soon; it shortens the life of everything connected to it."</td></tr>
<tr><td>Hot water above 50\u00a0°C</td><td>"A safety issue, particularly if children or older people live here or visit."</td></tr>
<tr><td>Orange hose</td><td>"Due or nearly due for replacement. You can plan this; it doesn't have to be today."</td></tr>
<tr><td>Green</td><td>"This is in good condition. Nothing needed."</td></tr>
</tbody>
</table>
<p>Telling someone that most of their home is fine is part of the job. It makes your recommendations on the items that are not fine more believable.</p>

<h3>What we never say</h3>
<ul>
<li><strong>Invented statistics.</strong> Do not quote figures such as "most floods are caused by hoses" unless you can point to a reliable source. Describe the risk you can see.</li>
<li><strong>Insurance claims you cannot know.</strong> Do not say "your insurer won't pay." Say: "Some policies have conditions about maintenance, so it's worth checking yours."</li>
<li><strong>False deadlines.</strong> No "this price is only good if you decide now" unless it is genuinely true.</li>
<li><strong>Legal overstatement.</strong> An older home above 50\u00a0°C is not automatically breaking the law. Describe it as a safety recommendation.</li>
</ul>

<h3>Handling common responses</h3>
<ul>
<li><strong>"Can it wait?"</strong> Answer honestly using the urgency table. If it can wait, say so and note it in the report.</li>
<li><strong>"I'll do it myself."</strong> Be polite. Explain that installing a pressure limiting valve or tempering valve is regulated plumbing work in Victoria that must be done by a registered or licensed plumber, and that even hose replacement needs certified parts and careful fitting.</li>
<li><strong>"I need to talk to my partner."</strong> Perfectly reasonable. Make sure the report and quote go to their email and offer to answer questions by phone.</li>
</ul>

<h3>Vulnerable customers</h3>
<p>Take extra care with elderly customers, people who seem confused or unwell, and anyone who appears anxious about money. Slow down, check they have understood, and suggest they involve a family member before deciding on anything that is not urgent. Exploiting someone's vulnerability is unconscionable conduct under the Australian Consumer Law and is never acceptable here.</p>

<h3>Record the outcome</h3>
<p>Note what you recommended and what the homeowner chose, including items they declined. A clear record protects the homeowner and protects you if the same hose fails next year.</p>
<p>Once the check is completed, every failed reading and every Red hose or appliance becomes a <strong>follow-up</strong> for the office, who prepare and send the quote; you can see where each one stands under the client report. If you fix an item on the spot, grade it again and update the report: its follow-up closes as resolved on site.</p>
`,
  },
  {
    slug: 'price-presentation-upfront-pricing',
    title: 'Price Presentation and Upfront Pricing',
    description:
      'How we present fixed, upfront prices with clear options so the customer approves the full price before any work starts and never gets a surprise on the invoice.',
    durationMinutes: 40,
    content: `
<h3>Our pricing promise</h3>
<p>Every customer gets a <strong>fixed price before we start</strong>. The price they approve is the price they pay, unless they approve a change in writing. That is the single biggest reason customers trust us, and it is why plumbers who present prices well earn more and get fewer complaints.</p>
<ul>
<li>Prices are quoted as one total figure <strong>including GST</strong>, covering labour, parts, travel and disposal of old parts.</li>
<li>The customer approves the price, ideally by signature on the tablet or a written reply, before any work begins.</li>
<li>Payment terms are explained before the work, not after.</li>
</ul>

<h3>Diagnose first, price second</h3>
<p>You cannot give a fair fixed price until you understand the job. Inspect, test and, for the flood prevention check, finish the readings and grading first. Then step back, work out the options and price them from the price book. Do not price on the run while the customer watches over your shoulder, and never adjust a price according to how wealthy the home looks.</p>

<h3>Offer genuine options</h3>
<p>Most jobs have more than one sensible solution. Presenting options respects the customer's budget and lets them choose. Every option you present must be one you would be comfortable doing in your own home.</p>
<table>
<thead><tr><th>Option</th><th>Example after a flood prevention check</th></tr></thead>
<tbody>
<tr><td>Essential</td><td>Replace the two Red hoses under the kitchen sink</td></tr>
<tr><td>Recommended</td><td>Replace all Red and Orange hoses in the home</td></tr>
<tr><td>Complete</td><td>All hoses, plus a pressure limiting valve to bring 650 kPa within the 500 kPa limit, plus a tempering valve for the bathrooms</td></tr>
</tbody>
</table>
<p>Explain what each option includes and what it leaves out. If the customer chooses the essential option, that is a good outcome: they have fixed the urgent risk and they know what is next.</p>

<h3>Presenting the price</h3>
<ol>
<li><strong>Recap the findings</strong> in a sentence or two, using the photos.</li>
<li><strong>Show the options in writing</strong> on the tablet, each with its total price.</li>
<li><strong>Explain what's included</strong>: parts, labour, clean-up, our workmanship warranty, and how long it will take.</li>
<li><strong>Ask which option they prefer</strong>, then be quiet. Silence is the customer thinking, not a signal to drop the price.</li>
<li><strong>Confirm the approval</strong> in writing before you pick up a tool.</li>
</ol>
<p>Say the price plainly and confidently: "The recommended option is eight hundred and forty dollars, including GST." Do not apologise for it and do not rush past it.</p>

<h3>No surprises</h3>
<p>Sometimes you find something you could not have seen when you quoted: a seized isolation valve, a corroded fitting that breaks when touched, rotted cabinet board. When that happens:</p>
<ol>
<li>Stop and make the area safe.</li>
<li>Show the customer what you found and explain why it changes the job.</li>
<li>Give a new fixed price for the extra work.</li>
<li>Get their approval before continuing. If they say no, finish only what they approved and leave things safe.</li>
</ol>
<p>Never add items to the invoice that the customer did not approve.</p>

<h3>Discounts</h3>
<p>Do not discount to win a job. Any discount or price match needs approval from the office, and it must be recorded on the job. Customers talk to each other, and inconsistent pricing destroys trust faster than a high price.</p>

<h3>The Australian Consumer Law</h3>
<ul>
<li>A <strong>quote</strong> is a fixed price; an <strong>estimate</strong> is an approximation. We give quotes. Never call an estimate a quote, or the other way round.</li>
<li>Do not make misleading statements about the need for work, the price, the parts or the warranty.</li>
<li>If you offer work that is unrelated to what the customer invited us to do, the unsolicited consumer agreement rules, including cooling-off rights, can apply. Follow the office process for that situation rather than starting the work on the spot.</li>
<li>Customers have consumer guarantee rights (work done with due care and skill, fit for purpose, within a reasonable time) on top of any warranty we give.</li>
</ul>

<h3>After the decision</h3>
<p>If the customer wants time, email the written quote with its options and validity period before you leave, and agree when we will follow up. If they approve, do the work to the standard you described, then show them the finished result and the price they approved on the invoice.</p>
`,
  },
  {
    slug: 'quote-follow-up-mastery',
    title: 'Quote Follow-Up Mastery',
    description:
      'A respectful, consistent process for following up quotes the customer did not approve on the day, so good advice turns into completed work without pressure.',
    durationMinutes: 25,
    content: `
<h3>Why follow-up is part of service</h3>
<p>Many customers do not decide on the spot. They want to check their budget, talk to a partner or landlord, or compare quotes. That is normal and healthy. A timely, polite follow-up reminds them that the risk you found still exists and that we are ready to help. Customers who never hear from us usually do not go elsewhere; they simply forget until the hose bursts.</p>

<h3>Set it up before you leave the house</h3>
<ul>
<li>Email the written quote and, after a flood prevention check, the client report, before you leave or as soon as you are back in the van. Confirm the email address by reading it back.</li>
<li>Make sure each option shows its total price including GST, what is included and how long the price is valid.</li>
<li>Ask: "Would it be okay if we gave you a call in a couple of days to answer any questions? Is phone or email better?" Record their answer.</li>
<li>Write a short note on the job: what they are deciding, who else is involved and any concerns they raised, such as price, timing or landlord approval.</li>
</ul>

<h3>Our standard cadence</h3>
<table>
<thead><tr><th>When</th><th>What</th><th>Purpose</th></tr></thead>
<tbody>
<tr><td>Same day</td><td>Quote and report emailed</td><td>They have everything in writing</td></tr>
<tr><td>2 to 3 working days</td><td>Phone call (or email if they prefer)</td><td>Answer questions, offer a booking</td></tr>
<tr><td>About 10 days</td><td>Short final check-in</td><td>Confirm whether they want to go ahead, and remind them when the quote expires</td></tr>
<tr><td>After that</td><td>Close the quote with a reason</td><td>Stop contact and keep our records accurate</td></tr>
</tbody>
</table>
<p>Adjust the timing to what the customer asked for. "Call me after the 15th" means exactly that.</p>

<h3>The follow-up call</h3>
<blockquote>"Hi Sarah, it's Tom from the plumbing team. I did the flood prevention check at your place on Tuesday. I'm just calling to see if you had any questions about the report or the options I sent through."</blockquote>
<ul>
<li>Open with who you are and why you are calling. Do not start with "Are you ready to book?"</li>
<li>Ask what they thought of the report. Listen for the real concern: price, timing, trust or understanding.</li>
<li>Answer the question they actually asked. If cost is the issue, remind them of the essential option.</li>
<li>Offer a specific booking time if they want to go ahead.</li>
<li>If they say no, thank them and ask if they would mind sharing why. Accept the answer without arguing.</li>
</ul>

<h3>Rules we do not bend</h3>
<ul>
<li><strong>No false urgency.</strong> Do not invent price rises or limited-time offers. If a Red hose is a real risk, say so calmly once.</li>
<li><strong>No harassment.</strong> Stick to the cadence. Repeated calls after a clear no are unacceptable.</li>
<li><strong>Respect "stop".</strong> If a customer asks us not to contact them, record it on the job and stop immediately.</li>
<li><strong>Marketing needs consent.</strong> Following up a quote the customer asked for is service. Adding them to promotional emails or texts needs their consent and an unsubscribe option under the Spam Act 2003.</li>
<li><strong>Re-quote when things change.</strong> If an expired quote needs updating, or the scope changed, issue a new written quote rather than quoting a different figure over the phone.</li>
</ul>

<h3>Record every outcome</h3>
<p>Log each contact attempt and the result: booked, thinking, declined (with the reason), or no response. Reasons such as "went with cheaper quote", "landlord declined" or "will do next year" help the team improve how we present options, and they tell the next person who speaks to the customer what has already been said.</p>
<p>In the app, the office tracks each finding on the <strong>Follow-ups</strong> board (Flood Prevention Check menu): mark it Quoted with the quote number and amount, then Accepted or Declined, and Done once the work is finished. Follow-ups left open for more than 3 days show in the office's bell, and the board exports the list as CSV for the quoting system.</p>

<h3>What good looks like</h3>
<p>Mastery is not a high-pressure close. It is a customer who says, "Thanks for calling, I'd forgotten about that. Can you come next Thursday?" You get there with a clear report, sensible options, a follow-up at the time you promised and a plumber who listens.</p>
`,
  },
  {
    slug: 'pressure-and-hot-water-testing-mastery',
    title: 'Pressure and Hot Water Testing Mastery',
    description:
      'Technical detail for taking reliable static pressure and hot water temperature readings, interpreting them against AS/NZS 3500.1 and AS/NZS 3500.4, and choosing the right fix.',
    durationMinutes: 35,
    content: `
<h3>Your test kit</h3>
<ul>
<li><strong>Pressure gauge</strong> reading comfortably above 1,000 kPa (a liquid-filled gauge steadies the needle), with a hose-tap adaptor and a spare washer.</li>
<li><strong>Probe thermometer</strong> with a fast response, plus spare batteries.</li>
<li>A torch, a towel and a small bucket.</li>
</ul>
<p>Check your instruments regularly. Compare your thermometer against another calibrated thermometer or in iced water (close to 0\u00a0°C); compare your gauge against a colleague's or the workshop reference. Report any gauge that does not return to zero or any thermometer that reads inconsistently, and replace it. A reading is only as good as the instrument.</p>

<h3>Static pressure: reading it properly</h3>
<p><strong>Static</strong> pressure is the pressure with no water flowing. <strong>Dynamic</strong> (flowing) pressure is lower and is not what the check records.</p>
<ol>
<li>Confirm no water is being drawn anywhere: taps, cisterns, washing machine, dishwasher, irrigation, pool top-up.</li>
<li>Attach the gauge to the hose tap closest to the meter, downstream of any existing PLV.</li>
<li>Open the tap fully. Wait until the needle is steady, then read at eye level to avoid parallax error.</li>
<li>If the needle drifts upward, a cistern or appliance may still have been filling. Wait and read again.</li>
<li>Record the value in kPa and photograph the gauge.</li>
</ol>
<p>Unit check: 500 kPa is 5 bar, or about 72.5 psi. If your gauge has two scales, read the kPa scale.</p>

<h3>Interpreting pressure</h3>
<table>
<thead><tr><th>Reading</th><th>Grade</th><th>What to consider</th></tr></thead>
<tbody>
<tr><td>Up to and including 500 kPa</td><td>Pass</td><td>No action needed for pressure. Mention that pressure varies during the day and is often higher overnight.</td></tr>
<tr><td>Above 500 kPa, no PLV</td><td>Fail</td><td>Recommend a pressure limiting valve after the meter.</td></tr>
<tr><td>Above 500 kPa, PLV fitted</td><td>Fail</td><td>The PLV may be faulty, set too high or bypassed. Inspect before quoting a new one.</td></tr>
</tbody>
</table>
<p>When quoting a PLV, include an accessible position on the property side of the meter, isolation and any strainer the manufacturer specifies, and a suitable set pressure within the 500 kPa limit. Remember that reducing pressure changes how the water heater's relief and expansion valves behave: check them as part of the job.</p>

<h3>Hot water: reading it properly</h3>
<ol>
<li>Choose a bathroom outlet: basin or shower. If there is more than one bathroom, test the one the household uses most, and a second if you suspect they are supplied differently (for example an ensuite on a separate tempering valve).</li>
<li>Turn the hot tap fully on, or set the mixer to full hot.</li>
<li>Hold the probe in the centre of the stream. Keep your hand and the customer's hands out of it.</li>
<li>Wait until the reading stops rising; with long pipe runs this can take a couple of minutes. Record the highest stable figure and photograph it.</li>
</ol>

<h3>Interpreting temperature</h3>
<ul>
<li><strong>50\u00a0°C or less:</strong> pass.</li>
<li><strong>Above 50\u00a0°C with no mixing device:</strong> fail. Recommend a tempering valve (or TMV) serving the bathrooms.</li>
<li><strong>Above 50\u00a0°C with a valve fitted:</strong> the valve may need adjustment, servicing or replacement. Check it is installed the right way round with the correct hot and cold connections and a working cold supply, and look for a date or installation label.</li>
<li><strong>Continuous-flow heater:</strong> check the data plate and controller. Some models are designed to deliver no more than 50\u00a0°C; others need a valve or a different temperature setting, according to the manufacturer's instructions.</li>
</ul>
<p>Do not "fix" a high reading by turning a storage heater's thermostat below 60\u00a0°C. Stored water must stay hot enough to control <em>Legionella</em>; the scald risk is dealt with at delivery.</p>

<h3>Which valve?</h3>
<p>In ordinary homes a tempering valve is the usual device for delivering water at 50\u00a0°C to bathrooms. Thermostatic mixing valves are required in higher-risk settings such as healthcare and aged care, and working on them there requires the appropriate specialised class of plumbing registration or licence. If a home includes a care arrangement or a client with a disability, talk to the office before recommending a device.</p>

<h3>Writing it up</h3>
<p>Record the exact readings, the outlet or test point, any existing PLV or valve and its condition, and the recommended fix. A note such as "Static 680 kPa at front hose tap, no PLV. Basin ensuite 63\u00a0°C, no tempering valve, gas storage heater 2014" tells the office everything it needs to prepare an accurate quote.</p>
`,
  },
  {
    slug: 'flexible-hose-grading-and-replacement-mastery',
    title: 'Flexible Hose Grading and Replacement Mastery',
    description:
      'Why braided flexible hoses fail, how to grade them consistently as Green, Orange or Red, and how to replace them so the new hose lasts its full service life.',
    durationMinutes: 35,
    content: `
<h3>Why flexible hoses fail</h3>
<p>A braided flexible hose is a rubber or polymer inner tube protected by a stainless steel braid, crimped into brass fittings at each end. They are cheap, quick to fit and found under nearly every basin, sink and toilet. They fail for predictable reasons:</p>
<ul>
<li><strong>Age.</strong> The inner tube hardens and cracks over time. That is why we work to a five-year replacement cycle.</li>
<li><strong>Corrosion.</strong> Chlorine-based cleaners and other chemicals stored in the same cupboard can corrode the braid. Once the braid weakens, the inner tube can balloon and burst.</li>
<li><strong>Installation stress.</strong> Hoses that are twisted, stretched tight, kinked or bent too sharply fail early, often at the crimp.</li>
<li><strong>High pressure.</strong> Constant pressure above 500 kPa adds strain to every hose in the home.</li>
<li><strong>Poor-quality products.</strong> Uncertified hoses may not meet Australian requirements.</li>
</ul>

<h3>Grading consistently</h3>
<p>Customers should get the same grade no matter which of our plumbers does the check. Use these rules:</p>
<table>
<thead><tr><th>If you see...</th><th>Grade</th></tr></thead>
<tbody>
<tr><td>Bright, clean braid; date stamp under about four years; natural curve; dry cabinet</td><td>Green</td></tr>
<tr><td>Date stamp around five years or older, with no visible defect</td><td>Orange</td></tr>
<tr><td>No readable date, and the fit-out or previous hose work is clearly older than five years</td><td>Orange</td></tr>
<tr><td>Any rust, brown staining or discolouration on the braid or crimp</td><td>Red</td></tr>
<tr><td>Frayed or broken braid strands, bulge or bubble, kink, flattened section</td><td>Red</td></tr>
<tr><td>Weeping at the nut, water staining or swollen cabinet board below the hose</td><td>Red</td></tr>
<tr><td>Hose stretched taut or twisted so the braid is visibly distorted</td><td>Red</td></tr>
</tbody>
</table>
<p>When two grades seem possible, choose the more cautious one and explain why in the note. Never grade down a hose to make a sale, and never grade up a hose to avoid an awkward conversation.</p>

<h3>Replacing hoses properly</h3>
<h4>Choosing the hose</h4>
<ul>
<li>Use only hoses from our approved suppliers that carry <strong>WaterMark</strong> certification for the application.</li>
<li>Match the thread, the connection type (cone seat, O-ring or flat washer) and the length. The hose should form a gentle curve with no stretch and no loop.</li>
<li>Replace both hoses on a mixer together. If one has failed with age, the other is the same age.</li>
</ul>
<h4>Fitting the hose</h4>
<ol>
<li>Turn off the isolation valves and check they actually seal. If a mini stop is seized or passing, tell the customer and quote to replace it before continuing.</li>
<li>Put a towel and a small container under the work and open the tap to relieve pressure.</li>
<li>Fit the new hose without twisting it. Hold the hose fitting while you tighten the nut so the braid does not wind up.</li>
<li>Tighten to the manufacturer's instructions. Over-tightening can damage O-rings and crack fittings; do not use thread tape on seals that are designed to seal without it.</li>
<li>Keep the minimum bend radius given by the manufacturer; do not bend the hose sharply right at the crimp.</li>
<li>Turn the water on slowly, run the tap, then check every joint with a dry tissue. Check again after a few minutes.</li>
</ol>
<h4>Finishing</h4>
<ul>
<li>Wipe the cabinet dry and leave a note or tell the customer to keep chemicals away from the hoses where practical.</li>
<li>Photograph the finished installation from the same angle as the "before" shot.</li>
<li>Record the hoses replaced and the date in the job notes so the next check starts with an accurate age.</li>
</ul>

<h3>Appliance hoses and tubing</h3>
<p>Washing machine inlet hoses, dishwasher inlet hoses and fridge or filter tubing age in the same way. For washing machines, check the taps work as well as the hoses: a tap that cannot be turned off is a risk in itself. Fridge and filter tubing should be fully inserted into push-fit fittings, clipped away from sharp edges and free of kinks when the appliance is pushed back into place. Use the appliance manufacturer's recommended replacement parts where they specify them.</p>

<h3>What mastery looks like</h3>
<p>You grade every hose the same way every time, your notes explain the grade, your replacements sit in a relaxed curve with no leaks, and the customer can see the difference in the photos. That consistency is what makes our flood prevention report worth trusting.</p>
`,
  },
  {
    slug: 'professional-conduct-in-customers-homes',
    title: "Professional Conduct in Customers' Homes",
    description:
      'The standards we keep in every home: arriving well, protecting floors and surfaces with shoe covers and drop sheets, respecting privacy, and leaving the work area cleaner than we found it.',
    durationMinutes: 30,
    content: `
<h3>You are a guest</h3>
<p>Customers let us into the most private place they have. Most of them will not judge the quality of a solder joint, but every one of them will notice muddy footprints, a plumber on a personal call in their lounge room, or a vanity left covered in grit. How we behave in the home is a large part of how customers judge our work.</p>

<h3>Before you knock</h3>
<ul>
<li>Call or send the on-the-way message with a realistic arrival time. If you will be late, tell them as soon as you know.</li>
<li>Park legally and considerately. Do not block driveways, neighbours or footpaths; ask before parking in the customer's driveway.</li>
<li>Finish any phone call, put out any cigarette or vape well away from the property, and check your uniform is clean.</li>
<li>Have your company ID and your licence or registration card with you.</li>
</ul>

<h3>At the door</h3>
<ol>
<li>Introduce yourself by name and company, and show your ID if asked (offer it if they seem unsure).</li>
<li>Confirm the job: "I'm here for the flood prevention check and the leaking kitchen tap. Is that right?"</li>
<li>Ask about pets, children, alarms, and any areas they would prefer you avoid.</li>
<li><strong>Put shoe covers on before you step inside, every time</strong>, including each time you come back from the van. Take them off when you go outside so you do not track dirt back in.</li>
</ol>

<h3>Protecting the home</h3>
<ul>
<li>Lay drop sheets from the entry to the work area if you are carrying tools or parts through, and under every work area.</li>
<li>Put a towel or mat in basins, baths and shower bases so dropped parts and tools do not chip them.</li>
<li>Protect benchtops and vanities before you put anything on them. Never put tools directly on stone, timber or glass.</li>
<li>Ask before you move furniture, ornaments or appliances, and put them back exactly as they were.</li>
<li>If something is damaged, by you or before you arrived, tell the customer straight away and call the office. Never hide damage.</li>
</ul>

<h3>Respecting privacy</h3>
<ul>
<li>Only open cupboards and rooms you need for the job, and ask first.</li>
<li>Do not read, touch or photograph personal items, documents or screens.</li>
<li>Keep your opinions on the home, its contents, the neighbours or other trades to yourself.</li>
<li>Ask before using the customer's toilet, and leave it spotless.</li>
<li>Never share anything you saw or heard in a customer's home, in person or online.</li>
</ul>

<h3>Children and vulnerable people</h3>
<p>We do not work in a home where the only people present are children. If only a child is home, do not start work; call the office. (Jobs where the owner has arranged access to an empty home follow our key and lockbox guideline.) Never be alone with a child behind a closed door. If you have concerns about someone's safety or wellbeing in a home, speak to your manager.</p>

<h3>Behaviour while working</h3>
<ul>
<li>No swearing, no loud music, and no personal phone calls inside the home. Step outside for work calls where practical.</li>
<li>Do not eat, drink (other than water), smoke or vape inside the home or on the property.</li>
<li>Keep the customer informed: tell them before the water goes off and roughly when it will be back on.</li>
<li>If the customer wants to watch, welcome it and explain what you are doing.</li>
</ul>

<h3>Clean-up: leave it better</h3>
<ol>
<li>Remove all old parts, packaging and offcuts. Offer to show the customer the old parts before they go in the van.</li>
<li>Vacuum or sweep the work area and the path you used. Wipe benchtops, vanities, basins and tiles.</li>
<li>Dry any water, including inside cabinets.</li>
<li>Fold up drop sheets carefully so debris stays inside them.</li>
<li>Check nothing is left behind: tools, torches, parts, rags.</li>
</ol>

<h3>The walk-through</h3>
<p>Before you leave, show the customer the finished work, run the taps and flush the toilets you worked on, explain anything they need to know, and ask if they have questions. Close gates behind you (pets escape quickly) and thank them. The last two minutes are often what the customer remembers most.</p>
`,
  },
  {
    slug: 'client-communication-listening-plain-english-complaints',
    title: 'Client Communication: Listening, Plain English and Complaints',
    description:
      'Practical techniques for listening properly, explaining plumbing in everyday language, checking understanding and handling complaints calmly and fairly.',
    durationMinutes: 35,
    content: `
<h3>Listening comes first</h3>
<p>Customers often know more about the problem than they can explain: when the noise started, which tap drips, what the last plumber did. If you listen properly you diagnose faster and the customer feels respected. If you interrupt, you miss clues and they feel dismissed.</p>
<ul>
<li>Let the customer finish before you speak, even if you already think you know the answer.</li>
<li>Ask open questions: "When did you first notice it?", "Does it happen all the time or only sometimes?", "Has anyone worked on it before?"</li>
<li>Repeat back what you heard: "So the hot water runs out after about five minutes, and it started after the power outage last week?"</li>
<li>Put your phone away and face the person you are talking to.</li>
</ul>

<h3>Explaining in plain English</h3>
<p>Trade terms are precise for us and confusing for customers. Translate them.</p>
<table>
<thead><tr><th>Instead of...</th><th>Try...</th></tr></thead>
<tbody>
<tr><td>PLV</td><td>"A valve near the water meter that limits the pressure coming into the house"</td></tr>
<tr><td>Tempering valve or TMV</td><td>"A valve that mixes in cold water so the bathroom taps can't get hot enough to scald"</td></tr>
<tr><td>Flexi hose, braided hose</td><td>"The metal-covered hoses that connect your taps to the pipes in the wall"</td></tr>
<tr><td>Isolation valve, mini stop</td><td>"The little tap under the sink that turns the water off to just this tap"</td></tr>
<tr><td>TPR or relief valve</td><td>"The safety valve on the hot water unit that lets out water if the pressure or temperature gets too high"</td></tr>
<tr><td>Static pressure 620 kPa</td><td>"Your water pressure is 620. The standard says inside a home it should not go above 500."</td></tr>
</tbody>
</table>
<p>A simple structure for any explanation: <strong>what I found, why it matters, what the options are, what it costs, what happens next.</strong></p>

<h3>Checking understanding</h3>
<p>Do not ask "Does that make sense?" and move on. Ask "What questions do you have?" and wait. Watch for a puzzled look or a polite nod that means "I'm lost". Show photos, point at the part, or draw a quick sketch. For important decisions, make sure it is written down in the report or quote as well.</p>
<p>If a customer is more comfortable in another language, speak slowly, use short sentences, rely on photos, and offer to involve a family member. The free Translating and Interpreting Service (TIS National) can also help; ask the office to arrange it for longer conversations.</p>

<h3>When a customer complains</h3>
<p>A complaint is a chance to keep a customer. Most people who complain want to be heard, want the problem fixed and want to know it will not happen again. Use these steps:</p>
<ol>
<li><strong>Listen without interrupting.</strong> Let them tell the whole story, even if parts are wrong.</li>
<li><strong>Acknowledge.</strong> "I can see why you're frustrated. You took the morning off and the tap is still dripping." Acknowledging is not admitting fault.</li>
<li><strong>Get the facts.</strong> Ask questions, look at the work, take photos and notes.</li>
<li><strong>Explain what happens next.</strong> Say what you can do now and what the office will do. Give a time frame you can keep.</li>
<li><strong>Escalate and record.</strong> Call the office for anything you cannot fix on the spot, and write up the complaint on the job the same day.</li>
<li><strong>Follow up.</strong> Someone must get back to the customer when we said we would.</li>
</ol>

<h3>What not to do</h3>
<ul>
<li>Do not argue, raise your voice or tell the customer they are wrong.</li>
<li>Do not blame the office, another plumber, the supplier or the customer.</li>
<li>Do not promise refunds, credits or free work. Those decisions belong to management.</li>
<li>Do not admit legal liability for damage or discuss insurance. Make the area safe, record what you see and let the office manage it.</li>
</ul>

<h3>If it becomes unsafe</h3>
<p>Your safety comes first. If a customer becomes threatening or abusive, stay calm, do not respond in kind, and leave. Make the plumbing safe only if you can do so without risk. Call the office from the van and report it. If you are in danger, call 000.</p>

<h3>Good communication is measurable</h3>
<p>Fewer callbacks, fewer complaints, more approved quotes and more reviews that mention your name. Those outcomes show up in your skills assessment and tier review, because communication is as much a part of being a good plumber as technical skill.</p>
`,
  },
  {
    slug: 'presentation-compliance-certificate-and-client-report',
    title: 'Presentation of the Compliance Certificate and Client Report',
    description:
      'How to check, issue and walk the homeowner through the flood prevention client report and compliance certificate, and how these differ from the statutory plumbing compliance certificate.',
    durationMinutes: 25,
    content: `
<h3>Two documents from every check</h3>
<p>Each completed flood prevention check produces two documents that are emailed to the client:</p>
<ul>
<li><strong>The client report</strong>: the full findings, including readings, the Green, Orange and Red grade for each hose and appliance, your notes, photos and recommendations.</li>
<li><strong>The compliance certificate for the flood prevention check</strong>: a formal summary certifying what was inspected, when, by whom, and how the property measured against our check criteria (static pressure not exceeding 500 kPa per AS/NZS 3500.1, hot water delivered at no more than 50\u00a0°C per AS/NZS 3500.4, and the condition of each connection).</li>
</ul>

<h3>Do not confuse it with the statutory certificate</h3>
<p>The flood prevention certificate is our company's inspection certificate. It is <strong>not</strong> the plumbing compliance certificate that Victorian law requires a licensed plumber to issue and lodge with the regulator for regulated plumbing work, for example work valued over $750 or gasfitting work such as installing a Type A gas appliance. If the visit also included regulated work that needs a statutory certificate, that certificate is issued separately through the regulator's system, and the customer receives both. Explain the difference if the customer asks, and never describe the flood prevention certificate as something it is not.</p>

<h3>Before you issue: the completeness check</h3>
<p>Issuing is a deliberate step: on the certificate page press <strong>Issue Certificate</strong> and confirm. Until then the certificate page is marked DRAFT - NOT ISSUED, on screen and in print, and the certificate cannot be downloaded or emailed. The client report is not held back: it can be downloaded and emailed before the certificate is issued. Once issued, the certificate has its own number and issue time, and the check is locked as a compliance record. A mistake found later means voiding the certificate with a reason (by you if you issued it, or by management or the owner) and issuing a new one under a new number; the void one stays on record. Get it right first time. Review everything first:</p>
<ol>
<li>Client name spelled correctly, full address including unit number, suburb and postcode, and the job number.</li>
<li>Client email address, read back to the customer letter by letter.</li>
<li>Static pressure in kPa and hot water temperature in °C, each with its pass or fail.</li>
<li>Every area and appliance marked applicable or N/A, and every applicable hose graded, or a note saying why it could not be.</li>
<li>Photos in the right sections, including every fail and every Red item.</li>
<li>Notes that make sense to someone who was not there.</li>
<li>Your name, the inspection date and your signature.</li>
<li>Your plumbing licence number on your profile: the certificate names you and prints it, and cannot be issued without it.</li>
</ol>

<h3>Walking the homeowner through it</h3>
<p>Do not just say "it's in your email". Take five minutes, sit down with the customer if you can and go through the report on the tablet.</p>
<ol>
<li><strong>Start with the summary.</strong> "Overall your home is in reasonable shape. Two things need attention and one is worth planning for."</li>
<li><strong>Go through the fails and Red items</strong> with the photos, using plain English.</li>
<li><strong>Point out what passed.</strong> Knowing what is fine is valuable too.</li>
<li><strong>Connect the findings to the options you quoted</strong>, including anything they have already approved and we have fixed today.</li>
<li><strong>Tell them what to do with the documents</strong>: keep them with their home records, share them with their insurer if they are asked for evidence of maintenance, and pass them to a buyer or property manager if relevant. Show them the QR code: whoever they give it to can scan it to confirm the certificate is genuine and still valid.</li>
<li><strong>Ask for questions</strong>, and let them know who to call later.</li>
</ol>

<h3>Words that work</h3>
<blockquote>"This certificate records exactly what I checked today and what I found, with photos. It's worth keeping with your home insurance papers. It's not a guarantee that nothing will ever leak, but it shows the home was inspected and what was recommended."</blockquote>
<p>Be careful not to overstate what the certificate means. It records the condition on the day of the inspection; it does not guarantee future performance, and we do not tell customers it will change their premium or guarantee a claim.</p>

<h3>Tenants, landlords and agents</h3>
<p>The report goes to the person who engaged us. If a tenant lets us in but the landlord or agent ordered the check, the documents go to the landlord or agent unless they have asked us to copy in the tenant. Do not hand a tenant the landlord's documents, or the other way round, without that authority. This is a privacy matter as well as a courtesy.</p>

<h3>After you leave</h3>
<p>Every email of a report or certificate is logged. If a customer says they did not receive it, check the email address on the job first, ask them to check their junk folder, and ask the office to resend. Never forward documents from your personal email account.</p>

<h3>The statutory certificate, briefly</h3>
<p>When regulated work requires a statutory compliance certificate, the licensed plumber who did or supervised the work must give it to the customer and lodge it with the regulator within the required timeframe (currently five days of completion). Tell the customer to expect it and what it is for: it certifies that the work complies with the plumbing standards and is an important record for them to keep.</p>
`,
  },
  {
    slug: 'professional-phone-etiquette',
    title: 'Professional Phone Etiquette',
    description:
      'How to answer, make and end calls, leave voicemails and send texts that sound professional, keep customers informed and stay safe and legal while driving.',
    durationMinutes: 20,
    content: `
<h3>Why the phone matters</h3>
<p>For many customers, a phone call is their first and last contact with us: the booking, the on-the-way call, the follow-up. A friendly, clear, well-organised call sets up the whole job. A rushed, mumbled or missed call makes the customer anxious before you arrive.</p>

<h3>Answering a call</h3>
<ul>
<li>Answer within a few rings, or let it go to voicemail and call back promptly. Do not answer while doing something that needs your full attention.</li>
<li>Greet, identify and offer help: "Good morning, this is Priya from the plumbing team. How can I help?"</li>
<li>Smile as you speak. It sounds cheesy, but it changes your tone.</li>
<li>Have something to write with, or the app open, before you take details. Get the name, the best contact number, the address and the problem.</li>
<li>Repeat back important details: times, addresses, spelling of names and email addresses.</li>
</ul>

<h3>Making a call to a customer</h3>
<ol>
<li>Say who you are and why you are calling in the first sentence.</li>
<li>Ask if it is a good time to talk.</li>
<li>Keep it short and specific, and end with a clear next step.</li>
</ol>
<blockquote>"Hi Mr Nguyen, it's Jack from the plumbing team. I'm your plumber this morning. I'm just leaving my last job and should be with you at about 10:20. Is that still okay?"</blockquote>

<h3>Running late</h3>
<p>Call as soon as you know you will miss the arrival window, not when you are already late. Give an honest new time, apologise briefly and offer to reschedule if the new time does not suit. Customers forgive delays; they do not forgive silence.</p>

<h3>Voicemail</h3>
<ul>
<li>Leave your name, the company, the reason for the call, and the number to call back. Say the number slowly, twice.</li>
<li>Keep it under 30 seconds. Never leave detailed prices, security codes or personal information in a voicemail.</li>
<li>Your own voicemail greeting should state your name and the company, and say when you will call back.</li>
</ul>

<h3>Texts and messages</h3>
<ul>
<li>Write in full sentences with correct spelling. No slang, no abbreviations the customer may not understand, and no emojis in work messages.</li>
<li>Identify yourself in the first message: "Hi Anna, it's Sam, your plumber from..."</li>
<li>Use company channels for anything that should be on the job record: quotes, approvals, changes.</li>
<li>Do not send key safe or alarm codes, card details or other sensitive information by text. Follow our key and lockbox procedure and let the office handle payments.</li>
</ul>

<h3>Driving and phones</h3>
<p>Follow the Victorian road rules on mobile phones. Use a fixed cradle and hands-free only, as the rules permit for your licence type. Never text, type or handle the phone while driving; that includes being stopped at lights. If a call needs notes or a difficult conversation, say you will call back and pull over safely. No job is worth a crash or a fine.</p>

<h3>Urgent calls from customers</h3>
<ul>
<li><strong>Active leak:</strong> calmly guide them to turn off the water at the meter (usually at the front boundary) or the isolation valve, and to keep clear of electrical outlets and appliances near the water. Then arrange attendance through the office.</li>
<li><strong>Smell of gas:</strong> tell them not to use switches, phones or anything that could make a spark inside, to turn off the gas at the meter if they can do so safely, to get everyone outside and to call their gas distributor's emergency line, or 000 if anyone is in danger.</li>
<li><strong>Anyone hurt or in danger:</strong> 000 first.</li>
</ul>

<h3>In the customer's home</h3>
<p>Keep your phone on silent. Do not take personal calls while working in a home. If a work call is necessary, excuse yourself and step outside or away from the customer.</p>

<h3>Ending every call</h3>
<p>Summarise what was agreed, confirm the next step and who will do it, and thank them: "So I'll see you Thursday at 8, and I'll bring the parts for both toilets. Thanks for your time." Then record it on the job straight away.</p>
`,
  },
  {
    slug: 'professional-van-and-personal-presentation',
    title: 'Professional Van and Personal Presentation',
    description:
      'The standard for uniform, grooming, identification, vehicle appearance and tool condition, because customers judge our workmanship by what they see before we start.',
    durationMinutes: 20,
    content: `
<h3>First impressions are formed at the kerb</h3>
<p>Before a customer sees your work they see your van pull up, how you park, how you walk to the door and how you look. A clean van and a tidy uniform tell them we take care. A filthy van with rubbish on the dashboard tells them the opposite, whether it is fair or not.</p>

<h3>Uniform and grooming</h3>
<ul>
<li>Wear the company uniform on every job: clean shirt with the company logo, work pants or shorts in good repair, and safety boots.</li>
<li>Start each day with a clean uniform. Keep a spare shirt in the van for messy jobs so you do not walk into the next home covered in sewage or mud.</li>
<li>Be clean and tidy. Avoid strong aftershave or deodorant; some customers are sensitive to fragrance.</li>
<li>No clothing with offensive slogans or images, even as a layer under the uniform.</li>
<li>Wear hi-vis or other PPE when the job requires it, and take it off when it is not needed inside a home.</li>
</ul>

<h3>Identification</h3>
<ul>
<li>Carry your company ID and your plumbing licence or registration card whenever you are doing plumbing work, and show them when asked. Licensed plumbers must carry their licence card when doing plumbing work and produce it on request.</li>
<li>Apprentices should be ready to introduce themselves and explain who is supervising their work.</li>
<li>Never let anyone else use your ID, licence details or app account.</li>
</ul>

<h3>The van</h3>
<h4>Outside</h4>
<ul>
<li>Wash the van regularly; a branded vehicle is a moving advertisement.</li>
<li>Report damage, broken lights and worn tyres straight away. A damaged van is a safety issue as well as an image issue.</li>
</ul>
<h4>Inside</h4>
<ul>
<li>Keep the cab clear of rubbish, food wrappers and loose papers. Customers often walk past the open door.</li>
<li>Store stock and tools in their places so you can find parts quickly and nothing becomes a projectile in a sudden stop. Secure ladders, pipe and gas cylinders properly.</li>
<li>Keep customer paperwork and keys out of sight, and lock the van every time you leave it, even for a minute.</li>
<li>Keep clean drop sheets, shoe covers, towels and a vacuum or brush and pan ready to use.</li>
</ul>

<h3>Tools</h3>
<ul>
<li>Clean tools after dirty jobs before they go into a customer's home.</li>
<li>Tag and remove damaged tools and leads from use, and report them.</li>
<li>Keep electrical tools and leads within their test and tag dates under our safety system.</li>
<li>Carry tools into the home in a bag or box, not loose in your hands, and never put them down on unprotected surfaces.</li>
</ul>

<h3>Arriving and parking</h3>
<ul>
<li>Park legally and considerately. Do not block driveways, mailboxes or footpaths, and ask before using the customer's driveway.</li>
<li>Do not leave the engine idling outside the home.</li>
<li>Keep the van doors closed while you work so tools and stock are secure and the street stays tidy.</li>
</ul>

<h3>On the road and in public</h3>
<p>In a branded van you represent the company everywhere you go. Drive courteously, obey the road rules, and behave respectfully at the supplier's counter, the café and the petrol station. Members of the public do report poor driving by branded vehicles, and those reports come to us.</p>

<h3>Online</h3>
<p>Do not post photos of customers' homes, addresses, vehicles or job details on personal social media. Do not post anything in uniform or in the van that you would not want a customer or your manager to see. If you see something online about the company that concerns you, tell the office rather than replying yourself.</p>

<h3>Daily check</h3>
<ol>
<li>Clean uniform on, spare in the van.</li>
<li>ID and licence or registration card with you.</li>
<li>Cab clear; stock and tools secured.</li>
<li>Drop sheets, shoe covers, towels and clean-up kit ready.</li>
<li>Van walk-around: lights, tyres, damage.</li>
</ol>
`,
  },
  {
    slug: 'professional-written-communication',
    title: 'Professional Written Communication: Job Notes, Emails and Texts',
    description:
      'How to write job notes, emails and messages that are accurate, clear and polite, so customers and colleagues understand exactly what was found, agreed and done.',
    durationMinutes: 25,
    content: `
<h3>Why writing matters in a trade</h3>
<p>What you write outlives the visit. Job notes are read by the office when the customer calls, by the next plumber who attends, by management when there is a complaint and sometimes by an insurer or the regulator. Emails and texts are read by customers who will forward them to partners, landlords and insurers. Clear writing saves time, prevents disputes and protects you.</p>

<h3>Job notes</h3>
<p>Every job note should answer five questions:</p>
<ol>
<li><strong>What was the problem?</strong> As the customer described it and as you found it.</li>
<li><strong>What did you find?</strong> Including readings, model numbers and the location of any fault.</li>
<li><strong>What did you do?</strong> Parts used, work completed, tests carried out.</li>
<li><strong>What did you recommend?</strong> Including anything the customer declined.</li>
<li><strong>What happens next?</strong> Return visit, parts on order, quote to follow.</li>
</ol>
<table>
<thead><tr><th>Weak note</th><th>Strong note</th></tr></thead>
<tbody>
<tr><td>"Fixed tap. HWS old."</td><td>"Kitchen mixer dripping from spout. Replaced 35\u00a0mm ceramic cartridge. Tested, no drip. Gas storage HWS, data plate 2011, TPR discharging constantly; static pressure 640 kPa, no PLV. Recommended PLV, quote emailed. Customer will decide by Friday."</td></tr>
<tr><td>"Cust not happy."</td><td>"Customer unhappy that the arrival window was missed by 45 minutes. Apologised. No complaint about the work. Office informed."</td></tr>
</tbody>
</table>
<p>Write facts, not opinions about the customer. Assume the customer will one day read the note, because they may.</p>

<h3>Emails to customers</h3>
<ul>
<li>Use a clear subject line: "Your flood prevention report: 12 Smith Street, Brunswick".</li>
<li>Greet the customer by name, then get to the point in the first sentence.</li>
<li>Use short paragraphs or a short list. One topic per email where possible.</li>
<li>State any prices as totals including GST, and attach or link the written quote rather than retyping figures.</li>
<li>End with the next step and how to contact us.</li>
<li>Read it once more before sending: names, address, figures, attachments, recipient.</li>
</ul>

<h3>Texts and messages</h3>
<ul>
<li>Full sentences, correct spelling, no slang or emojis.</li>
<li>Say who you are in the first message.</li>
<li>Keep anything that changes the job (scope, price, times) in the company system so it is on the record.</li>
<li>Reply within working hours where possible, and let the office handle messages that arrive while you are off.</li>
</ul>

<h3>Tone</h3>
<ul>
<li>Polite and calm, even when the customer is not. Never write in anger; wait, or ask a manager to review.</li>
<li>No sarcasm, no capital letters for emphasis, no blame.</li>
<li>Avoid absolute promises such as "this will never leak again". Say what you did and what the warranty covers.</li>
<li>Do not admit liability or discuss insurance in writing; pass those matters to the office.</li>
</ul>

<h3>Privacy in writing</h3>
<ul>
<li>Send customer information only to the customer or people they have authorised.</li>
<li>Never put one customer's details in a message to another customer. When emailing more than one customer, use BCC or separate emails.</li>
<li>Do not discuss customers by name in personal chats or social media.</li>
<li>Never write key safe codes, alarm codes or card details in job notes, emails or messages. Follow our key and lockbox procedure.</li>
</ul>

<h3>Internal messages</h3>
<p>Messages to the office and colleagues are still work records. Be clear about what you need and by when: "Need a PLV and isolation valve for 14 Park Rd tomorrow 8 am. Can stores have them ready by 7:30?" Keep group chats professional and free of customer personal information.</p>

<h3>A quick self-check</h3>
<blockquote>Would this make sense to someone who was not there? Is every fact correct? Would I be comfortable if the customer, my manager or the regulator read it?</blockquote>
`,
  },
  {
    slug: 'apprentice-safety-induction',
    title: 'Apprentice Safety Induction',
    description:
      'The essential health and safety knowledge every new apprentice needs before working in homes: your duties under Victorian OHS law, PPE, asbestos, electrical, confined spaces, hot work and reporting.',
    durationMinutes: 60,
    content: `
<h3>Safety is part of the job</h3>
<p>Plumbing involves water, electricity, gas, heat, sharp tools, heavy loads, sewage, roofs and trenches, often in someone else's home. This induction covers what you must know before you start. Your supervisor will show you how each point applies on site, and you should ask about anything you are unsure of. Nobody here will ever criticise you for asking a safety question.</p>

<h3>Your rights and duties</h3>
<p>Under Victoria's <em>Occupational Health and Safety Act 2004</em>, the company must provide and maintain a workplace that is safe and without risks to health so far as is reasonably practicable, including training, supervision, safe systems of work and equipment. You also have duties:</p>
<ul>
<li>Take reasonable care for your own health and safety and that of others, including customers.</li>
<li>Follow safety instructions, procedures and training.</li>
<li>Use the PPE you are given, correctly.</li>
<li>Report hazards, injuries and near misses.</li>
</ul>
<p><strong>You can stop work that you believe is unsafe.</strong> Stop, make the area safe if you can, and call your supervisor. We would rather lose an hour than lose a person.</p>

<h3>Before every task: stop and think</h3>
<ol>
<li>What could go wrong? Look for water near electrics, asbestos, sharp edges, heights, hot surfaces, sewage, gas, trip hazards, pets.</li>
<li>How likely is it, and how bad could it be?</li>
<li>What controls are needed: isolation, PPE, a second person, different tools?</li>
<li>If you cannot control the risk, do not start. Ask.</li>
</ol>

<h3>Personal protective equipment</h3>
<table>
<thead><tr><th>PPE</th><th>When</th></tr></thead>
<tbody>
<tr><td>Safety boots</td><td>Always on site (with shoe covers inside homes)</td></tr>
<tr><td>Safety glasses</td><td>Cutting, drilling, grinding, working overhead, using chemicals or drain cleaning</td></tr>
<tr><td>Gloves</td><td>Cut-resistant for sharp materials; chemical or disposable gloves for sewage and chemicals; heat-resistant for hot work</td></tr>
<tr><td>Hearing protection</td><td>Power tools, jackhammers, drain machines, confined noisy areas</td></tr>
<tr><td>Respiratory protection (P2 or better, fitted)</td><td>Dust, including cutting tiles or concrete, and as directed for other hazards</td></tr>
<tr><td>Knee pads, hi-vis</td><td>Floor-level work; roadside or construction site work</td></tr>
</tbody>
</table>

<h3>Asbestos</h3>
<p>Many homes built before 1990 contain asbestos, for example in wall and eave sheeting, wet-area linings, vinyl floor tiles and backing, flues and some older pipes. You cannot tell by looking.</p>
<ul>
<li>Never drill, cut, sand, break or water-blast material that might contain asbestos.</li>
<li>If you suspect asbestos, stop, keep people away and call your supervisor. We will arrange assessment and, if needed, licensed removal.</li>
<li>Complete the asbestos awareness training we provide before working unsupervised.</li>
</ul>

<h3>Silica dust</h3>
<p>Cutting, grinding or drilling concrete, tiles, brick and stone releases crystalline silica dust that can cause serious lung disease. Never dry-cut. Use water suppression or on-tool dust extraction, wear a fitted respirator and clean up with a suitable vacuum, never a broom or compressed air. Work with engineered stone benchtops is tightly restricted in Australia; ask your supervisor before cutting any benchtop.</p>

<h3>Electrical hazards</h3>
<ul>
<li>Water and electricity meet in wet areas, under sinks and at hot water units. Treat every appliance as live until proven isolated.</li>
<li>Before cutting or disconnecting a metallic water pipe, fit a bonding strap across the cut to maintain earth continuity, as your supervisor shows you.</li>
<li>Never work on electrical wiring. Electric water heaters and appliances must be isolated first, and disconnected or reconnected only by someone holding the appropriate electrical licence.</li>
<li>Check power tools and leads before use. Do not use damaged or out-of-date tagged equipment.</li>
</ul>

<h3>Confined spaces, trenches and heights</h3>
<ul>
<li><strong>Confined spaces</strong> (pits, tanks, some sub-floor areas) can contain toxic gases or too little oxygen. Never enter one unless you are trained and a permit and controls are in place.</li>
<li><strong>Trenches</strong> can collapse without warning. Stay out of unsupported trenches and never work in one alone. Underground services must be located before digging.</li>
<li><strong>Heights:</strong> use the right ladder, set up on firm level ground, keep three points of contact, and do not work on roofs without the fall protection your supervisor specifies.</li>
</ul>

<h3>Hot work</h3>
<p>Soldering and brazing cause fires, often inside wall cavities where they smoulder unseen. Use a heat mat, keep an extinguisher within reach, check behind and around the joint, and stay and watch the area after you finish. Store and transport gas cylinders upright and secured.</p>

<h3>Sewage, chemicals and manual handling</h3>
<ul>
<li>Wear gloves for sewage work, wash hands before eating, drinking or smoking, and cover cuts. Ask your GP about vaccinations recommended for people who work with sewage.</li>
<li>Read the label and safety data sheet before using drain chemicals, solvents or cleaners.</li>
<li>Hot water units, baths and tool boxes are heavy. Use trolleys and team lifts. Ask for help rather than risk your back.</li>
</ul>

<h3>Reporting</h3>
<p>Report every injury, near miss and hazard to your supervisor the same day, however minor. Some serious incidents must be reported to WorkSafe Victoria immediately and the site left undisturbed; the company handles that notification, but you must tell us at once. Know where the first aid kit is in your van, and call 000 in an emergency.</p>

<h3>Supervision</h3>
<p>As an apprentice you work under the supervision of a licensed plumber. Do only the tasks you have been trained and authorised to do. If you are asked to do something you have not been shown, say so. That is what supervision is for.</p>
`,
  },
  {
    slug: 'gas-safety-essentials-for-service-plumbers',
    title: 'Gas Safety Essentials for Service Plumbers',
    description:
      'Who regulates gas work in Victoria, what you may and may not do, how to respond to gas leaks, and what to check on gas appliances, including carbon monoxide risk from open-flued heaters.',
    durationMinutes: 40,
    content: `
<h3>Who regulates what</h3>
<ul>
<li><strong>The Victorian Building Authority</strong> (now operating as the Building and Plumbing Commission) registers and licenses plumbers, including in the gasfitting class and the Type A appliance specialised classes, and runs the compliance certificate system.</li>
<li><strong>Energy Safe Victoria (ESV)</strong> is the gas safety regulator. It oversees Type B appliances and complex gas installations, investigates gas incidents and issues safety alerts about appliances.</li>
<li><strong>AS/NZS 5601.1</strong> (gas installations: general installations) is the key standard for consumer piping, appliance installation, ventilation and flueing, together with the appliance manufacturer's instructions.</li>
</ul>
<p>Requirements change, and safety alerts are issued regularly. Check the current regulator guidance rather than relying on memory.</p>

<h3>Who may do gas work</h3>
<ul>
<li>Only plumbers registered or licensed in the gasfitting class, or an apprentice under the supervision of a licensed gasfitter, may do gasfitting work.</li>
<li>Servicing, converting or working on some Type A appliances requires the relevant specialised class. Check your card before you take the job.</li>
<li>Installing, relocating or replacing a Type A gas appliance, and installing, modifying or relocating consumer gas piping, requires a compliance certificate regardless of the value of the work.</li>
<li>Type B (generally industrial and commercial) appliances are outside our domestic service scope. Refer them to the office.</li>
</ul>

<h3>If you smell gas on arrival or during work</h3>
<ol>
<li>Do not operate switches, phones, power tools or anything that could make a spark in the area.</li>
<li>Turn off the gas at the meter if safe to do so.</li>
<li>Open doors and windows to ventilate, and get everyone out of the building.</li>
<li>If the leak is on the gas company's side of the meter, or you cannot make it safe, call the gas distributor's emergency line from a safe distance, and 000 if anyone is in danger.</li>
<li>Do not turn the gas back on until the leak is found, repaired and the installation tested.</li>
</ol>

<h3>Testing after gas work</h3>
<ul>
<li>Test for leaks on every section of piping and every joint you have disturbed, using the method required by AS/NZS 5601.1 and our procedures.</li>
<li>Purge air from the lines safely before lighting appliances.</li>
<li>Check appliance operating pressure against the data plate and commission according to the manufacturer's instructions.</li>
<li>Check flues, ventilation and clearances to combustibles.</li>
<li>Record test results in the job notes.</li>
</ul>

<h3>Carbon monoxide and open-flued heaters</h3>
<p>Carbon monoxide (CO) is colourless and odourless and can kill. Any gas heater can spill CO if it is dirty, faulty or used in the wrong conditions. Open-flued space heaters are the highest concern because they draw combustion air from the room: exhaust fans and rangehoods in a well-sealed home can create negative pressure that pulls flue gases back into the living area.</p>
<ul>
<li>ESV and the building regulator recommend that gas heaters and water heaters are serviced at least every two years by a suitably qualified gasfitter. Mention this to customers with gas heating.</li>
<li>Only plumbers holding the appropriate Type A appliance servicing class should service gas heaters. When servicing, carry out spillage and CO testing following the current regulator-endorsed procedure.</li>
<li>Check whether the appliance is subject to an ESV safety alert.</li>
<li>Suggest a CO alarm as a back-up, never as a substitute for servicing.</li>
</ul>

<h3>When an appliance is unsafe</h3>
<p>If an appliance or installation is dangerous, you must not leave it operating. Isolate it, make it safe, attach a danger tag, explain the danger to the customer in plain English and confirm it in writing. Record what you found and photograph it. Follow the current regulator requirements for reporting dangerous installations and incidents; the office will help you with the notification.</p>

<h3>Talking to customers about gas</h3>
<blockquote>"I've turned this heater off and tagged it because it's letting exhaust gas into the room instead of sending it up the flue. That gas can contain carbon monoxide, which you can't see or smell. Please don't use it until it's repaired or replaced. I'll put that in writing for you."</blockquote>
<p>Be calm, be clear and do not downplay it. Do not use gas safety to pressure a sale: offer repair or replacement options and a fair price, and let the customer decide, but never leave a dangerous appliance connected and operating.</p>

<h3>If you are not licensed for gas</h3>
<p>If you are an apprentice or hold no gasfitting class, you can still recognise danger. Stop, do not touch the installation, keep people away if there is a smell of gas, and call your supervisor or the office immediately.</p>
`,
  },
  {
    slug: 'statutory-compliance-certificates-victoria',
    title: 'Statutory Compliance Certificates in Victoria',
    description:
      'When Victorian law requires a plumbing compliance certificate, who can issue it, the deadlines for giving and lodging it, and our internal process so nothing is missed.',
    durationMinutes: 25,
    content: `
<h3>What a compliance certificate is</h3>
<p>In Victoria, a plumbing compliance certificate is issued by a licensed plumber to certify that regulated plumbing work complies with the plumbing standards, codes and regulations. It is lodged with the regulator, the Victorian Building Authority, which now operates as the Building and Plumbing Commission, and a copy goes to the customer. It is also linked to the insurance that licensed plumbers must hold, which protects the customer against defective work.</p>
<p>This is a different document from the certificate produced by our flood prevention check, which is our own inspection certificate.</p>

<h3>When a certificate is required</h3>
<p>Based on current regulator guidance, a compliance certificate must be issued:</p>
<ul>
<li>Where the <strong>total value of the plumbing work exceeds $750</strong>, including materials, appliances, labour and GST. The value of materials or appliances supplied by the customer or someone else still counts.</li>
<li>Regardless of value, for:
<ul>
<li>installing, relocating or replacing a <strong>Type A gas appliance</strong>;</li>
<li>converting a gas appliance to a different gas;</li>
<li>installing, modifying or relocating <strong>consumer gas piping</strong>;</li>
<li>constructing, installing or altering a <strong>below-ground sanitary drain</strong> or associated gullies;</li>
<li>work on cooling tower systems.</li>
</ul></li>
</ul>
<p>These triggers can change. If you are unsure whether a job needs a certificate, assume it does and ask the office before you finish.</p>

<h3>Who can issue it</h3>
<ul>
<li>Only a <strong>licensed</strong> plumber, licensed in the class of work, can issue a compliance certificate.</li>
<li>A licensed plumber can certify their own work, or work they supervised that was done by a registered plumber or an apprentice.</li>
<li>A registered plumber cannot issue certificates. They must work under the supervision of a licensed plumber for work that needs one, or limit themselves to work that does not.</li>
<li>Never certify work you did not do or supervise, and never let someone use your licence number. Both are serious offences and can leave the customer without insurance cover.</li>
</ul>

<h3>Deadlines</h3>
<table>
<thead><tr><th>Step</th><th>Current requirement</th></tr></thead>
<tbody>
<tr><td>Give the certificate to the customer</td><td>Within five days of completing the work (or of the contract ending)</td></tr>
<tr><td>Lodge the certificate with the regulator</td><td>Within five days of completing the work, through the regulator's online system</td></tr>
</tbody>
</table>
<p>Work is generally treated as complete when it is used (other than for testing) or is capable of being used. Late or missing certificates can lead to infringement penalties and disciplinary action against the plumber.</p>

<h3>Our process</h3>
<ol>
<li>At quoting, the job is flagged if it is likely to need a certificate. Gas appliance work is always flagged.</li>
<li>On completion, record the details the certificate needs in the job notes: the work done, the classes of work, materials and appliances, test results, and who did and supervised the work.</li>
<li>The licensed plumber responsible completes and lodges the certificate the same day where possible, and no later than the next working day. The office checks daily for jobs that are complete without a lodged certificate.</li>
<li>The customer receives their copy by email, and we keep a copy on the job.</li>
</ol>

<h3>Never split jobs to avoid the threshold</h3>
<p>Splitting one job into several invoices, or leaving customer-supplied parts off the value, to keep it under $750 is not acceptable. The threshold applies to the total value of the work, and trying to avoid it defeats the purpose of the scheme.</p>

<h3>Getting it right</h3>
<ul>
<li>Describe the work accurately and specifically. "Replaced 135 L gas storage water heater with like model, installed tempering valve" is better than "HWS".</li>
<li>Use the correct address and customer details.</li>
<li>If you make an error, tell the office straight away so it can be corrected through the regulator's process.</li>
</ul>

<h3>Explaining it to customers</h3>
<blockquote>"Because this job is over $750, I'm required to issue a compliance certificate. It confirms the work meets the plumbing standards and it's lodged with the building and plumbing regulator. You'll get a copy by email within a few days. Please keep it with your home documents."</blockquote>
`,
  },
];
