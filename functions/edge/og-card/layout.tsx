// The share cards' design, as the element tree satori lays out: the site's dark page colours, the artwork (an
// NFT's, a collection's logo) on the left; on the right an NFT's collection, big name and price, or a
// collection's big name and market figures. Strings are passed as children, so
// satori draws them as text whatever they contain.
import type { ReactElement } from 'react';
import { OG_CARD_HEIGHT, OG_CARD_WIDTH } from '@shared/lib/og-card';
import { SITE_NAME } from '@shared/lib/site';
import type { CardData, CardPrice, CollectionCardData } from './card-data';

/** The font family the renderer registers (Inter, from @fontsource/inter). */
export const CARD_FONT = 'Inter';

const PAD = 64;
const ART = OG_CARD_HEIGHT - 2 * PAD;
const GAP = 56;
/** The text column: what the padding, artwork and gap leave. */
const TEXT_WIDTH = OG_CARD_WIDTH - 2 * PAD - ART - GAP;
const BADGE = 30;
const COLORS = {
  page: '#0d1117',
  text: '#f0f6fc',
  soft: '#9da7b3',
  brand: '#11a97d',
  brandDark: '#0b7d5c',
  panel: 'rgba(255, 255, 255, 0.05)',
  line: 'rgba(255, 255, 255, 0.12)',
};

/** Shorter names are set bigger; the longest still fit three lines. */
function nameSize(name: string): number {
  const length = Array.from(name).length;
  if (length <= 18) return 68;
  if (length <= 36) return 56;
  return 44;
}

function amountSize(text: string): number {
  if (text.length <= 14) return 52;
  if (text.length <= 22) return 40;
  return 30;
}

/** A figure fits its half of the panel: "$1 234 567.89" still does. */
function statSize(text: string): number {
  if (text.length <= 8) return 36;
  if (text.length <= 11) return 30;
  return 24;
}

function Artwork({ src, name }: { src: string | null; name: string }): ReactElement {
  const frame = { width: ART, height: ART, borderRadius: 32, flexShrink: 0 };
  // The card is an image; its text names the NFT, so the artwork inside it is decorative.
  if (src) return <img src={src} alt="" width={ART} height={ART} style={{ ...frame, objectFit: 'cover' }} />;
  // No artwork to show (none, or it could not be loaded in time): the name's initial on the brand colour.
  return (
    <div
      style={{
        ...frame,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: COLORS.brandDark,
        color: 'rgba(255, 255, 255, 0.9)',
        fontSize: 220,
        fontWeight: 800,
      }}
    >
      {Array.from(name)[0]?.toUpperCase() ?? ''}
    </div>
  );
}

function VerifiedBadge(): ReactElement {
  return (
    <svg width={BADGE} height={BADGE} viewBox="0 0 24 24" style={{ marginLeft: 10, flexShrink: 0 }}>
      <circle cx="12" cy="12" r="11" fill={COLORS.brand} />
      <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#ffffff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function Price({ price }: { price: CardPrice | null }): ReactElement {
  const amount = price ? `${price.amount} ${price.symbol}` : '';
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        padding: '24px 28px',
        borderRadius: 24,
        backgroundColor: COLORS.panel,
        border: `1px solid ${COLORS.line}`,
      }}
    >
      <div style={{ display: 'flex', fontSize: 22, fontWeight: 500, color: COLORS.soft, textTransform: 'uppercase', letterSpacing: 1.5 }}>
        {price ? price.label : 'Not for sale'}
      </div>
      {price ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 14, marginTop: 8, color: COLORS.text }}>
          <span style={{ fontSize: amountSize(amount), fontWeight: 800 }}>{price.amount}</span>
          <span style={{ fontSize: 30, fontWeight: 500, color: COLORS.brand }}>{price.symbol}</span>
        </div>
      ) : (
        <div style={{ display: 'flex', marginTop: 8, fontSize: 30, fontWeight: 500, color: COLORS.text }}>Open to offers</div>
      )}
    </div>
  );
}

/**
 * The page colour with a brand glow from the top right, under the card's SVG. Drawn as plain SVG on purpose:
 * satori turns a CSS gradient into a pattern that costs resvg about a second to paint, this about a tenth.
 */
export function withBackdrop(card: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_CARD_WIDTH}" height="${OG_CARD_HEIGHT}" viewBox="0 0 ${OG_CARD_WIDTH} ${OG_CARD_HEIGHT}">` +
    `<defs><radialGradient id="card-glow" cx="${OG_CARD_WIDTH}" cy="0" r="${OG_CARD_WIDTH * 0.65}" gradientUnits="userSpaceOnUse">` +
    `<stop offset="0" stop-color="${COLORS.brand}" stop-opacity="0.3"/><stop offset="1" stop-color="${COLORS.brand}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="100%" height="100%" fill="${COLORS.page}"/><rect width="100%" height="100%" fill="url(#card-glow)"/>${card}</svg>`
  );
}

/** Artwork left, a text column right: the frame both cards share. */
function CardFrame({ art, children }: { art: ReactElement; children: ReactElement[] }): ReactElement {
  return (
    <div
      style={{
        width: OG_CARD_WIDTH,
        height: OG_CARD_HEIGHT,
        display: 'flex',
        padding: PAD,
        fontFamily: CARD_FONT,
        color: COLORS.text,
      }}
    >
      {art}
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', marginLeft: GAP, width: TEXT_WIDTH }}>
        {children}
      </div>
    </div>
  );
}

function SiteName(): ReactElement {
  return (
    <div style={{ display: 'flex', alignItems: 'center', fontSize: 22, fontWeight: 500, color: COLORS.soft }}>
      <div style={{ width: 14, height: 14, borderRadius: 7, backgroundColor: COLORS.brand, marginRight: 12 }} />
      {SITE_NAME}
    </div>
  );
}

/** The card for an NFT, on a transparent ground (see withBackdrop); `artwork` is a data URL, or null for the text-only design. */
export function cardLayout(card: CardData, artwork: string | null): ReactElement {
  return (
    <CardFrame art={<Artwork src={artwork} name={card.name} />}>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <SiteName />
        <div style={{ display: 'flex', alignItems: 'center', marginTop: 36, fontSize: 30, fontWeight: 500, color: COLORS.brand }}>
          <span style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: TEXT_WIDTH - BADGE - 10 }}>
            {card.collection}
          </span>
          {card.verified && <VerifiedBadge />}
        </div>
        <div style={{ display: 'block', marginTop: 14, fontSize: nameSize(card.name), fontWeight: 800, lineHeight: 1.1, lineClamp: 3 }}>
          {card.name}
        </div>
      </div>
      <Price price={card.price} />
    </CardFrame>
  );
}

/** The card for a collection: its logo, name and the figures its page leads with. */
export function collectionCardLayout(card: CollectionCardData, artwork: string | null): ReactElement {
  return (
    <CardFrame art={<Artwork src={artwork} name={card.name} />}>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <SiteName />
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            marginTop: 36,
            fontSize: 26,
            fontWeight: 500,
            color: COLORS.brand,
            textTransform: 'uppercase',
            letterSpacing: 1.5,
          }}
        >
          Collection
          {card.verified && <VerifiedBadge />}
        </div>
        <div style={{ display: 'block', marginTop: 14, fontSize: nameSize(card.name), fontWeight: 800, lineHeight: 1.1, lineClamp: 2 }}>
          {card.name}
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          borderRadius: 24,
          backgroundColor: COLORS.panel,
          border: `1px solid ${COLORS.line}`,
          padding: '12px 0',
        }}
      >
        {card.stats.map((stat) => (
          <div key={stat.label} style={{ display: 'flex', flexDirection: 'column', width: '50%', padding: '10px 28px' }}>
            <div
              style={{ display: 'flex', fontSize: 20, fontWeight: 500, color: COLORS.soft, textTransform: 'uppercase', letterSpacing: 1.5 }}
            >
              {stat.label}
            </div>
            <div style={{ display: 'flex', marginTop: 4, fontSize: statSize(stat.value), fontWeight: 800, whiteSpace: 'nowrap' }}>
              {stat.value}
            </div>
          </div>
        ))}
      </div>
    </CardFrame>
  );
}
