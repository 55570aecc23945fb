import type { FastifyRequest } from 'fastify';

/**
 * The secrets an address can carry (rules §9.18): the gateways' callback paths end in their
 * token (`/api/sms/inbound/{token}`, `/api/sms/delivery-reports/{token}`,
 * `/api/ussd/{token}`), a reset link carries `token=` and the live stream its pass
 * (`ticket=`). Each is written `[redacted]` wherever an address reaches the log.
 */
const secretPath = /^(\/api\/(?:sms\/(?:delivery-reports|inbound)|ussd)\/)[^/?#]+/i;
const secretQuery = /([?&;](?:token|ticket)=)[^&#;]*/gi;

/** The address as the log may keep it: every secret in it written `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(secretPath, '$1[redacted]').replace(secretQuery, '$1[redacted]');
}

/** A request as its log line shows it (Fastify's own fields, the address redacted). */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
