/**
 * The session address's profit and loss and its trade history file. Like the watchlist, every route
 * needs the session and reads only that address's trades: there is no address in any request.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { historyQuerySchema } from '@shared/contract/requests';
import { networkTokens } from '@shared/lib/network-config';
import { pnl } from '../../db/queries/pnl';
import { historyCsv } from '../../db/queries/trade-history';
import { requireAuth, type AuthVariables } from '../auth/require-auth';
import { BEARER_AUTH, getRoute } from '../openapi/declare';
import { ROUTES } from '@shared/contract/routes';
import { errorResponses } from '../openapi/errors';
import { openApiRouter } from '../openapi/router';
import { ROUTE_PATHS } from '@shared/contract/route-paths';

const tag = 'Portfolio';

export const pnlRoutes = openApiRouter<AuthVariables>()
  .openapi(
    getRoute({
      ...ROUTES.pnl,
      tag,
      summary: "The session address's profit and loss",
      description:
        "Unrealised: each held NFT's cost basis (the price of the purchase, accepted offer or won auction that brought it, in its token and in USD at that moment; none for a mint or a transfer in) against its collection's floor now, per NFT and per collection. Realised: each sale's price minus the market fee and royalty its own transaction paid, minus the cost basis of that NFT's last acquisition (FIFO per NFT), with totals for 24 h, 7 d, 30 d, a year and all time; `period` picks the sales listed.",
      auth: true,
    }),
    async (c) => c.json(await pnl(c.env.DB, c.var.address, c.req.valid('query').period), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: ROUTE_PATHS.historyCsv,
      tags: [tag],
      summary: "The session address's trades as a CSV file",
      description:
        "One row per purchase, sale, accepted offer, auction win, mint and transfer with `from` ≤ time < `to` (Unix seconds; default all), oldest first: the date (UTC, ISO 8601), the type, the NFT and collection, the counterparty, the price in its token with exact decimals and in USD at that moment, the fee, the royalty and the transaction hash. RFC 4180, a header row; text starting with `=`, `+`, `-` or `@` is prefixed with `'`. Streamed.",
      security: [{ [BEARER_AUTH]: [] }],
      middleware: [requireAuth],
      request: { query: historyQuerySchema },
      responses: {
        200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
        ...errorResponses([400, 401]),
      },
    }),
    (c) => {
      const { from, to } = c.req.valid('query');
      const range = { from: from ?? 0, to: to ?? Number.MAX_SAFE_INTEGER };
      return new Response(historyCsv(c.env.DB, c.var.address, range, networkTokens(c.env)), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="trades.csv"',
          'cache-control': 'private, no-store',
        },
      });
    },
  );
