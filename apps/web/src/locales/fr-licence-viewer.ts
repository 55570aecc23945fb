import type { licenceViewer } from './en-licence-viewer';
import type { Words } from './words';

/** French words of the admin screens' licence viewer; English in en-licence-viewer.ts. */
export default {
  licenceViewer: {
    title: 'Permis de conduire de {{name}}',
    imageAlt: 'Permis de conduire de {{name}}',
    loading: 'Chargement de la photo du permis…',
    failed: 'Impossible de charger l’image du permis',
    missing: 'Aucune image du permis disponible',
    zoomIn: 'Zoom avant',
    zoomOut: 'Zoom arrière',
    zoomLevel: 'Zoom {{percent}} %',
    rotate: 'Pivoter de 90°',
    download: 'Télécharger',
    approve: 'Approuver',
    reject: 'Refuser',
    deciding: 'Enregistrement…',
    submitted: 'Envoyé le {{date}}',
    controls: 'Commandes de la photo',
  },
} satisfies Words<{ licenceViewer: typeof licenceViewer }>;
