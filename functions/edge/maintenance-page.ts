// A self-contained page (no scripts, styles in a static stylesheet-free form) so it renders even when the app cannot.
export function renderMaintenancePage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Under maintenance | Venom NFT Marketplace</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/maintenance.css">
</head>
<body>
<main>
<img src="/favicon.svg" width="56" height="56" alt="">
<h1>We'll be right back</h1>
<p>The Venom NFT Marketplace is under maintenance. Your NFTs and funds are safe on the blockchain.</p>
<p>Please try again in a few minutes.</p>
</main>
</body>
</html>`;
}
