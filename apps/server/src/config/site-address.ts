import type { Config } from './env.js';

/**
 * What an operator should hear at start-up about addresses (rules §10.4): without
 * `PUBLIC_URL`, absolute links name `site`, the address this process listens on — and an
 * email's links then open only on this machine.
 */
export function startUpWarnings(
  config: Pick<Config, 'publicUrl' | 'smtp'>,
  site: string,
): string[] {
  if (config.publicUrl) return [];
  const warnings = [
    `PUBLIC_URL is not set: absolute links (canonical, link previews, sitemap.xml, robots.txt) name ${site}, the address this process listens on; set PUBLIC_URL to the site's public address`,
  ];
  if (config.smtp)
    warnings.push(
      `Email is on (SMTP_URL) but PUBLIC_URL is not set: links in emails and password resets name ${site}, which only this machine can open; set PUBLIC_URL to the site's public address`,
    );
  return warnings;
}

/**
 * `http://host:port` as configured; every address (`0.0.0.0`, `::`) reads as localhost.
 * A port the system picks (`0`) is known only once listening: undefined then.
 */
export function configuredOrigin(host: string, port: number): string | undefined {
  if (port === 0) return undefined;
  const everywhere = host === '0.0.0.0' || host === '::';
  const name = everywhere ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
