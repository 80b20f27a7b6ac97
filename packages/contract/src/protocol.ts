// The envelope's names and timeouts, apart from its schemas (envelope.ts) so that a web page can call commands
// without loading zod.

/** The four services of the envelope: main web service, user-center, payment, file-server. */
export const SERVICES = ['main', 'uc', 'pay', 'file'] as const;
export type Service = (typeof SERVICES)[number];
export const DEFAULT_VERSION = '1.0';

/** Request timeouts of screens-protocol.md section 9. */
export const REQUEST_TIMEOUT_MS = 20_000;
export const TMS_REQUEST_TIMEOUT_MS = 50_000;
