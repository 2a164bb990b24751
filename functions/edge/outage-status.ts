// Astro sends its error page (src/pages/500.astro) with status 500 whatever the page sets. The page marks
// an outage (the API could not answer) with Retry-After; this gives that answer its 503.
export function withOutageStatus(response: Response): Response {
  if (response.status !== 500 || !response.headers.has('retry-after')) return response;
  return new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers: response.headers });
}
