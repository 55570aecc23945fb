import type { Plugin } from 'vite';
import { offlineMarker } from '../src/pwa/cache-names.ts';

/**
 * `offline.html`: the built page template marked as the offline page. The service worker
 * precaches it and answers with it for a page never seen, without a connection; the app
 * then draws the offline screen in the person's language (rules §9.21).
 */
export function offlinePage(): Plugin {
  return {
    name: 'kodesha-offline-page',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const template = bundle['index.html'];
      if (!template || template.type !== 'asset') return;
      const html = String(template.source).replace(
        /<head>/i,
        `<head><meta name="${offlineMarker}" content="fallback" /><meta name="robots" content="noindex" />`,
      );
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: html });
    },
  };
}
