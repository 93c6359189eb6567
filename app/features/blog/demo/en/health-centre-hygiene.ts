import type { DemoTranslation } from "../types";

export const healthCentreHygiene: DemoTranslation = {
  title: "Hygiene in health centres: 7 habits that protect patients and staff",
  excerpt:
    "In a clinic or a dispensary, cleanliness is not about looks: it cuts off the route infections take. Here are the habits our teams follow every day.",
  tags: ["Hygiene", "Health", "Disinfection"],
  imageAlt: "Masked hygiene technician spraying disinfectant in a clinic corridor",
  content: `
<p>In a health centre, every surface that is touched can carry germs from one patient to the next. Infections caught during a stay lengthen treatment, cost families money and erode trust in the facility. The good news: most of the prevention rests on simple habits, repeated methodically. These are the ones our Santé Pro staff follow in clinics, surgeries and dispensaries across Lomé.</p>
<h2>1. Clean before you disinfect</h2>
<p>A disinfectant works poorly on a dirty surface: dust and organic matter neutralise it. So we always start by cleaning with detergent, rinse, and only then apply the disinfectant, respecting its <strong>contact time</strong>, printed on the label and often several minutes long.</p>
<h2>2. Work from the cleanest to the dirtiest</h2>
<p>In a patient room we start with the least contaminated areas (cupboard handles, window sills) and finish with the toilets. On the floor we move from the back of the room towards the door, so we never walk over what has just been done.</p>
<h2>3. A colour code for equipment</h2>
<p>Cloths and buckets of different colours stop germs travelling from the toilets to the reception desk. A simple scheme that is easy to remember:</p>
<ul>
<li><strong>red</strong>: toilets and high-risk areas;</li>
<li><strong>yellow</strong>: treatment rooms and patient rooms;</li>
<li><strong>blue</strong>: offices, reception and corridors;</li>
<li><strong>green</strong>: kitchen and pantry.</li>
</ul>
<h2>4. Focus on touch points</h2>
<p>Door handles, light switches, bed rails, blood-pressure monitors, keyboards, stair rails: these "hot spots" are touched dozens of times a day. They deserve cleaning at least twice a day, and more often during an epidemic.</p>
<h2>5. Hand hygiene, again and always</h2>
<p>Washing hands with soap and water, or rubbing them with an alcohol-based solution, remains the most effective way to stop germs spreading. Dispensers at the entrance of every room and clear posters remind visitors and staff alike.</p>
<blockquote><p>"A protocol is only worth something if everyone follows it, every day, weekends included."</p></blockquote>
<h2>6. Keep healthcare waste separate</h2>
<p>Needles, soiled dressings and household waste never go in the same bin. Sharps go into rigid boxes, infectious waste into dedicated bags, removed along a route that never crosses the one used for meals.</p>
<h2>7. Keep a record of every round</h2>
<p>A sheet signed at each visit records the date, time, area and product used. If an infection occurs, it lets you trace the chain back; day to day, it reassures managers and patients alike.</p>
<h2>Train the teams</h2>
<p>These rules are learnt and must be kept up. That is why we run a three-week hospital hygiene officer course, and help facilities that want to update their protocols. An inspection of your premises is the best place to start: <a href="/quote?concept=sante-pro">ask for a free quote</a>.</p>
`,
};
