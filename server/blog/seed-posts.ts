/**
 * Original blog posts seeded into the database on first start. Self-contained: it imports
 * nothing from site/ or src/. The server sanitizes `description` and rewrites the brand, logo
 * and url of `meta_schema` to the current site before serving a post.
 */

export interface BlogPostingSchema {
  '@context': 'https://schema.org';
  '@type': 'BlogPosting';
  headline: string;
  description: string;
  image: string;
  datePublished: string;
  dateModified: string;
  inLanguage: 'en-US' | 'es-US';
  author: { '@type': 'Organization'; name: string };
  publisher: {
    '@type': 'Organization';
    name: string;
    logo: { '@type': 'ImageObject'; url: string };
  };
  mainEntityOfPage: { '@type': 'WebPage'; '@id': string };
  url: string;
}

export interface SeedPost {
  slug: string;
  title: string;
  image: string;
  /** HTML: paragraphs, h2/h3, lists and tables. */
  description: string;
  /** At most 155 characters. */
  meta_description: string;
  /** ISO date, YYYY-MM-DD. */
  release_date: string;
  meta_schema: BlogPostingSchema;
  /** 'en' unless given (the Spanish posts: spanish-seed-posts.ts) */
  language?: 'en' | 'es';
  /** the English post a Spanish one translates */
  translation_of?: string | null;
}

type PostInput = Omit<SeedPost, 'image' | 'meta_schema'>;

const BRAND = 'Endolift';

function post(input: PostInput): SeedPost {
  const url = `/blog/${input.slug}`;
  const image = `/images/blog/${input.slug}.svg`;
  return {
    ...input,
    image,
    meta_schema: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: input.title,
      description: input.meta_description,
      image,
      datePublished: input.release_date,
      dateModified: input.release_date,
      inLanguage: 'en-US',
      author: { '@type': 'Organization', name: BRAND },
      publisher: {
        '@type': 'Organization',
        name: BRAND,
        logo: { '@type': 'ImageObject', url: '/images/logo.svg' },
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      url,
    },
  };
}

export const seedPosts: SeedPost[] = [
  post({
    slug: 'what-is-endolift-laser-skin-tightening',
    title: 'What Is Endolift? A Plain-English Guide to Laser Skin Tightening',
    release_date: '2025-01-14',
    meta_description:
      'How Endolift tightens loose skin with a 1470 nm laser under local anesthesia, who it suits, and what results and recovery to expect.',
    description: `<p>Loose skin along the jaw, under the chin or on the tummy is one of the most common reasons people visit an aesthetic clinic. Endolift is a non-surgical option for mild to moderate laxity, and this guide explains, without jargon, how it works and what to expect.</p>
<h2>How Endolift works</h2>
<p>Most skin-tightening devices heat the skin from the outside. Endolift works from the inside: an optical fiber only 200-300 µm wide, about the thickness of a hair, is slipped beneath the skin through a tiny entry point. Through it, an FDA-cleared 1470 nm diode laser delivers gentle, controlled heat.</p>
<h3>Three effects from one treatment</h3>
<ol>
  <li><strong>Immediate contraction</strong> of the fibrous bands that support the skin.</li>
  <li><strong>Collagen renewal</strong> that keeps firming the skin for months.</li>
  <li><strong>Softening of small fat deposits</strong> in the treated area.</li>
</ol>
<h2>What the treatment feels like</h2>
<p>The area is numbed with local anesthesia, so you stay awake and comfortable. Most patients describe warmth and light pressure. Sessions last 30 to 90 minutes depending on the area.</p>
<h2>Recovery and results</h2>
<ul>
  <li>Most people are back at work within 24-48 hours.</li>
  <li>Swelling peaks at about 48 hours and fades in 5-10 days.</li>
  <li>Full results appear in 3 to 6 months and can keep improving for up to 12 months.</li>
  <li>Results last 1 to 5 years, depending on your skin and lifestyle.</li>
</ul>
<p>Results vary from person to person, which is why a careful consultation always comes first.</p>`,
  }),
  post({
    slug: 'endolift-vs-facelift',
    title: 'Endolift vs. Facelift: Which Is Right for You?',
    release_date: '2025-02-18',
    meta_description:
      'A side-by-side comparison of Endolift and a surgical facelift: anesthesia, downtime, results, longevity and who each one suits best.',
    description: `<p>If your jawline or neck has started to soften, you may be weighing a non-surgical treatment against a facelift. Both are valid choices; they simply solve different problems.</p>
<h2>At a glance</h2>
<table>
  <thead>
    <tr><th></th><th>Endolift</th><th>Surgical facelift</th></tr>
  </thead>
  <tbody>
    <tr><td>Anesthesia</td><td>Local anesthesia or numbing only</td><td>Usually general anesthesia or deep sedation</td></tr>
    <tr><td>Incisions</td><td>Tiny entry points, no stitches</td><td>Incisions around the ears and hairline</td></tr>
    <tr><td>Session</td><td>30 to 90 minutes</td><td>Several hours</td></tr>
    <tr><td>Back to work</td><td>24-48 hours</td><td>Typically two weeks or more</td></tr>
    <tr><td>Full result</td><td>3 to 6 months, up to 12</td><td>Once swelling has resolved</td></tr>
    <tr><td>Longevity</td><td>1 to 5 years</td><td>Often many years</td></tr>
    <tr><td>Best for</td><td>Mild to moderate laxity</td><td>Moderate to severe skin excess</td></tr>
  </tbody>
</table>
<h2>When Endolift makes sense</h2>
<p>Endolift tightens the skin you have. It suits people who see early jowls, a softer chin-neck angle or crepey skin, and who want a natural, gradual change with a short recovery.</p>
<h2>When a facelift is the better choice</h2>
<p>When there is a lot of loose, heavy skin, tightening alone cannot remove it. A surgeon can, and a good clinic will tell you so honestly rather than sell you a treatment that cannot deliver.</p>
<h3>A middle path</h3>
<p>Some patients use Endolift to delay surgery for a few years; others use it after a facelift to refine the result. Your consultation is the place to discuss which path fits your goals.</p>`,
  }),
  post({
    slug: 'endolift-recovery-day-by-day',
    title: 'Endolift Recovery, Day by Day',
    release_date: '2025-03-25',
    meta_description:
      'What recovery after Endolift really looks like: swelling, bruising, returning to work in 24-48 hours and when you can exercise again.',
    description: `<p>One of the biggest draws of Endolift is its short recovery. Here is what most patients experience, so you can plan your diary with confidence.</p>
<h2>Day 0: treatment day</h2>
<p>After numbing, your session takes 30 to 90 minutes depending on the area. Some tightening may be visible straight away. You go home the same day.</p>
<h2>Days 1 and 2</h2>
<p>Swelling builds and usually peaks at about 48 hours. This is normal. Sleep with your head raised after facial treatments and use cool compresses. Most people return to work within 24-48 hours.</p>
<h2>Day 3</h2>
<p>After 72 hours you can return to high-intensity workouts, saunas and hot yoga. Until then, gentle walking is ideal.</p>
<h2>Days 5 to 10</h2>
<p>Swelling fades over 5-10 days. Mild bruising, tenderness or numbness can come and go for 1-14 days.</p>
<h2>Months 3 to 12</h2>
<p>This is when the real change shows. Collagen renewal firms the skin, with full results in 3 to 6 months and continued improvement for up to 12 months.</p>
<h3>When to call the clinic</h3>
<ul>
  <li>Pain or swelling that increases after day 3</li>
  <li>Heat, spreading redness or discharge</li>
  <li>Any change in sensation or movement that worries you</li>
</ul>
<p>Rare nerve irritation can occur and resolves in 3-6 months, but you should always let us know about any new symptom.</p>`,
  }),
  post({
    slug: 'how-to-prepare-for-endolift',
    title: 'How to Prepare for Your Endolift Treatment',
    release_date: '2025-04-29',
    meta_description:
      'A practical pre-treatment checklist for Endolift: peels, supplements, alcohol and what to do on the day for a smoother recovery.',
    description: `<p>Good preparation means less bruising, a more comfortable session and a smoother recovery. Here is the checklist we give our patients.</p>
<h2>Two weeks before</h2>
<ul>
  <li>Avoid chemical peels, laser resurfacing and other aggressive skin treatments for at least 2 weeks.</li>
  <li>Let us know about any recent fillers or threads in the area so we can plan the timing.</li>
</ul>
<h2>One week before</h2>
<ul>
  <li>Tell us about every medicine and supplement you take.</li>
  <li>Supplements such as fish oil, vitamin E and ginkgo can increase bruising; ask your doctor whether pausing them is appropriate.</li>
  <li>Never stop a prescribed medicine without your doctor's agreement.</li>
</ul>
<h2>The day before</h2>
<ul>
  <li>Skip alcohol for 24 hours.</li>
  <li>Plan an easy 24-48 hours afterwards.</li>
</ul>
<h2>On the day</h2>
<ol>
  <li>Arrive with clean skin: no make-up, lotion or self-tanner on the area.</li>
  <li>Wear loose, comfortable clothing.</li>
  <li>Eat a light meal beforehand.</li>
</ol>
<h3>After treatment</h3>
<p>Avoid heat for 72 hours, wait 72 hours before high-intensity workouts and apply a broad-spectrum SPF 30+ every day.</p>`,
  }),
  post({
    slug: 'endolift-jawline-and-jowls',
    title: 'Redefining the Jawline: Endolift for Early Jowls',
    release_date: '2025-06-03',
    meta_description:
      'How Endolift treats a softening jawline and early jowls without surgery, what a 30-45 minute session involves and who benefits most.',
    description: `<p>The jawline is often where facial aging first shows. As collagen declines, the skin along the jaw loosens and small jowls blur the once-clean edge between face and neck.</p>
<h2>Why the jawline softens</h2>
<p>Collagen and elastin decrease every year from our late twenties, while gravity, sun exposure and weight changes play their part. The result is skin that sits a little lower and looks less defined.</p>
<h2>How Endolift helps</h2>
<p>Through a fiber 200-300 µm wide, a 1470 nm laser works beneath the skin along the mandible. It contracts the supporting tissue, softens small fat deposits that add heaviness, and starts collagen renewal. A mandibular contour session takes about 30-45 minutes.</p>
<h3>Who benefits most</h3>
<ul>
  <li>People with early to moderate jowls</li>
  <li>Those with good skin quality and a stable weight</li>
  <li>Anyone wanting a natural result without a surgical lift</li>
</ul>
<h2>What results look like</h2>
<p>Expect a gradual sharpening of the contour over 3 to 6 months. Results last about 1-2 years for many patients, and up to 5 years for some. Heavy jowls with a lot of loose skin may need a surgical opinion, and we will always tell you honestly.</p>`,
  }),
  post({
    slug: 'endolift-for-the-neck',
    title: 'Tightening the Neck Without Surgery',
    release_date: '2025-07-08',
    meta_description:
      'Why neck skin ages early and how Endolift can tighten crepey skin and soften early neck bands with minimal downtime.',
    description: `<p>The neck is exposed to the sun as much as the face but rarely gets the same care. Its skin is thin, so laxity and crepey texture often appear early.</p>
<h2>What Endolift can do for the neck</h2>
<ul>
  <li>Tighten mild to moderate loose skin</li>
  <li>Improve crepey texture through collagen renewal</li>
  <li>Make early vertical bands less visible</li>
</ul>
<h2>The treatment</h2>
<p>The neck is numbed with local anesthesia, and a hair-fine fiber delivers laser energy beneath the skin. A neck session lasts 30-45 minutes and is often combined with the under-chin or jawline.</p>
<h2>Recovery</h2>
<p>Most people return to work within 24-48 hours. Swelling peaks at 48 hours and fades in 5-10 days; a scarf or high collar covers it easily.</p>
<h3>Protecting your result</h3>
<p>Apply SPF 30+ to the neck every day, not only to the face. Sun damage is one of the main reasons neck skin loses its firmness.</p>`,
  }),
  post({
    slug: 'tummy-skin-after-pregnancy-and-weight-loss',
    title: 'Loose Tummy Skin After Pregnancy or Weight Loss: Your Options',
    release_date: '2025-08-19',
    meta_description:
      'When exercise cannot tighten loose abdominal skin: how Endolift works on the tummy, who is a good candidate and why BMI matters.',
    description: `<p>After pregnancy or significant weight loss, many people find that the skin on their tummy does not bounce back, however much they exercise. Muscle can be trained; skin cannot.</p>
<h2>Is Endolift an option?</h2>
<p>For mild to moderate laxity, it can be. Endolift tightens the skin and softens small fat deposits without the long scar of a tummy tuck. A tummy session usually takes 40-60 minutes under local anesthesia.</p>
<h2>Who is a good candidate?</h2>
<ul>
  <li>A BMI under about 30 and a stable weight</li>
  <li>Mild to moderate loose skin, without a large overhanging fold</li>
  <li>No pregnancy planned soon and not breastfeeding</li>
</ul>
<h3>When to consider surgery instead</h3>
<p>A large fold of skin or separated abdominal muscles usually need a surgical opinion. Endolift is not a weight-loss treatment and does not repair muscles.</p>
<h2>What to expect</h2>
<p>Most patients are back at work in 24-48 hours and return to core training after 72 hours. The abdomen is a larger area, so a second session may be suggested after 4 to 6 months. Full results appear in 3 to 6 months.</p>`,
  }),
  post({
    slug: 'how-long-does-endolift-last',
    title: 'How Long Do Endolift Results Last?',
    release_date: '2025-09-23',
    meta_description:
      'Endolift results last 1 to 5 years. Learn what affects longevity, when results peak and when a second session or touch-up helps.',
    description: `<p>It is one of the first questions patients ask, and the honest answer is: it depends. Endolift results last 1 to 5 years, and several factors decide where you fall in that range.</p>
<h2>The timeline of a result</h2>
<table>
  <thead>
    <tr><th>When</th><th>What happens</th></tr>
  </thead>
  <tbody>
    <tr><td>Day of treatment</td><td>Some immediate tightening as tissue contracts</td></tr>
    <tr><td>3 to 6 months</td><td>Full results as new collagen forms</td></tr>
    <tr><td>Up to 12 months</td><td>Continued gradual improvement</td></tr>
    <tr><td>1-2 years</td><td>Typical time before many patients consider a touch-up</td></tr>
    <tr><td>Up to 5 years</td><td>Longest-lasting results, with good skin and habits</td></tr>
  </tbody>
</table>
<h2>What affects longevity</h2>
<ul>
  <li>Age and skin quality at the time of treatment</li>
  <li>Sun exposure and daily SPF 30+ use</li>
  <li>Weight stability</li>
  <li>Smoking and general health</li>
</ul>
<h2>Second sessions and touch-ups</h2>
<p>If your skin is looser to begin with, a second session may be suggested after 4 to 6 months. Some patients choose a touch-up after 6-12 months to refine the result. Your skin keeps aging naturally, so no treatment stops the clock.</p>`,
  }),
  post({
    slug: 'endolift-lower-eyelid',
    title: 'Endolift for the Lower Eyelids: Gentle Care for Delicate Skin',
    release_date: '2025-10-28',
    meta_description:
      'How Endolift treats crepey skin under the eyes in a 20-30 minute session, what it can and cannot do, and how recovery goes.',
    description: `<p>The skin under the eyes is the thinnest on the face. It is often the first place where crepey texture and a tired look appear, even when the rest of the face looks fresh.</p>
<h2>What can be treated</h2>
<ul>
  <li>Crepey or mildly loose lower eyelid skin</li>
  <li>Fine crinkling when you smile</li>
  <li>Mild puffiness</li>
</ul>
<p>Large fat bags under the eyes are usually better treated surgically, and we will say so.</p>
<h2>The session</h2>
<p>Your eyes are protected and the area is numbed. The fiber works beneath the lower eyelid skin with energy adjusted for this delicate area. The treatment takes about 20-30 minutes.</p>
<h2>Recovery</h2>
<p>Swelling peaks at 48 hours and fades in 5-10 days; tinted glasses help in the first days. Avoid eye make-up for 48 hours, heat for 72 hours, and protect the area with sunglasses and SPF 30+.</p>`,
  }),
  post({
    slug: 'endolift-side-effects-and-safety',
    title: 'Endolift Side Effects and Safety: What You Should Know',
    release_date: '2025-12-02',
    meta_description:
      'An honest look at Endolift side effects: swelling, bruising, rare nerve irritation, how long they last and how to lower your risk.',
    description: `<p>Every medical treatment carries some risk. Knowing what is normal, and what is not, helps you recover calmly and make an informed choice.</p>
<h2>Common, temporary effects</h2>
<p>Side effects usually last from 1 to 14 days:</p>
<ul>
  <li>Swelling, which peaks at about 48 hours and fades in 5-10 days</li>
  <li>Bruising and redness</li>
  <li>Tenderness, tightness or temporary numbness</li>
  <li>Small marks at the entry points</li>
</ul>
<h2>Rare effects</h2>
<p>Rarely, a nearby nerve can be irritated, causing tingling or a temporary change in sensation or movement. It resolves in 3-6 months. Infection and burns are uncommon when the treatment is performed by an experienced practitioner with proper technique.</p>
<h2>How to lower your risk</h2>
<ol>
  <li>Choose an experienced, medically qualified practitioner.</li>
  <li>Share your full medical history and medication list.</li>
  <li>Follow the preparation and aftercare advice carefully.</li>
</ol>
<h3>Why local anesthesia matters</h3>
<p>Endolift is performed under local anesthesia only, which avoids the risks associated with general anesthesia.</p>`,
  }),
  post({
    slug: 'endolift-cost-in-miami',
    title: 'How Much Does Endolift Cost in Miami?',
    release_date: '2026-01-13',
    meta_description:
      'Endolift in Miami costs $3,500 to $6,000 on average. See what changes the price and how to get an accurate, written quote.',
    description: `<p>Price is an important part of any decision. In Miami, Endolift costs $3,500 to $6,000 on average, and your personal quote depends on a few clear factors.</p>
<h2>What changes the price</h2>
<ul>
  <li><strong>The area:</strong> a lower eyelid takes 20-30 minutes; a tummy 40-60 minutes.</li>
  <li><strong>Size and laxity:</strong> looser or larger areas need more time and energy.</li>
  <li><strong>Combined areas:</strong> treating the under-chin, jawline and neck together is often better value than separate sessions.</li>
  <li><strong>A second session:</strong> sometimes suggested after 4 to 6 months.</li>
</ul>
<h2>How it compares</h2>
<p>Endolift usually costs less than surgery and avoids the hidden costs of a long recovery, such as time off work. It typically costs more than a single surface treatment, but one session is often enough.</p>
<h2>Getting an accurate quote</h2>
<p>The only way to know your price is an assessment. Our consultations are free, you receive a written quote, and there is no obligation to book.</p>`,
  }),
  post({
    slug: 'endolift-and-the-miami-sun',
    title: 'Endolift and the Miami Sun: Aftercare for Sunny Days',
    release_date: '2026-03-10',
    meta_description:
      'Living in Miami after Endolift: how to handle heat, sun and the beach, and why daily SPF 30+ protects your result.',
    description: `<p>In Miami, the sun is part of daily life. That is good news for your mood and a challenge for your skin, especially after a skin-tightening treatment.</p>
<h2>The first 72 hours</h2>
<ul>
  <li>Avoid heat: saunas, steam rooms, hot tubs and hot yoga.</li>
  <li>Skip the beach at midday and stay in the shade.</li>
  <li>Wait 72 hours before high-intensity workouts.</li>
</ul>
<h2>Every day after</h2>
<p>Apply a broad-spectrum SPF 30+ every morning and reapply when you are outdoors. UV exposure breaks down collagen, the very thing Endolift helps you build.</p>
<h3>Tips for beach lovers</h3>
<ul>
  <li>A wide-brimmed hat and sunglasses protect the face and eyelids.</li>
  <li>A light cover-up protects a treated tummy or arms.</li>
  <li>Plan your treatment a few weeks before a big vacation, not the day before.</li>
</ul>
<h2>Timing your treatment</h2>
<p>Because full results appear in 3 to 6 months, many patients schedule Endolift in the cooler months so they look their best by summer.</p>`,
  }),
  post({
    slug: 'endolift-for-upper-arms',
    title: 'Firmer Upper Arms with Endolift',
    release_date: '2026-05-05',
    meta_description:
      'How Endolift tightens loose skin on the back of the upper arms in a 40-60 minute session, without the long scar of an arm lift.',
    description: `<p>Loose skin on the back of the upper arms is common after weight loss and with age. Toning exercises strengthen the muscle underneath, but they cannot tighten the skin itself.</p>
<h2>An alternative to an arm lift</h2>
<p>An arm lift removes skin but leaves a long scar along the arm. For mild to moderate laxity, Endolift tightens the skin through a few tiny entry points instead.</p>
<h2>The session</h2>
<ul>
  <li>Both arms are usually treated in 40-60 minutes.</li>
  <li>Local anesthesia only; you stay awake and comfortable.</li>
  <li>Compression sleeves may be advised for the first days.</li>
</ul>
<h2>Results</h2>
<p>Some tightening may show straight away, with full results in 3 to 6 months. Results last about 1-2 years for many patients and up to 5 years for some, especially with a stable weight.</p>`,
  }),
  post({
    slug: 'choosing-an-endolift-practitioner',
    title: 'How to Choose an Endolift Practitioner',
    release_date: '2026-07-14',
    meta_description:
      'Questions to ask before booking Endolift: training, experience, consultations and honesty about results. A checklist for patients.',
    description: `<p>The laser matters, but the hands that guide it matter more. Endolift is a precise technique, and experience shapes both safety and results.</p>
<h2>Questions to ask</h2>
<ol>
  <li>What are your medical qualifications, and are you board-certified?</li>
  <li>How many Endolift procedures have you performed?</li>
  <li>Can I see before-and-after photos of patients like me?</li>
  <li>What happens if I have a side effect?</li>
  <li>Will you tell me if I am not a good candidate?</li>
</ol>
<h2>Signs of a good clinic</h2>
<ul>
  <li>A thorough consultation before any booking</li>
  <li>Clear, written information on risks and aftercare</li>
  <li>No guarantees and no pressure: results vary, and a good clinic says so</li>
  <li>Follow-up until your result has developed</li>
</ul>
<h2>Why training matters</h2>
<p>Practitioners who also teach the technique keep their knowledge current. Our own training course takes at most 12 participants for one day, from 08:30 to 17:30, with coaching of six clinicians per laser and one year of support afterwards.</p>`,
  }),
  post({
    slug: 'combining-endolift-with-other-treatments',
    title: 'Combining Endolift with Other Treatments',
    release_date: '2026-09-15',
    meta_description:
      'Can Endolift be combined with fillers, skin boosters or peels? How we plan the order and timing for safe, natural-looking results.',
    description: `<p>Endolift tightens and firms, but it does not replace lost volume or correct surface pigmentation. For some patients, combining treatments gives the most balanced result.</p>
<h2>Common combinations</h2>
<ul>
  <li><strong>Fillers:</strong> restore volume once tightening has settled, usually a few weeks apart.</li>
  <li><strong>Skin boosters:</strong> improve hydration and glow.</li>
  <li><strong>Peels:</strong> refine texture and tone, but not within 2 weeks of Endolift.</li>
</ul>
<h2>Why timing matters</h2>
<p>Treating the same tissue too soon can increase swelling and make results harder to judge. We plan the order with you at your consultation.</p>
<h3>Treating several areas at once</h3>
<p>Neighboring areas, such as the under-chin, jawline and neck, can often be treated in one session of up to 2 hours, with a single recovery period.</p>
<h2>Keep it natural</h2>
<p>The aim is always to look like yourself, only fresher. We would rather do less, well, than more than you need.</p>`,
  }),
];
