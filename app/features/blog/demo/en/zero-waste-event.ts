import type { DemoTranslation } from "../types";

export const zeroWasteEvent: DemoTranslation = {
  title: "Zero-waste events: organising waste sorting from start to finish",
  excerpt:
    "Wedding, festival or seminar: a few hundred guests leave hundreds of kilos of waste behind. Well prepared, sorting lets most of it be recovered.",
  tags: ["Events", "Waste sorting", "Ecology"],
  imageAlt: "Eco-steward beside three recycling bins under a festival tent",
  content: `
<p>Bottles, cups, disposable plates, leftover food, packaging: an event for a few hundred people easily produces several hundred kilos of waste in a day. Left mixed, it ends up burnt or in the gutters. Sorted, a large share can be recycled or composted. Here is the method we follow at the weddings, festivals and seminars we work on.</p>
<h2>Before: reduce at the source</h2>
<p>The easiest waste to deal with is the waste you never produce. A few choices made during preparation change everything:</p>
<ul>
<li>water fountains and reusable cups with a deposit rather than individual bottles;</li>
<li>caterers' containers made of leaves, cardboard or washable materials rather than polystyrene;</li>
<li>a careful estimate of the number of meals to limit food waste;</li>
<li>an arrangement with a local charity to redistribute dishes that were not served.</li>
</ul>
<h2>During: highly visible sorting stations</h2>
<p>A lone bin fills up with anything and everything. Instead we set up <strong>sorting stations</strong> of three or four bins side by side, placed where the waste appears: near bars, food stands and exits.</p>
<ol>
<li><strong>Plastics and cans</strong>: bottles, cups, metal tins;</li>
<li><strong>Paper and cardboard</strong>: dry packaging, clean napkins;</li>
<li><strong>Food waste</strong>: leftovers, peelings, leaf plates;</li>
<li><strong>General waste</strong>: everything that fits nowhere else.</li>
</ol>
<p>Each bin has a colour, a pictogram and a word in French and Ewe: guests sort better when they understand at a glance. Our eco-friendly bins, made from recycled materials, make these stations easy to spot from afar.</p>
<blockquote><p>"A sorting station with a volunteer explaining what goes where receives far better-sorted waste than one left on its own."</p></blockquote>
<h2>Sorting ambassadors</h2>
<p>At peak times, a trained staff member or volunteer stands by each station to guide guests. A short announcement at the start of the party says the venue is going zero-waste: most guests are happy to play along.</p>
<h2>After: weigh, recover, report</h2>
<p>The same evening the site is cleaned and each stream is weighed. Plastics and metals go to local recycling channels, food waste goes to composting, and only the rest goes to landfill. The organiser receives a report with figures: quantities collected, share recovered and ideas for next time.</p>
<h2>Good for your image</h2>
<p>A clean, well-run event leaves a better memory with guests, partners and neighbours. If you are planning a wedding, a concert or a company day, our Éco-Event service handles sorting from start to finish: <a href="/quote?concept=eco-event">let's talk about your project</a>.</p>
`,
};
