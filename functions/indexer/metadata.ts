/**
 * Reads the fields the marketplace shows out of TIP-4.2 metadata JSON. Metadata is untrusted
 * (whatever the collection author wrote), so every field is optional and a field of the wrong
 * shape is treated as absent instead of rejecting the event.
 */
import { nameSortKey } from '@shared/lib/name-sort';

type Json = Record<string, unknown>;

const str = (value: unknown, max = 4096): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null;

const obj = (value: unknown): Json | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;

function file(value: unknown): { source: string | null; mimetype: string | null } {
  const o = obj(value);
  return { source: str(o?.['source']), mimetype: str(o?.['mimetype'], 255) };
}

function royalty(meta: Json): string | null {
  const r = obj(meta['royalty']);
  if (!r) return null;
  return JSON.stringify({ description: str(r['description']), royaltyType: str(r['royaltyType'] ?? r['royalty_type'], 255) });
}

export interface NftTraitInput {
  typeKey: string;
  valueKey: string;
  traitType: string;
  /** JSON of the value as written in the metadata. */
  traitValue: string;
  /** Trimmed text of the value (collection attribute lists show this). */
  valueText: string;
}

export interface NftFields {
  name: string | null;
  nameSort: string;
  description: string | null;
  image: string | null;
  mimetype: string | null;
  fullImage: string | null;
  fullImageMimetype: string | null;
  type: string | null;
  royalty: string | null;
  filesMimetypes: string[];
  traits: NftTraitInput[];
}

/** A trait value as text: strings trimmed, numbers and booleans printed, anything else skipped. */
function traitText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim().slice(0, 255);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return null;
}

function traits(meta: Json): NftTraitInput[] {
  const list = Array.isArray(meta['attributes']) ? meta['attributes'] : [];
  const seen = new Set<string>();
  const out: NftTraitInput[] = [];
  for (const item of list.slice(0, 100)) {
    const o = obj(item);
    const traitType = str(o?.['trait_type'] ?? o?.['traitType'], 255);
    const valueText = traitText(o?.['value']);
    if (traitType === null || valueText === null) continue;
    const typeKey = traitType.toLowerCase();
    const valueKey = valueText.toLowerCase();
    // The filter matches (type, value) pairs, so a repeated pair adds nothing.
    if (seen.has(`${typeKey}\u0000${valueKey}`)) continue;
    seen.add(`${typeKey}\u0000${valueKey}`);
    out.push({ typeKey, valueKey, traitType, traitValue: JSON.stringify(o?.['value']), valueText });
  }
  return out;
}

export function nftFields(meta: Json): NftFields {
  const preview = file(meta['preview']);
  const files = Array.isArray(meta['files']) ? meta['files'].map(file) : [];
  const name = str(meta['name'], 255);
  return {
    name,
    nameSort: nameSortKey(name),
    description: str(meta['description']),
    image: preview.source,
    mimetype: preview.mimetype,
    fullImage: files[0]?.source ?? null,
    fullImageMimetype: files[0]?.mimetype ?? null,
    type: str(meta['type'], 255),
    royalty: royalty(meta),
    filesMimetypes: [...new Set(files.map((f) => f.mimetype).filter((m): m is string => m !== null))],
    traits: traits(meta),
  };
}

export interface CollectionFields {
  name: string | null;
  description: string | null;
  logo: string | null;
  wallpaper: string | null;
  social: string | null;
  royalty: string | null;
  meta: string;
}

const SOCIAL_KEYS = ['twitter', 'telegram', 'discord', 'youtube', 'facebook', 'medium', 'website'] as const;

/** Social links from `meta.social` (or top-level keys); `external_url` doubles as the website. */
function social(meta: Json): string | null {
  const source = obj(meta['social']) ?? meta;
  const out: Record<string, string> = {};
  for (const key of SOCIAL_KEYS) {
    const value = str(source[key], 1024);
    if (value !== null) out[key] = value;
  }
  const website = str(meta['external_url'], 1024);
  if (out['website'] === undefined && website !== null) out['website'] = website;
  return Object.keys(out).length > 0 ? JSON.stringify(out) : null;
}

export function collectionFields(meta: Json): CollectionFields {
  const files = Array.isArray(meta['files']) ? meta['files'].map(file) : [];
  const wallpaper = str(meta['wallpaper']) ?? file(meta['wallpaper']).source ?? str(meta['banner']) ?? files[0]?.source ?? null;
  return {
    name: str(meta['name'], 255),
    description: str(meta['description']),
    logo: file(meta['preview']).source ?? str(meta['logo']),
    wallpaper,
    social: social(meta),
    royalty: royalty(meta),
    meta: JSON.stringify(meta),
  };
}
