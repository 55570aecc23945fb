import { i18n } from '@/lib/i18n';

/** The licence viewer of the admin screens (rules §8.2): zoom, rotate, download, decide. */
export const licenceViewer = {
  title: 'Driving licence of {{name}}',
  imageAlt: 'Driving licence of {{name}}',
  loading: 'Loading the licence photo…',
  failed: 'Failed to load licence image',
  missing: 'No licence image available',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomLevel: 'Zoom {{percent}}%',
  rotate: 'Rotate 90°',
  download: 'Download',
  approve: 'Approve',
  reject: 'Reject',
  deciding: 'Saving…',
  submitted: 'Sent {{date}}',
  controls: 'Photo controls',
} as const;

i18n.addPart('licence-viewer', { licenceViewer });
