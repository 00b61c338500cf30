import helmet from '@fastify/helmet'
import fp from 'fastify-plugin'

/**
 * Helmet's security headers on every answer, pages and API alike. The policy is the app's own: scripts, styles,
 * fonts, images and requests from this origin only, no framing, no plugins. Helmet's `upgrade-insecure-requests`
 * and HSTS are left out: the server speaks plain HTTP, and on a LAN address they would send the browser to an
 * HTTPS port nobody listens on (a TLS proxy in front sets its own).
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'"],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: false,
    })
  },
  { name: 'security-headers' },
)
