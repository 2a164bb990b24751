import { signInRequestSchema } from '../../../src/api/requests';
import { signInResultSchema } from '../../../src/api/schemas';
import { devnetWalletAddress } from '../../devnet/wallet-address';
import { signIn } from '../auth/sign-in';
import { jsonRoute } from '../openapi/declare';
import { openApiRouter } from '../openapi/router';

/** POST /user/sign_in (api-contract §5.2): a signed login message for a session token (a JSON string). */
export const signInRoutes = openApiRouter().openapi(
  jsonRoute({
    path: '/user/sign_in',
    tag: 'Users',
    summary: 'Exchange a signed login message for a session token (a JSON string)',
    description: 'The wallet signs `I want to login at {service} with address {address} at {timestamp}`; the answer is the JWT for `Authorization: Bearer`.',
    body: signInRequestSchema,
    response: signInResultSchema,
    errors: [401, 429, 503],
  }),
  async (c) => {
    const input = c.req.valid('json');
    const now = Math.floor(Date.now() / 1000);
    const db = c.env.DB;
    const token = await signIn(input, {
      serviceName: c.env.SERVICE_NAME,
      jwtSecret: c.env.JWT_SECRET,
      tokenLifetimeSeconds: Number(c.env.AUTH_TOKEN_LIFETIME) || 86_400,
      nowSeconds: now,
      // Mainnet needs the wallets' code hashes to derive addresses; see the README's sign-in section.
      walletAddressOf: (key, type, workchain) =>
        c.env.CHAIN === 'devnet' ? devnetWalletAddress(key, type, workchain) : Promise.resolve(null),
      rememberSignature: async (signature, expiresAt) => {
        const [, inserted] = await db.batch([
          db.prepare('DELETE FROM used_signatures WHERE expires_at < ?').bind(now),
          db.prepare('INSERT OR IGNORE INTO used_signatures (signature, expires_at) VALUES (?, ?)').bind(signature, expiresAt),
        ]);
        return (inserted?.meta.changes ?? 0) > 0;
      },
    });
    return c.json(token, 200);
  },
);
