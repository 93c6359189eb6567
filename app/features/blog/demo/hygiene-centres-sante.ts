import { healthCentreHygiene } from "./en/health-centre-hygiene";
import type { DemoPost } from "./types";

export const hygieneCentresSante: DemoPost = {
  title: "Hygiène en centre de santé : 7 gestes qui protègent patients et soignants",
  excerpt:
    "Dans une clinique ou un dispensaire, la propreté n'est pas une question d'apparence : elle coupe la route aux infections. Voici les gestes que nos équipes appliquent chaque jour.",
  tags: ["Hygiène", "Santé", "Désinfection"],
  imageUrl: "/img/sante-pro-1-800.webp",
  imageAlt: "Agent d'hygiène masqué pulvérisant du désinfectant dans un couloir de clinique",
  daysAgo: 3,
  content: `
<p>Dans un centre de santé, chaque surface touchée peut transmettre des germes d'un patient à l'autre. Les infections contractées lors d'un séjour allongent les soins, coûtent cher aux familles et fragilisent la confiance envers l'établissement. La bonne nouvelle : l'essentiel de la prévention repose sur des gestes simples, répétés avec méthode. Voici ceux que nos agents Santé Pro appliquent dans les cliniques, cabinets et dispensaires de Lomé.</p>
<h2>1. Nettoyer avant de désinfecter</h2>
<p>Un désinfectant agit mal sur une surface sale : la poussière et les matières organiques le neutralisent. On commence donc toujours par un nettoyage au détergent, on rince, puis on applique le désinfectant en respectant son <strong>temps de contact</strong>, indiqué sur l'étiquette et souvent de plusieurs minutes.</p>
<h2>2. Aller du plus propre vers le plus sale</h2>
<p>Dans une chambre, on commence par les zones les moins contaminées (poignées de placard, rebords de fenêtre) et l'on termine par les sanitaires. Au sol, on progresse du fond de la pièce vers la porte pour ne jamais repasser sur ce qui vient d'être fait.</p>
<h2>3. Un code couleur pour le matériel</h2>
<p>Des lavettes et des seaux de couleurs différentes évitent de transporter les germes des toilettes jusqu'au bureau d'accueil. Une répartition simple et facile à retenir :</p>
<ul>
<li><strong>rouge</strong> : sanitaires et zones à risque ;</li>
<li><strong>jaune</strong> : salles de soins et chambres ;</li>
<li><strong>bleu</strong> : bureaux, accueil et couloirs ;</li>
<li><strong>vert</strong> : cuisine et office.</li>
</ul>
<h2>4. Insister sur les points de contact</h2>
<p>Poignées de porte, interrupteurs, barrières de lit, tensiomètres, claviers, rampes d'escalier : ces « points chauds » sont touchés des dizaines de fois par jour. Ils méritent un passage au moins deux fois par jour, et davantage en période d'épidémie.</p>
<h2>5. L'hygiène des mains, encore et toujours</h2>
<p>Le lavage des mains à l'eau et au savon, ou la friction avec une solution hydroalcoolique, reste la mesure la plus efficace contre la transmission des germes. Des distributeurs placés à l'entrée de chaque salle et des affiches claires rappellent le geste aux visiteurs comme au personnel.</p>
<blockquote><p>« Un protocole n'a de valeur que s'il est suivi par tout le monde, tous les jours, y compris le week-end. »</p></blockquote>
<h2>6. Traiter les déchets de soins à part</h2>
<p>Aiguilles, compresses souillées et déchets ménagers ne vont jamais dans la même poubelle. Les objets piquants et coupants rejoignent des boîtes rigides, les déchets infectieux des sacs dédiés, évacués par un circuit qui ne croise pas celui des repas.</p>
<h2>7. Garder une trace de chaque passage</h2>
<p>Une fiche signée à chaque intervention indique la date, l'heure, la zone et le produit utilisé. En cas d'infection, elle permet de remonter la chaîne ; au quotidien, elle rassure les responsables comme les patients.</p>
<h2>Former les équipes</h2>
<p>Ces règles s'apprennent et s'entretiennent. C'est pourquoi nous proposons une formation d'agent d'hygiène hospitalière de trois semaines, et nous accompagnons les établissements qui veulent mettre à jour leurs protocoles. Un état des lieux de vos locaux est le meilleur point de départ : <a href="/quote?concept=sante-pro">demandez un devis gratuit</a>.</p>
`,
  english: healthCentreHygiene,
};
