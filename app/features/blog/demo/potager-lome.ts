import { organicGardenLome } from "./en/organic-garden-lome";
import type { DemoPost } from "./types";

export const potagerLome: DemoPost = {
  title: "Réussir son potager bio à Lomé : saisons, compost et arrosage",
  excerpt:
    "Deux saisons des pluies, une saison sèche et un soleil généreux : le climat de Lomé est un atout pour qui sait l'apprivoiser. Nos conseils pour un potager bio productif toute l'année.",
  tags: ["Potager", "Compost", "Écologie"],
  imageUrl: "/img/natura-potager-1-800.webp",
  imageAlt: "Jardinière bêchant des planches de légumes sous un palmier",
  daysAgo: 12,
  content: `
<p>Cultiver ses propres légumes à Lomé, c'est manger plus frais, dépenser moins au marché et savoir exactement ce que l'on met dans son assiette. Le climat du sud du Togo permet de produire presque toute l'année, à condition de respecter son rythme : deux saisons des pluies, d'avril à juillet puis de septembre à novembre, et une longue saison sèche marquée par l'harmattan.</p>
<h2>Choisir le bon emplacement</h2>
<p>Un potager a besoin d'au moins six heures de soleil par jour, mais les jeunes plants souffrent sous le soleil de midi. L'idéal est un coin bien éclairé le matin, abrité du vent et proche d'un point d'eau. Sur le sol sableux du littoral, on gagne à cultiver en planches surélevées, enrichies de matière organique.</p>
<h2>Le compost, moteur du sol</h2>
<p>Les sols sableux retiennent mal l'eau et les éléments nutritifs. Le compost corrige ces deux défauts à la fois. Pour le réussir :</p>
<ul>
<li>alternez déchets « verts » (épluchures, restes de légumes, herbe coupée) et déchets « bruns » (feuilles sèches, carton non imprimé, paille) ;</li>
<li>gardez le tas humide comme une éponge essorée, en l'arrosant pendant la saison sèche ;</li>
<li>retournez-le toutes les deux à trois semaines pour l'aérer ;</li>
<li>évitez la viande, le poisson et les huiles, qui attirent les nuisibles.</li>
</ul>
<p>Avec la chaleur, un compost bien conduit est prêt en deux à trois mois, contre six mois ou plus sous un climat tempéré.</p>
<h2>Quoi planter, et quand</h2>
<p>Les légumes feuilles comme l'amarante, la grande morelle (<em>gboma</em>) ou la corète (<em>adémè</em>) poussent vite et supportent la chaleur : on les sème dès les premières pluies et l'on récolte quatre à six semaines plus tard. Tomates, piments, gombo et aubergines préfèrent le début de la grande saison des pluies. Pendant la saison sèche, misez sur des cultures courtes, bien paillées et arrosées au goutte-à-goutte.</p>
<h2>Arroser moins, mais mieux</h2>
<p>L'eau est précieuse, surtout quand l'harmattan dessèche l'air de décembre à février. Trois habitudes font la différence :</p>
<ol>
<li>arroser tôt le matin ou en fin de journée, jamais en plein soleil ;</li>
<li>arroser au pied des plantes plutôt que sur les feuilles ;</li>
<li>couvrir le sol d'un paillis de feuilles sèches ou de paille, qui limite fortement l'évaporation.</li>
</ol>
<blockquote><p>« Un sol couvert et nourri de compost boit beaucoup moins qu'un sol nu : c'est le premier secret d'un potager économe. »</p></blockquote>
<h2>Protéger sans pesticides chimiques</h2>
<p>Associez les cultures : le basilic et les œillets d'Inde éloignent certains insectes des tomates. Une décoction de feuilles de neem, pulvérisée le soir, limite pucerons et chenilles. Enfin, la rotation des cultures, qui consiste à ne pas replanter la même famille de légumes au même endroit deux saisons de suite, évite l'épuisement du sol et la multiplication des maladies.</p>
<h2>Se faire accompagner</h2>
<p>Notre service Natura Potager crée des potagers bio chez les particuliers, dans les écoles et dans les entreprises, et forme les personnes qui les entretiennent. <a href="/services#natura-potager">Découvrez le service</a> ou demandez-nous un devis pour votre terrain.</p>
`,
  english: organicGardenLome,
};
