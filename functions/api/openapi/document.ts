import { zodToOpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import * as schemas from '@shared/contract/schemas';
import { BEARER_AUTH } from './declare';
import { docsPage } from './docs-page';
import { toYaml } from './yaml';

/** Entities that appear under components.schemas by these names instead of inline, each time. */
const COMPONENTS: Record<string, z.ZodType> = {
  Nft: schemas.nftSchema,
  NftTrait: schemas.nftTraitSchema,
  Collection: schemas.collectionSchema,
  CollectionDetails: schemas.collectionDetailsSchema,
  CollectionSimple: schemas.collectionSimpleSchema,
  CollectionAttribute: schemas.collectionAttributeSchema,
  Auction: schemas.auctionSchema,
  AuctionBid: schemas.auctionBidSchema,
  DirectSell: schemas.directSellSchema,
  DirectBuy: schemas.directBuySchema,
  Price: schemas.priceSchema,
  Fee: schemas.feeSchema,
  Royalty: schemas.royaltySchema,
  Social: schemas.socialSchema,
  NftEvent: schemas.nftEventSchema,
  User: schemas.userSchema,
  Root: schemas.rootSchema,
  SearchResult: schemas.searchResultSchema,
  MetricsSummary: schemas.metricsSummarySchema,
};

/** Names the shared schemas in the generator's own registry, leaving the schemas (and the client) untouched. */
function nameComponents(): void {
  for (const [refId, schema] of Object.entries(COMPONENTS)) {
    if (!zodToOpenAPIRegistry.has(schema)) zodToOpenAPIRegistry.add(schema, { _internal: { refId } });
  }
}

const INFO = {
  title: 'Venom NFT Marketplace API',
  version: '1.0.0',
  description: [
    "The marketplace HTTP contract (the reference indexer's routes at the same paths), served by this site under `/api`.",
    '',
    "* Token amounts are decimal strings of integers in the token's smallest units; USD values are decimal strings.",
    '* Errors are JSON `{"error": "...", "field": "..."}`; `field` names the request field at fault.',
    '* Routes marked with a lock need `Authorization: Bearer <jwt>` from `POST /user/sign_in`.',
    '* Extensions beyond the reference: `Nft.endedAuction` and `CollectionAttribute.counts`.',
  ].join('\n'),
};

/** Builds the OpenAPI 3.1 document of every route declared on `app` (cached: routes are fixed at startup). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function openApiDocument(app: OpenAPIHono<any, any, any>) {
  nameComponents();
  app.openAPIRegistry.registerComponent('securitySchemes', BEARER_AUTH, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The session token `POST /user/sign_in` answers, as `Authorization: Bearer <jwt>`.',
  });
  return app.getOpenAPI31Document({ openapi: '3.1.0', info: INFO, servers: [{ url: '/api', description: 'This site' }] });
}

const text = (type: string, description: string) => ({ 200: { description, content: { [type]: { schema: z.string() } } } });
const documentJson = {
  200: { description: 'The OpenAPI 3.1 document', content: { 'application/json': { schema: z.looseObject({ openapi: z.string() }) } } },
};

/** Serves the document at the reference's paths (api-contract §10.35), and the interactive docs page. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function serveDocs(app: OpenAPIHono<any, any, any>): void {
  let cached: { json: string; yaml: string } | null = null;
  const documents = () => {
    if (!cached) {
      const document = openApiDocument(app);
      cached = { json: JSON.stringify(document), yaml: toYaml(document) };
    }
    return cached;
  };
  const json = (c: { body: (b: string, s: 200, h: Record<string, string>) => Response }) =>
    c.body(documents().json, 200, { 'content-type': 'application/json; charset=utf-8' });
  const tags = ['Service'];
  app.openapi(
    createRoute({ method: 'get', path: '/swagger.json', tags, summary: 'This OpenAPI document (JSON)', responses: documentJson }),
    json as never,
  );
  app.openapi(
    createRoute({ method: 'get', path: '/api-docs/openapi.json', tags, summary: 'This OpenAPI document (JSON)', responses: documentJson }),
    json as never,
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/swagger.yaml',
      tags,
      summary: 'This OpenAPI document (YAML)',
      responses: text('application/yaml', 'The OpenAPI 3.1 document'),
    }),
    (c) => c.body(documents().yaml, 200, { 'content-type': 'application/yaml; charset=utf-8' }),
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/swagger',
      tags,
      summary: 'Interactive API docs (Swagger UI)',
      responses: text('text/html', 'An HTML page'),
    }),
    async (c) => {
      const { html, csp } = await docsPage(c.req.path.replace(/swagger$/, 'swagger.json'));
      return c.html(html, 200, { 'content-security-policy': csp });
    },
  );
}
