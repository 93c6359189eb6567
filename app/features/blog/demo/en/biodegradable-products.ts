import type { DemoTranslation } from "../types";

export const biodegradableProducts: DemoTranslation = {
  title: "Biodegradable cleaning products: why switch, at home and at the office",
  excerpt:
    "Chlorine, ammonia, synthetic perfumes: conventional products irritate and pollute. Biodegradable detergents clean just as well, as long as you use them properly.",
  tags: ["Eco-friendly products", "Cleaning", "Ecology", "Health"],
  imageAlt: "Green bottle of Ecoclean all-purpose detergent",
  content: `
<p>Conventional cleaning products make things shine, but at what cost? Many contain chlorine compounds, ammonia or synthetic perfumes that irritate the skin and airways, especially in poorly ventilated rooms. Once rinsed away, they flow into the gutters, then the lagoon and the sea, where they break down slowly.</p>
<h2>What "biodegradable" means</h2>
<p>A product is biodegradable when micro-organisms can break it down into simple elements (water, carbon dioxide, mineral salts) within a few weeks. Our detergents, descalers and glass cleaners are made with plant-based surfactants, without phosphates or chlorine.</p>
<h2>Just as effective?</h2>
<p>Yes, for everyday cleaning: floors, worktops, bathrooms, windows. The difference lies mostly in habits:</p>
<ul>
<li><strong>measure carefully</strong>: more product does not clean better, it leaves streaks and is wasted;</li>
<li><strong>let it work</strong> for a minute or two on stubborn stains before scrubbing;</li>
<li><strong>use microfibre cloths</strong>, which hold dirt with very little product;</li>
<li><strong>disinfect only where needed</strong> (bathrooms, care areas) rather than everywhere.</li>
</ul>
<h2>One simple step to start</h2>
<p>There is no need to change everything at once. First replace the product you use most, often the all-purpose cleaner, then the washing-up liquid and the glass cleaner. White vinegar and bicarbonate of soda complete the kit nicely for descaling and removing odours.</p>
<h2>Store them well</h2>
<p>Without harsh preservatives, a plant-based product keeps less long than a chemical one. Store it away from sun and heat, tightly closed, and use it within a few months of opening. Never mix two products: even eco-friendly ones lose their effect, and some mixtures give off irritating fumes.</p>
<blockquote><p>"A clean home should not smell of chlorine: it should not smell of anything at all."</p></blockquote>
<h2>At the office too</h2>
<p>For a business, switching to biodegradable products makes staff more comfortable and is an environmental commitment that is easy to show clients. Our staff use these products on our professional cleaning contracts, and we sell them by the litre: <a href="/produits#ecoclean">discover our products</a>.</p>
`,
};
