import { zeroWasteEvent } from "./en/zero-waste-event";
import type { DemoPost } from "./types";

export const evenementZeroDechet: DemoPost = {
  title: "Événement zéro déchet : organiser le tri sélectif de A à Z",
  excerpt:
    "Mariage, festival ou séminaire : quelques centaines d'invités laissent derrière eux des centaines de kilos de déchets. Bien préparé, le tri permet d'en valoriser la plus grande partie.",
  tags: ["Événementiel", "Tri des déchets", "Écologie"],
  imageUrl: "/img/eco-event-1-800.webp",
  imageAlt: "Éco-agent à côté de trois bacs de tri sous un chapiteau de festival",
  daysAgo: 24,
  content: `
<p>Bouteilles, gobelets, assiettes jetables, restes de repas, cartons d'emballage : un événement de quelques centaines de personnes produit facilement plusieurs centaines de kilos de déchets en une journée. Laissés en vrac, ils finissent brûlés ou dans les caniveaux. Triés, une grande partie peut être recyclée ou compostée. Voici la méthode que nous suivons sur les mariages, festivals et séminaires que nous accompagnons.</p>
<h2>Avant : réduire à la source</h2>
<p>Le déchet le plus facile à gérer est celui qu'on ne produit pas. Dès la préparation, quelques choix changent tout :</p>
<ul>
<li>préférer des fontaines à eau et des gobelets réutilisables consignés aux bouteilles individuelles ;</li>
<li>demander aux traiteurs des contenants en feuilles, en carton ou lavables plutôt qu'en polystyrène ;</li>
<li>estimer le nombre de couverts au plus juste pour limiter le gaspillage alimentaire ;</li>
<li>prévoir avec une association la redistribution des plats non servis.</li>
</ul>
<h2>Pendant : des îlots de tri bien visibles</h2>
<p>Une poubelle isolée se remplit de tout et de n'importe quoi. Nous installons plutôt des <strong>îlots de tri</strong> de trois ou quatre bacs côte à côte, placés là où les déchets apparaissent : près des buvettes, des stands de restauration et des sorties.</p>
<ol>
<li><strong>Plastiques et canettes</strong> : bouteilles, gobelets, boîtes métalliques ;</li>
<li><strong>Papiers et cartons</strong> : emballages secs, serviettes propres ;</li>
<li><strong>Biodéchets</strong> : restes de repas, épluchures, assiettes en feuilles ;</li>
<li><strong>Reste</strong> : tout ce qui ne rentre pas ailleurs.</li>
</ol>
<p>Chaque bac porte une couleur, un pictogramme et un mot en français et en éwé : les invités trient mieux quand ils comprennent en un coup d'œil. Nos poubelles écologiques, fabriquées à partir de matériaux recyclés, rendent ces îlots repérables de loin.</p>
<blockquote><p>« Un îlot de tri accompagné d'un bénévole qui explique le geste reçoit des déchets bien mieux triés qu'un îlot laissé seul. »</p></blockquote>
<h2>Des ambassadeurs du tri</h2>
<p>Aux heures de pointe, un agent ou un bénévole formé se tient près de chaque îlot pour orienter les invités. Une courte annonce au micro, au début de la fête, prévient que le lieu est en démarche zéro déchet : la plupart des invités jouent volontiers le jeu.</p>
<h2>Après : peser, valoriser, rendre compte</h2>
<p>Le soir même, le site est nettoyé et chaque flux est pesé. Les plastiques et les métaux rejoignent des filières de recyclage locales, les biodéchets partent au compostage, et seul le reste prend le chemin de la décharge. L'organisateur reçoit un bilan chiffré : quantités collectées, part valorisée et pistes d'amélioration pour l'édition suivante.</p>
<h2>Un atout pour votre image</h2>
<p>Un événement propre et bien organisé laisse un meilleur souvenir aux invités, aux partenaires et aux riverains. Si vous préparez un mariage, un concert ou une journée d'entreprise, notre service Éco-Event prend en charge le tri de A à Z : <a href="/quote?concept=eco-event">parlons de votre projet</a>.</p>
`,
  english: zeroWasteEvent,
};
