// The heavy part of the share card, loaded only by the /og route (dynamic import): satori lays the card out
// into an SVG with the bundled Inter font (text becomes paths, nothing is fetched), resvg turns it into a PNG.
// Both engines are Wasm, imported compiled and initialised once per isolate. satori stays at 0.32: later
// releases bundle a HarfBuzz loader that fetches and compiles its Wasm at run time, which Workers forbid.
import cyrillicExtraBold from '@fontsource/inter/files/inter-cyrillic-800-normal.woff?inline';
import cyrillicMedium from '@fontsource/inter/files/inter-cyrillic-500-normal.woff?inline';
import latinExtExtraBold from '@fontsource/inter/files/inter-latin-ext-800-normal.woff?inline';
import latinExtMedium from '@fontsource/inter/files/inter-latin-ext-500-normal.woff?inline';
import latinExtraBold from '@fontsource/inter/files/inter-latin-800-normal.woff?inline';
import latinMedium from '@fontsource/inter/files/inter-latin-500-normal.woff?inline';
import { initWasm as initResvg, Resvg } from '@resvg/resvg-wasm';
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm?module';
import satori, { init as initSatori } from 'satori/standalone';
import yogaWasm from 'satori/yoga.wasm?module';
import { OG_CARD_HEIGHT, OG_CARD_WIDTH } from '@shared/lib/og-card';
import type { ReactElement } from 'react';
import type { CardData, CollectionCardData } from './card-data';
import { CARD_FONT, cardLayout, collectionCardLayout, withBackdrop } from './layout';

let engines: Promise<void> | null = null;

function ready(): Promise<void> {
  engines ??= Promise.all([initSatori(yogaWasm), initResvg(resvgWasm)]).then(
    () => undefined,
    (error: unknown) => {
      engines = null; // a failed start is retried by the next card
      throw error;
    },
  );
  return engines;
}

/** The font files arrive inlined as data URLs (Vite's ?inline), so no fetch and no asset binding are needed. */
function fontBytes(dataUrl: string): ArrayBuffer {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

type Weight = 500 | 800;
/** Inter's Latin, Latin Extended and Cyrillic subsets; satori takes each glyph from the first that has it. */
const FONT_FILES: readonly (readonly [string, Weight])[] = [
  [latinMedium, 500],
  [latinExtraBold, 800],
  [latinExtMedium, 500],
  [latinExtExtraBold, 800],
  [cyrillicMedium, 500],
  [cyrillicExtraBold, 800],
];

/** Decoded once per isolate; satori also keeps its parsed fonts per array. */
let fonts: { name: string; data: ArrayBuffer; weight: Weight; style: 'normal' }[] | null = null;

/** A card's element tree as a PNG of OG_CARD_WIDTH x OG_CARD_HEIGHT. */
async function rasterise(layout: ReactElement): Promise<Uint8Array<ArrayBuffer>> {
  await ready();
  fonts ??= FONT_FILES.map(([file, weight]) => ({ name: CARD_FONT, data: fontBytes(file), weight, style: 'normal' }));
  const svg = await satori(layout, { width: OG_CARD_WIDTH, height: OG_CARD_HEIGHT, fonts });
  const resvg = new Resvg(withBackdrop(svg), { fitTo: { mode: 'width', value: OG_CARD_WIDTH }, font: { loadSystemFonts: false } });
  const image = resvg.render();
  try {
    return new Uint8Array(image.asPng()); // a copy out of Wasm memory, typed as a plain ArrayBuffer view
  } finally {
    image.free();
    resvg.free();
  }
}

/** An NFT's card as a PNG. */
export function renderCardPng(card: CardData, artwork: string | null): Promise<Uint8Array<ArrayBuffer>> {
  return rasterise(cardLayout(card, artwork));
}

/** A collection's card as a PNG. */
export function renderCollectionCardPng(card: CollectionCardData, artwork: string | null): Promise<Uint8Array<ArrayBuffer>> {
  return rasterise(collectionCardLayout(card, artwork));
}
