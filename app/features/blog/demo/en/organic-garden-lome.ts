import type { DemoTranslation } from "../types";

export const organicGardenLome: DemoTranslation = {
  title: "Growing an organic vegetable garden in Lomé: seasons, compost and watering",
  excerpt:
    "Two rainy seasons, one dry season and plenty of sun: Lomé's climate is an asset if you know how to work with it. Our advice for an organic garden that produces all year round.",
  tags: ["Vegetable garden", "Compost", "Ecology"],
  imageAlt: "Gardener hoeing vegetable beds under a palm tree",
  content: `
<p>Growing your own vegetables in Lomé means eating fresher food, spending less at the market and knowing exactly what is on your plate. The climate of southern Togo allows harvests almost all year round, as long as you follow its rhythm: two rainy seasons, from April to July and from September to November, and a long dry season marked by the harmattan.</p>
<h2>Choose the right spot</h2>
<p>A vegetable garden needs at least six hours of sun a day, but young plants suffer under the midday sun. The ideal spot gets plenty of morning light, is sheltered from the wind and close to water. On the sandy soil of the coast, raised beds enriched with organic matter work best.</p>
<h2>Compost, the engine of the soil</h2>
<p>Sandy soils hold water and nutrients poorly. Compost fixes both at once. To make it well:</p>
<ul>
<li>alternate "green" waste (peelings, vegetable scraps, grass cuttings) with "brown" waste (dry leaves, plain cardboard, straw);</li>
<li>keep the heap as damp as a wrung-out sponge, watering it during the dry season;</li>
<li>turn it every two to three weeks to let air in;</li>
<li>leave out meat, fish and oil, which attract pests.</li>
</ul>
<p>In the heat, well-managed compost is ready in two to three months, against six months or more in a temperate climate.</p>
<h2>What to plant, and when</h2>
<p>Leafy vegetables such as amaranth, African eggplant leaves (<em>gboma</em>) and jute mallow (<em>adémè</em>) grow fast and cope with heat: sow them with the first rains and harvest four to six weeks later. Tomatoes, chillies, okra and aubergines prefer the start of the long rainy season. In the dry season, choose short crops, well mulched and drip-watered.</p>
<h2>Water less, but better</h2>
<p>Water is precious, especially when the harmattan dries the air from December to February. Three habits make the difference:</p>
<ol>
<li>water early in the morning or late in the day, never in full sun;</li>
<li>water at the foot of the plants rather than on the leaves;</li>
<li>cover the soil with a mulch of dry leaves or straw, which greatly reduces evaporation.</li>
</ol>
<blockquote><p>"Covered soil fed with compost drinks far less than bare soil: that is the first secret of a thrifty garden."</p></blockquote>
<h2>Protect without chemical pesticides</h2>
<p>Mix your crops: basil and marigolds keep some insects away from tomatoes. A neem-leaf infusion sprayed in the evening keeps aphids and caterpillars down. Finally, crop rotation, never planting the same family of vegetables in the same place two seasons running, prevents soil exhaustion and the spread of disease.</p>
<h2>Get support</h2>
<p>Our Natura Potager service creates organic vegetable gardens for households, schools and businesses, and trains the people who look after them. <a href="/services#natura-potager">Discover the service</a> or ask us for a quote for your plot.</p>
`,
};
