import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { PRINT_AGENT_PORTS } from '@parcelflow/contract';

/** The print agent on the user's machine (docs/printing.md section 9): the web probes and calls these, nothing else local. */
const PRINT_AGENT_ORIGINS = PRINT_AGENT_PORTS.map((port) => `http://127.0.0.1:${port}`);

/**
 * Helmet's headers with a Content-Security-Policy the built SPA passes: scripts only from this origin (Vite emits
 * no inline script), styles inline too because antd writes its CSS-in-JS into <style> elements at run time,
 * images from data: and blob: URLs (icons, previews), connections to this origin and the print agent's ports, and no
 * framing by any other site.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...PRINT_AGENT_ORIGINS],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The SPA downloads exports and error reports it fetched itself; cross-origin isolation would gain nothing.
    crossOriginEmbedderPolicy: false,
    // HSTS belongs to whoever terminates TLS (the reverse proxy); a plain-HTTP office install must not pin itself.
    strictTransportSecurity: false,
  });
}
