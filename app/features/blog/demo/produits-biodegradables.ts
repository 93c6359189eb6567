import { biodegradableProducts } from "./en/biodegradable-products";
import type { DemoPost } from "./types";

export const produitsBiodegradables: DemoPost = {
  title: "Produits d'entretien biodégradables : pourquoi les adopter à la maison comme au bureau",
  excerpt:
    "Chlore, ammoniaque, parfums de synthèse : les produits classiques irritent et polluent. Les détergents biodégradables nettoient aussi bien, à condition de bien les utiliser.",
  tags: ["Produits écologiques", "Entretien", "Écologie", "Santé"],
  imageUrl: "/img/ecoclean-1-800.webp",
  imageAlt: "Flacon vert de détergent multi-usage Ecoclean",
  daysAgo: 38,
  content: `
<p>Les produits d'entretien classiques font briller, mais à quel prix ? Beaucoup contiennent des agents chlorés, de l'ammoniaque ou des parfums de synthèse qui irritent la peau et les voies respiratoires, surtout dans des pièces peu aérées. Une fois rincés, ils rejoignent les caniveaux puis la lagune et la mer, où ils se dégradent lentement.</p>
<h2>Ce que veut dire « biodégradable »</h2>
<p>Un produit est dit biodégradable lorsque des micro-organismes peuvent le décomposer en éléments simples (eau, gaz carbonique, sels minéraux) en quelques semaines. Nos détergents, détartrants et nettoyants pour vitres sont formulés à partir de tensioactifs d'origine végétale, sans phosphates ni chlore.</p>
<h2>Aussi efficaces ?</h2>
<p>Oui, pour l'entretien courant : sols, plans de travail, sanitaires, vitres. La différence tient surtout aux habitudes :</p>
<ul>
<li><strong>dosez juste</strong> : plus de produit ne nettoie pas mieux, cela laisse des traces et gaspille ;</li>
<li><strong>laissez agir</strong> une à deux minutes sur les taches tenaces avant de frotter ;</li>
<li><strong>utilisez des microfibres</strong>, qui retiennent la saleté avec peu de produit ;</li>
<li><strong>désinfectez seulement là où c'est nécessaire</strong> (sanitaires, zones de soins) plutôt que partout.</li>
</ul>
<h2>Un geste simple pour commencer</h2>
<p>Inutile de tout changer d'un coup. Remplacez d'abord le produit que vous utilisez le plus, souvent le nettoyant multi-usage, puis le liquide vaisselle et le nettoyant pour vitres. Le vinaigre blanc et le bicarbonate de soude complètent très bien cette panoplie pour détartrer et désodoriser.</p>
<h2>Bien les conserver</h2>
<p>Sans conservateurs agressifs, un produit d'origine végétale se garde moins longtemps qu'un produit chimique. Stockez-le à l'abri du soleil et de la chaleur, bouchon bien fermé, et utilisez-le dans les mois qui suivent l'ouverture. Ne mélangez jamais deux produits entre eux : même écologiques, ils perdent leur efficacité, et certains mélanges dégagent des vapeurs irritantes.</p>
<blockquote><p>« Une maison propre ne doit pas sentir le chlore : elle ne doit rien sentir du tout. »</p></blockquote>
<h2>Au bureau aussi</h2>
<p>Pour une entreprise, passer aux produits biodégradables améliore le confort des équipes et s'inscrit dans une démarche environnementale facile à présenter aux clients. Nos agents utilisent ces produits sur nos contrats de nettoyage professionnel, et nous les vendons au litre : <a href="/produits#ecoclean">découvrez nos produits</a>.</p>
`,
  english: biodegradableProducts,
};
