// The interactive docs page (/api/swagger): Swagger UI from a pinned CDN release with subresource
// integrity, under a CSP of its own. It is an API route: no site page loads any of it.
import { sha256Bytes } from '@shared/lib/sha256-async';

const SWAGGER_UI = 'https://cdn.jsdelivr.net/npm/swagger-ui-dist@5.35.0';
// sha384 of the files of swagger-ui-dist 5.35.0 as published on npm.
const BUNDLE_SRI = 'sha384-gjRm0bEPMeTmMh5jT2cHccIwCUZSTd8YC+j0d0sXw0MdGEfScduGpSyF3ZSSLkX9';
const CSS_SRI = 'sha384-WlYgdmXYOOBWL5apwjDEZwN+U3HmXSSu5R6V5aGxEcf7z+KuRNwBhoxKVN1i3D5I';

function startScript(specUrl: string): string {
  return `window.onload=function(){window.ui=SwaggerUIBundle({url:${JSON.stringify(specUrl)},dom_id:'#swagger-ui',deepLinking:true,persistAuthorization:true})};`;
}

async function sha256Base64(text: string): Promise<string> {
  const digest = await sha256Bytes(text);
  return btoa(String.fromCharCode(...digest));
}

/** The page, and the Content-Security-Policy that allows exactly its scripts and styles. */
export async function docsPage(specUrl: string): Promise<{ html: string; csp: string }> {
  const script = startScript(specUrl);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Venom NFT Marketplace API</title>
<link rel="stylesheet" href="${SWAGGER_UI}/swagger-ui.css" integrity="${CSS_SRI}" crossorigin="anonymous">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${SWAGGER_UI}/swagger-ui-bundle.js" integrity="${BUNDLE_SRI}" crossorigin="anonymous"></script>
<script>${script}</script>
</body>
</html>
`;
  const csp = [
    "default-src 'none'",
    `script-src https://cdn.jsdelivr.net 'sha256-${await sha256Base64(script)}'`,
    // Swagger UI sets style attributes on its elements.
    "style-src https://cdn.jsdelivr.net 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
  ].join('; ');
  return { html, csp };
}
