import type { licenceViewer } from './en-licence-viewer';
import type { Words } from './words';

/** Kinyarwanda words of the admin screens' licence viewer; English in en-licence-viewer.ts. */
export default {
  licenceViewer: {
    title: 'Uruhushya rwo gutwara rwa {{name}}',
    imageAlt: 'Uruhushya rwo gutwara rwa {{name}}',
    loading: "Ifoto y'uruhushya irimo gufunguka…",
    failed: "Ifoto y'uruhushya ntiyashoboye gufunguka",
    missing: "Nta foto y'uruhushya ihari",
    zoomIn: 'Ongera ubunini',
    zoomOut: 'Gabanya ubunini',
    zoomLevel: 'Ubunini {{percent}}%',
    rotate: 'Hindukiza 90°',
    download: 'Kuramo',
    approve: 'Emeza',
    reject: 'Anga',
    deciding: 'Birimo kubikwa…',
    submitted: 'Rwoherejwe {{date}}',
    controls: "Ibikoresho by'ifoto",
  },
} satisfies Words<{ licenceViewer: typeof licenceViewer }>;
