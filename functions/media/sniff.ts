// What the media proxy may serve: a short list of image, video, audio and document types, each recognised
// by its own leading bytes. The upstream Content-Type is only ever used to refuse (an upstream that says
// "HTML" is not serving media); what is served is what the bytes are.

export const MEDIA_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/svg+xml',
  'video/mp4',
  'video/webm',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'application/pdf',
] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

const MB = 1024 * 1024;
/** Images (SVG included). */
export const IMAGE_MAX_BYTES = 10 * MB;
/** Video, audio and PDF. */
export const LARGE_MEDIA_MAX_BYTES = 25 * MB;
/** The most any response may be, whatever its type (checked against Content-Length before reading). */
export const MAX_MEDIA_BYTES = LARGE_MEDIA_MAX_BYTES;
/** How many leading bytes are read to recognise a type (SVG may open with a long prolog). */
export const SNIFF_BYTES = 4096;

export function maxBytesFor(type: MediaType): number {
  return type.startsWith('image/') ? IMAGE_MAX_BYTES : LARGE_MEDIA_MAX_BYTES;
}

/** Declared types that mean "this is a document or script, not media": refused whatever the bytes. */
const ACTIVE_TYPE =
  /^(?:text\/html|application\/xhtml\+xml|text\/javascript|application\/javascript|application\/x-javascript|text\/ecmascript|application\/ecmascript|multipart\/)/;

export function isRefusedDeclaredType(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return ACTIVE_TYPE.test(type);
}

function bytesAre(b: Uint8Array, at: number, expected: readonly number[]): boolean {
  if (b.length < at + expected.length) return false;
  return expected.every((value, i) => b[at + i] === value);
}

function asciiAt(b: Uint8Array, at: number, text: string): boolean {
  return bytesAre(
    b,
    at,
    Array.from(text, (c) => c.charCodeAt(0)),
  );
}

function ascii(b: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...b.subarray(from, Math.min(to, b.length)));
}

const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso8',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'M4V ',
  'M4VP',
  'M4A ',
  'dash',
  'f4v ',
  'MSNV',
  '3gp4',
  '3gp5',
  '3gp6',
]);

/** ISO base media (`ftyp` box): AVIF when any brand says so, MP4 for the common MP4 brands, else nothing (HEIC, QuickTime). */
function isoMedia(b: Uint8Array): MediaType | null {
  const boxSize = ((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0;
  const end = Math.min(b.length, Math.max(boxSize, 16), 256);
  const brands = [ascii(b, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(b, at, at + 4));
  if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'image/avif';
  if (brands.some((brand) => MP4_BRANDS.has(brand))) return 'video/mp4';
  return null;
}

/** An MPEG audio frame header: 11 sync bits, a known version and layer, a usable bitrate. */
function isMpegAudioFrame(b: Uint8Array): boolean {
  if (b.length < 3 || b[0] !== 0xff) return false;
  const b1 = b[1]!;
  return (b1 & 0xe0) === 0xe0 && (b1 & 0x18) !== 0x08 && (b1 & 0x06) !== 0 && b[2]! >> 4 !== 0x0f;
}

/** An XML document whose root element is <svg>, after any prolog: XML declaration, comments, whitespace, DOCTYPE. */
export function isSvg(b: Uint8Array): boolean {
  const text = new TextDecoder('utf-8').decode(b.subarray(0, SNIFF_BYTES));
  let at = 0;
  for (;;) {
    while (at < text.length && /\s/.test(text[at]!)) at++;
    if (text.startsWith('<?xml', at)) {
      const end = text.indexOf('?>', at);
      if (end < 0) return false;
      at = end + 2;
    } else if (text.startsWith('<!--', at)) {
      const end = text.indexOf('-->', at + 4);
      if (end < 0) return false;
      at = end + 3;
    } else if (/^<!DOCTYPE\s+svg[\s>[]/.test(text.slice(at, at + 20))) {
      // Only an SVG document type; any other (<!DOCTYPE html>) means it is not an SVG document.
      const close = text.indexOf('>', at);
      const subset = text.indexOf('[', at);
      const end = subset >= 0 && (close < 0 || subset < close) ? text.indexOf(']', subset) : at;
      const after = end < 0 ? -1 : text.indexOf('>', end);
      if (after < 0) return false;
      at = after + 1;
    } else {
      break;
    }
  }
  return /^<svg[\s>/]/.test(text.slice(at, at + 5));
}

/** The allowed type these leading bytes are, or null when they are none of them. */
export function sniffMediaType(b: Uint8Array): MediaType | null {
  if (bytesAre(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (bytesAre(b, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (asciiAt(b, 0, 'GIF87a') || asciiAt(b, 0, 'GIF89a')) return 'image/gif';
  if (asciiAt(b, 0, 'RIFF') && asciiAt(b, 8, 'WEBP')) return 'image/webp';
  if (asciiAt(b, 0, 'RIFF') && asciiAt(b, 8, 'WAVE')) return 'audio/wav';
  if (b.length >= 16 && asciiAt(b, 4, 'ftyp')) return isoMedia(b);
  if (bytesAre(b, 0, [0x1a, 0x45, 0xdf, 0xa3])) return ascii(b, 4, 64).includes('webm') ? 'video/webm' : null; // Matroska is not WebM
  if (asciiAt(b, 0, 'OggS')) return 'audio/ogg';
  if (asciiAt(b, 0, 'ID3') || isMpegAudioFrame(b)) return 'audio/mpeg';
  if (asciiAt(b, 0, '%PDF-')) return 'application/pdf';
  if (isSvg(b)) return 'image/svg+xml';
  return null;
}
