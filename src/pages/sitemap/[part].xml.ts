// /sitemap/nfts-<n>.xml: the n-th NFTS_PER_PART NFT pages by name. Any other name, or a part past the
// last one the index lists, is 404.
import type { APIRoute } from 'astro';
import { absolute, nftPartAddresses, nftPartCount, notFound, urlsetXml, xmlResponse } from './_sitemap';

const NFT_PART = /^nfts-([1-9]\d{0,5})$/;

export const GET: APIRoute = async ({ locals, params, url }) => {
  const match = NFT_PART.exec(params.part ?? '');
  if (!match) return notFound();
  const part = Number(match[1]);
  if (part > (await nftPartCount(locals.api))) return notFound();
  const addresses = await nftPartAddresses(locals.api, part);
  return xmlResponse(urlsetXml(addresses.map((address) => ({ loc: absolute(url.origin, `/nft/${address}`) }))));
};
