import type { legal } from './en-legal';
import type { Words } from './words';

/** French words of the legal and help pages; English in en-legal.ts. */
export default {
  legal: {
    updated: 'Dernière mise à jour : 22 novembre 2026',
    onThisPage: 'Sur cette page',

    terms: {
      title: 'Conditions d’utilisation',
      intro:
        'Ces conditions expliquent comment fonctionne Kodesha et ce que nous attendons de toutes les personnes qui l’utilisent. Lisez-les avant de créer un compte. En vous inscrivant, vous les acceptez.',
      sections: [
        {
          heading: 'Ce qu’est Kodesha',
          paragraphs: [
            'Kodesha est un site web qui met en relation des personnes au Rwanda. Des propriétaires mettent en location les voitures dont ils ne se servent pas, et des clients les louent à l’heure. Des chauffeurs indépendants proposent leurs services de conduite à l’heure. Les voyageurs peuvent nous demander des billets d’avion et de bus.',
            'Kodesha ne fait que mettre les gens en relation. Nous ne possédons pas les voitures, nous n’employons pas les chauffeurs et nous ne sommes pas partie aux accords que vous concluez entre vous.',
            'Aucun argent ne passe par Kodesha. Les réservations, les paiements et les arrangements se règlent directement entre utilisateurs. L’utilisation de Kodesha est gratuite.',
          ],
        },
        {
          heading: 'Votre compte',
          paragraphs: [
            'À l’inscription, vous choisissez l’un des trois types de compte : client (pour louer des voitures et engager des chauffeurs), propriétaire (pour mettre des voitures en location) ou chauffeur (pour proposer vos services de conduite). Si vous ne choisissez pas, votre compte est un compte client. Les administrateurs sont désignés par Kodesha ; personne ne peut se faire administrateur lui-même.',
            'Indiquez votre vrai nom, une adresse e-mail qui fonctionne et, pour les propriétaires et les chauffeurs, un numéro de téléphone où l’on peut vous joindre. Tenez vos informations à jour dans « Modifier le profil ».',
            'Votre mot de passe doit comporter au moins 8 caractères. Gardez-le pour vous. Vous êtes responsable de ce qui se passe sur votre compte : déconnectez-vous donc sur les téléphones et les ordinateurs partagés.',
          ],
        },
        {
          heading: 'Vérification du permis des clients',
          paragraphs: [
            'Avant qu’un client puisse voir le numéro de téléphone d’un propriétaire ou d’un chauffeur sur sa page, un administrateur de Kodesha doit vérifier son permis de conduire ; dès qu’un propriétaire ou un chauffeur confirme une réservation, son numéro s’affiche de toute façon sur cette réservation. Vous envoyez une photo de votre permis, et un administrateur la contrôle, généralement sous 1 à 2 jours ouvrables.',
            'N’envoyez que votre propre permis, en cours de validité. Si nous constatons qu’un permis n’est pas authentique ou ne vous appartient pas, nous le refuserons et nous pourrons fermer votre compte.',
            'La vérification signifie qu’un administrateur a regardé la photo et l’a acceptée. Elle ne prouve pas que la personne conduit prudemment. Les propriétaires doivent quand même vérifier le permis en personne au moment de remettre les clés.',
          ],
        },
        {
          heading: 'Mettre une voiture en location',
          paragraphs: [
            'Ne mettez en location qu’une voiture qui vous appartient ou que vous avez le droit de louer. Décrivez-la honnêtement : marque, modèle, année, lieu, équipements, disponibilité et prix par heure en francs rwandais (RWF).',
            'Vous êtes responsable de la sécurité de votre voiture sur la route, ainsi que de l’assurance, de l’immatriculation et des autorisations qu’elle doit avoir selon la loi rwandaise.',
            'Les photos que vous ajoutez doivent montrer votre voiture. Nous les réencodons et en retirons les informations cachées, comme l’endroit où une photo prise avec un téléphone a été faite.',
            'Vous pouvez à tout moment modifier vos annonces, les masquer du site ou les supprimer. Vous ne pouvez modifier que vos propres voitures.',
          ],
        },
        {
          heading: 'Proposer vos services de chauffeur',
          paragraphs: [
            'Les chauffeurs doivent avoir un permis de conduire valide pour les véhicules qu’ils conduisent. Votre profil de chauffeur est examiné par un administrateur de Kodesha, qui vérifie votre permis.',
            'Décrivez honnêtement votre expérience, les lieux où vous travaillez, vos spécialités et votre prix par heure. Utilisez le bouton de disponibilité pour indiquer quand vous pouvez accepter de nouvelles réservations.',
            'C’est vous qui décidez quelles demandes de réservation accepter. Vous confirmez ou refusez chaque demande, et vous la marquez comme terminée une fois le travail fait.',
          ],
        },
        {
          heading: 'Réservations',
          paragraphs: [
            'Sur Kodesha, une réservation est une demande de voiture ou de chauffeur pour 1 à 8 heures, qui commence à une heure à venir. Le total affiché est le prix par heure multiplié par le nombre d’heures, en francs rwandais entiers.',
            'Toute demande commence en attente. Le propriétaire ou le chauffeur la confirme ou la refuse, puis la marque comme terminée après le trajet. Une voiture ou un chauffeur n’est jamais réservé deux fois pour le même créneau.',
            'En tant que client, vous pouvez annuler une demande tant qu’elle est en attente, ou annuler une réservation confirmée avant son début. Si vos projets changent, prévenez le propriétaire ou le chauffeur dans la discussion.',
          ],
        },
        {
          heading: 'Paiements entre utilisateurs',
          paragraphs: [
            'Kodesha ne prend, ne garde ni ne rembourse jamais d’argent. Vous payez directement le propriétaire ou le chauffeur, en personne ou de la manière dont vous convenez ensemble.',
            'Mettez-vous d’accord sur le prix, une éventuelle caution, le carburant, le lieu de rendez-vous et l’heure de retour avant le début de la réservation. Tout désaccord d’argent se règle entre vous et l’autre personne.',
          ],
        },
        {
          heading: 'Demandes de billets et de GPS',
          paragraphs: [
            'Vous pouvez nous demander un billet d’avion pour n’importe quelle destination dans le monde, ou un billet de bus en Afrique de l’Est. Envoyer une demande ne réserve pas de place. Notre équipe répond sous 24 heures avec le prix et la disponibilité, et communique séparément les informations de paiement et de voyage.',
            'Les propriétaires peuvent demander l’installation d’un traceur GPS dans leur voiture. Notre équipe examine chaque demande et vous contacte pour l’organiser.',
          ],
        },
        {
          heading: 'Bon usage',
          paragraphs: [
            'Soyez honnête et respectueux. Ne publiez pas de fausses annonces, ne vous faites pas passer pour quelqu’un d’autre, n’envoyez pas de spam, n’insultez ni ne menacez personne, et n’utilisez pas Kodesha pour quoi que ce soit d’illégal.',
            'Gardez les échanges sur les réservations dans la discussion Kodesha. Cela aide chacun à se souvenir de ce qui a été convenu.',
            'Si quelqu’un ne respecte pas ces conditions, nous pouvons retirer ses annonces, refuser son permis, ou suspendre ou fermer son compte.',
          ],
        },
        {
          heading: 'Notre responsabilité et les modifications',
          paragraphs: [
            'Kodesha met les gens en relation, mais nous ne pouvons pas contrôler chaque voiture, chaque chauffeur ni chaque trajet. Chaque utilisateur est responsable de sa voiture, de sa conduite, de ses engagements et de ses paiements. Nous ne sommes pas responsables des pertes qui découlent d’accords entre utilisateurs.',
            'Nous faisons le nécessaire pour que Kodesha fonctionne et reste sûr, mais le site peut parfois être indisponible, par exemple pendant une maintenance.',
            'Nous pouvons mettre à jour ces conditions. Dans ce cas, nous changeons la date en haut de cette page. Ces conditions sont régies par la loi rwandaise. Des questions ? Écrivez à hello@kodesha.rw.',
          ],
        },
      ],
    },

    privacy: {
      title: 'Politique de confidentialité',
      intro:
        'Cette politique explique quelles données personnelles Kodesha conserve, pourquoi nous les conservons, qui peut les voir et ce que vous pouvez faire à ce sujet. Nous respectons la loi rwandaise n° 058/2021 du 13/10/2021 relative à la protection des données à caractère personnel et de la vie privée.',
      sections: [
        {
          heading: 'Ce que nous collectons',
          paragraphs: [
            'Votre compte : votre nom, votre adresse e-mail, votre numéro de téléphone, votre type de compte (client, propriétaire, chauffeur ou administrateur) et votre mot de passe, que nous conservons uniquement sous forme de hachage : une forme brouillée à sens unique, qu’on ne peut pas retransformer en mot de passe.',
            'La photo de votre permis de conduire, si vous en envoyez une, et l’état de sa vérification (en attente, vérifié ou refusé).',
            'Vos sessions de connexion. Pour chacune, nous gardons seulement un hachage du jeton de connexion et sa date d’expiration.',
            'Nous enregistrons le moment où les choses se produisent, par exemple l’heure à laquelle une réservation a été faite, et affichons ces heures à l’heure de Kigali.',
            'Ce que vous créez sur Kodesha : annonces de voitures et leurs photos, profils de chauffeur, réservations, messages de discussion, demandes de billets (avec le nom, l’adresse e-mail et le téléphone du passager, et les détails du trajet) et demandes d’installation de GPS.',
          ],
        },
        {
          heading: 'Pourquoi nous les utilisons',
          paragraphs: [
            'Pour faire fonctionner votre compte, afficher les annonces, transmettre les demandes de réservation et les messages entre les personnes, permettre aux administrateurs de vérifier les permis, répondre aux demandes de billets et organiser les installations de GPS.',
            'Pour que Kodesha reste sûr, par exemple en bloquant les échecs de connexion répétés et en retirant les fausses annonces.',
            'Nous ne vendons pas vos données. Nous n’utilisons pas d’outils de pistage publicitaire, et nous ne vous montrons pas de publicités.',
          ],
        },
        {
          heading: 'Qui voit quoi',
          paragraphs: [
            'Tout le monde peut voir les annonces de voitures et les profils de chauffeur : photos, description, lieu, disponibilité et prix par heure. Les numéros de téléphone ne sont jamais affichés publiquement.',
            'Quand vous réservez ou discutez avec quelqu’un, cette personne voit votre nom et ce que vous lui envoyez. Les messages sont vus par les personnes qui participent à la discussion.',
            'Les administrateurs de Kodesha peuvent voir les informations des comptes, des annonces et des réservations, afin de vérifier les permis, répondre aux demandes et veiller à l’honnêteté de tous sur le site.',
          ],
        },
        {
          heading: 'La photo de votre permis',
          paragraphs: [
            'La photo de votre permis est stockée de façon privée, hors de l’espace où sont gardées les images publiques. Seuls vous et les administrateurs de Kodesha pouvez la voir.',
            'Nous l’utilisons uniquement pour vérifier votre permis. Si vous envoyez une nouvelle photo, elle repart chez un administrateur pour examen.',
          ],
        },
        {
          heading: 'Numéros de téléphone',
          paragraphs: [
            'Les numéros de téléphone des propriétaires et des chauffeurs ne sont jamais affichés publiquement. Un client ne peut en afficher un sur la page d’une voiture ou d’un chauffeur qu’une fois son permis vérifié, et seulement en cliquant pour le faire apparaître ; dès qu’un propriétaire ou un chauffeur confirme une réservation, le client voit son numéro sur cette réservation. Les administrateurs peuvent aussi les voir.',
            'Les clients n’ont pas besoin de donner un numéro de téléphone pour s’inscrire.',
          ],
        },
        {
          heading: 'Photos des voitures',
          paragraphs: [
            'Les photos prises avec un téléphone contiennent souvent des informations cachées, dont l’endroit exact où elles ont été prises. Quand un propriétaire ajoute une photo de voiture, nous la réencodons et retirons ces informations avant que quiconque la voie.',
          ],
        },
        {
          heading: 'Combien de temps nous les gardons',
          paragraphs: [
            'Nous gardons vos données tant que votre compte est ouvert. Les sessions de connexion prennent fin au bout de 12 heures, ou de 30 jours si vous cochez « Se souvenir de moi », et immédiatement quand vous vous déconnectez.',
            'Vous pouvez à tout moment nous demander de supprimer votre compte et vos données en écrivant à hello@kodesha.rw depuis l’adresse e-mail de votre compte. Si la loi nous oblige à conserver certaines informations, nous vous dirons lesquelles et pourquoi.',
          ],
        },
        {
          heading: 'Vos droits',
          paragraphs: [
            'Selon la loi n° 058/2021 du 13/10/2021 relative à la protection des données à caractère personnel et de la vie privée, vous pouvez demander à voir les données que nous détenons sur vous, les faire corriger, vous opposer à la façon dont nous les utilisons et les faire supprimer.',
            'Vous pouvez corriger vous-même votre nom, votre adresse e-mail et votre numéro de téléphone dans « Modifier le profil ». Pour tout le reste, écrivez à hello@kodesha.rw. Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès de l’autorité rwandaise de protection des données.',
          ],
        },
        {
          heading: 'Sécurité',
          paragraphs: [
            'Tout ce que vous nous envoyez passe par une connexion chiffrée. Les mots de passe sont conservés uniquement sous forme de hachage coûteux en mémoire (Argon2id) : même nous ne pouvons pas les lire.',
            'Vous déconnecter met fin à votre session sur notre serveur. Changer votre mot de passe met fin à vos autres sessions : toute personne connectée ailleurs est déconnectée. Après plusieurs échecs de connexion, la connexion est bloquée pendant un moment.',
            'Pour que vous restiez connecté, l’application garde votre jeton de connexion dans le stockage de votre navigateur. Toute personne qui utilise votre navigateur pourrait s’en servir : déconnectez-vous donc sur les appareils partagés.',
          ],
        },
        {
          heading: 'Nous contacter',
          paragraphs: [
            'Kodesha est basé à Kigali, au Rwanda. Pour toute question sur vos données, écrivez à hello@kodesha.rw.',
            'Si nous modifions cette politique, nous mettons à jour la date en haut de cette page.',
          ],
        },
      ],
    },

    faq: {
      title: 'Questions fréquentes',
      intro:
        'Des réponses courtes aux questions qu’on nous pose le plus souvent. Choisissez une question pour voir sa réponse.',
      questions: [
        {
          question: 'Qu’est-ce que Kodesha ?',
          answer:
            'Kodesha est une place de marché pour le Rwanda. Les propriétaires mettent en location à l’heure les voitures dont ils ne se servent pas, les clients réservent ces voitures ou engagent des chauffeurs indépendants à l’heure, et les voyageurs peuvent demander des billets d’avion et de bus.',
        },
        {
          question: 'L’utilisation de Kodesha est-elle payante ?',
          answer:
            'Non. L’inscription et l’utilisation de Kodesha sont gratuites. Vous payez seulement le propriétaire ou le chauffeur pour la réservation convenue avec lui.',
        },
        {
          question: 'Comment payer une voiture ou un chauffeur ?',
          answer:
            'Vous payez directement le propriétaire ou le chauffeur, en personne ou de la manière dont vous convenez ensemble. Kodesha ne prend, ne garde ni ne rembourse jamais d’argent : mettez-vous donc d’accord sur le prix et le mode de paiement avant le début de la réservation.',
        },
        {
          question: 'Comment les prix sont-ils affichés ?',
          answer:
            'Les prix sont en francs rwandais (RWF), en francs entiers, par heure. Le total d’une réservation est le prix par heure multiplié par le nombre d’heures.',
        },
        {
          question: 'Pour combien de temps puis-je réserver une voiture ou un chauffeur ?',
          answer:
            'De 1 à 8 heures par réservation. Choisissez la date, l’heure de début et le nombre d’heures : vous verrez l’heure de fin et le total avant d’envoyer la demande.',
        },
        {
          question: 'Que se passe-t-il après l’envoi d’une demande de réservation ?',
          answer:
            'Votre demande reste en attente jusqu’à ce que le propriétaire ou le chauffeur la confirme ou la refuse. Vous pouvez la suivre dans « Mon compte » et discuter des détails avec lui. Une voiture ou un chauffeur n’est jamais réservé deux fois pour le même créneau.',
        },
        {
          question: 'Puis-je annuler une réservation ?',
          answer:
            'Oui. Vous pouvez annuler une demande tant qu’elle est en attente, ou une réservation confirmée avant son début. Prévenez aussi le propriétaire ou le chauffeur dans la discussion.',
        },
        {
          question: 'Pourquoi dois-je faire vérifier mon permis de conduire ?',
          answer:
            'Un permis vérifié par un administrateur de Kodesha vous permet de voir le numéro de téléphone d’un propriétaire ou d’un chauffeur sur sa page, avant de réserver. Tant que votre permis n’est pas vérifié, vous ne voyez son numéro que sur une réservation qu’il a confirmée.',
        },
        {
          question: 'Combien de temps prend la vérification du permis ?',
          answer:
            'Un administrateur examine votre permis sous 1 à 2 jours ouvrables et le marque comme vérifié ou refusé. S’il est refusé, envoyez une nouvelle photo bien nette : elle repart pour examen.',
        },
        {
          question: 'Qui peut voir la photo de mon permis ?',
          answer:
            'Seuls vous et les administrateurs de Kodesha. La photo est stockée de façon privée, jamais dans l’espace des images publiques, et sert uniquement à vérifier votre permis.',
        },
        {
          question: 'Pourquoi ne puis-je pas voir le numéro de téléphone d’un propriétaire ?',
          answer:
            'Les numéros de téléphone des propriétaires et des chauffeurs ne sont jamais affichés publiquement. Connectez-vous avec un compte client, faites vérifier votre permis, puis cliquez pour afficher le numéro sur la page de la voiture ou du chauffeur. Dès qu’un propriétaire ou un chauffeur confirme votre réservation, son numéro s’affiche aussi sur la réservation.',
        },
        {
          question: 'Comment mettre ma voiture en location ?',
          answer:
            'Inscrivez-vous et choisissez « Proposer ma voiture ». Depuis votre tableau de bord propriétaire, ajoutez votre voiture avec ses informations, ses équipements, ses photos et son prix par heure. Vous pouvez masquer, modifier ou supprimer une annonce à tout moment.',
        },
        {
          question: 'Comment devenir chauffeur sur Kodesha ?',
          answer:
            'Inscrivez-vous et choisissez « Devenir chauffeur », puis complétez votre profil de chauffeur avec votre expérience, votre lieu, votre prix par heure et une photo de votre permis. Un administrateur examine votre permis. Quand vous êtes prêt à travailler, utilisez le bouton « Passer en ligne » de votre tableau de bord chauffeur.',
        },
        {
          question: 'Comment fonctionnent les demandes de billets d’avion et de bus ?',
          answer:
            'Remplissez le formulaire de la page « Réserver des billets » : un vol vers n’importe quelle destination dans le monde, ou un bus en Afrique de l’Est. Notre équipe répond sous 24 heures avec le prix et la disponibilité. Les informations de paiement et de voyage sont communiquées séparément.',
        },
        {
          question: 'Comment supprimer mon compte ?',
          answer:
            'Écrivez à hello@kodesha.rw depuis l’adresse e-mail de votre compte et demandez-nous de le supprimer. Nous supprimerons votre compte et vos données ; si la loi nous oblige à conserver certaines informations, nous vous dirons lesquelles et pourquoi.',
        },
      ],
    },

    help: {
      title: 'Centre d’aide',
      intro:
        'Une aide pas à pas pour débuter sur Kodesha, faire vérifier votre permis, rencontrer les gens en toute sécurité et retrouver l’accès à votre compte.',
      sections: [
        {
          heading: 'Débuter comme client',
          paragraphs: [
            'Inscrivez-vous et choisissez « Louer une voiture ». Faites ensuite vérifier votre permis de conduire, pour voir le numéro de téléphone des propriétaires et des chauffeurs avant de réserver.',
            'Ouvrez « Voir les voitures » ou « Engager un chauffeur », recherchez par marque, modèle, nom ou ville, et ouvrez une annonce pour voir ses photos, son prix par heure et sa disponibilité.',
            'Choisissez une date, une heure de début et une durée de 1 à 8 heures, puis envoyez votre demande de réservation. Discutez avec le propriétaire ou le chauffeur pour convenir du lieu de rendez-vous et du mode de paiement. Vous pouvez suivre toutes vos réservations dans « Mon compte ».',
          ],
        },
        {
          heading: 'Débuter comme propriétaire',
          paragraphs: [
            'Inscrivez-vous et choisissez « Proposer ma voiture », avec un numéro de téléphone où les clients peuvent vous joindre. Votre numéro reste caché jusqu’à ce qu’un client vérifié choisisse de l’afficher, ou que vous confirmiez la réservation d’un client.',
            'Dans votre tableau de bord propriétaire, ajoutez votre voiture : marque, modèle, année, lieu, équipements, photos nettes, précisions sur la disponibilité et prix par heure en RWF.',
            'Quand une demande arrive, confirmez-la ou refusez-la. Après le trajet, marquez-la comme terminée. Vous pouvez masquer une voiture du site chaque fois qu’elle n’est pas disponible.',
          ],
        },
        {
          heading: 'Débuter comme chauffeur',
          paragraphs: [
            'Inscrivez-vous et choisissez « Devenir chauffeur », avec un numéro de téléphone où les clients peuvent vous joindre. Complétez ensuite votre profil de chauffeur : expérience, lieu, spécialités, disponibilité et prix par heure, avec une photo de votre permis.',
            'Un administrateur vérifie votre permis. Utilisez le bouton « Passer en ligne » / « Passer hors ligne » de votre tableau de bord chauffeur pour indiquer quand vous pouvez travailler.',
            'Acceptez ou refusez chaque demande de réservation, et marquez-la comme terminée une fois le travail fait.',
          ],
        },
        {
          heading: 'Faire vérifier votre permis',
          paragraphs: [
            'Allez dans « Mon compte » et choisissez « Vérifier mon permis », ou ajoutez la photo depuis « Modifier le profil ».',
            'Prenez une photo nette et bien éclairée du permis entier, où tout le texte est lisible. Le fichier doit être au format JPEG, PNG ou WebP, et ne pas dépasser 5 Mo.',
            'Un administrateur l’examine sous 1 à 2 jours ouvrables et marque votre permis comme vérifié ou refusé. S’il est refusé, envoyez une nouvelle photo : elle repart pour examen. Seuls vous et les administrateurs de Kodesha pouvez voir la photo.',
          ],
        },
        {
          heading: 'Se rencontrer en toute sécurité',
          paragraphs: [
            'Avant de vous rencontrer, mettez-vous d’accord dans la discussion Kodesha sur le prix, une éventuelle caution, le lieu de rendez-vous et l’heure de retour. Elle garde une trace de ce que vous avez convenu.',
            'Retrouvez-vous dans un lieu public fréquenté, de jour si possible. Dites à un ami ou à un proche où vous allez.',
            'Propriétaires : vérifiez que le permis du client correspond bien à son nom avant de remettre les clés. Clients : faites le tour de la voiture avec le propriétaire et photographiez tout dégât avant de prendre la route.',
            'Ne payez pas une voiture que vous n’avez pas vue. Si quelque chose vous paraît louche, n’allez pas plus loin. En cas d’urgence, appelez d’abord la police, puis prévenez-nous à hello@kodesha.rw.',
          ],
        },
        {
          heading: 'Problèmes de connexion',
          paragraphs: [
            'Vérifiez que vous utilisez l’adresse e-mail avec laquelle vous vous êtes inscrit. Les mots de passe comptent au moins 8 caractères, et les majuscules font la différence.',
            'Après plusieurs tentatives ratées, la connexion est bloquée pendant un moment pour protéger votre compte. Attendez un peu, puis réessayez.',
            'Vous restez connecté pendant 12 heures, ou 30 jours si vous cochez « Se souvenir de moi ». Si vous avez oublié votre mot de passe, choisissez « Mot de passe oublié ? » sur la page de connexion : nous envoyons un lien à votre e-mail, ou un code par SMS à votre téléphone vérifié.',
            'Si vous pensez que quelqu’un d’autre connaît votre mot de passe, changez-le dans « Modifier le profil ». Toutes vos autres sessions sont alors déconnectées immédiatement.',
          ],
        },
      ],
      contactTitle: 'Toujours besoin d’aide ?',
      contactText:
        'Écrivez-nous pour nous dire ce qui s’est passé, en indiquant l’adresse e-mail de votre compte et, s’il s’agit d’une réservation, la date et la voiture ou le chauffeur concernés. Nous sommes basés à Kigali, au Rwanda.',
    },
  },
} satisfies Words<{ legal: typeof legal }>;
