import { networkConfig } from '@shared/lib/network-config';
import { signIn } from '../auth/sign-in';
import { jsonRoute } from '../openapi/declare';
import { ROUTES } from '@shared/contract/routes';
import { openApiRouter } from '../openapi/router';

/** POST /user/sign_in (api-contract §5.2): a signed login message for a session token (a JSON string). */
export const signInRoutes = openApiRouter().openapi(
  jsonRoute({
    ...ROUTES.signIn,
    tag: 'Users',
    summary: 'Exchange a signed login message for a session token (a JSON string)',
    description:
      'The wallet signs `I want to login at {service} with address {address} at {timestamp}`; the answer is the JWT for `Authorization: Bearer`.',
    errors: [401, 429],
  }),
  async (c) => {
    const input = c.req.valid('json');
    const now = Math.floor(Date.now() / 1000);
    const db = c.env.DB;
    const network = networkConfig(c.env);
    const token = await signIn(input, {
      serviceName: network.serviceName,
      networkSignatureId: network.signatureId,
      jwtSecret: c.env.JWT_SECRET,
      tokenLifetimeSeconds: Number(c.env.AUTH_TOKEN_LIFETIME) || 86_400,
      nowSeconds: now,
      rememberSignature: async (signatureHex, expiresAt) => {
        const [, inserted] = await db.batch([
          db.prepare('DELETE FROM used_signatures WHERE expires_at < ?').bind(now),
          db.prepare('INSERT OR IGNORE INTO used_signatures (signature, expires_at) VALUES (?, ?)').bind(signatureHex, expiresAt),
        ]);
        return (inserted?.meta.changes ?? 0) > 0;
      },
    });
    return c.json(token, 200);
  },
);
