// Media kind of an NFT file, from its mime type (spec section 3: "Media kind derives from mime type:
// image, document, video, audio or none").

export type MediaKind = 'image' | 'document' | 'video' | 'audio' | 'none';

// Documents: PDFs, plain text and the common office formats. Anything else under application/
// (JSON, zip, binaries) has no viewer, so it is "none".
const DOCUMENT_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/rtf',
  'application/vnd.oasis.opendocument.text',
]);

/** Case-insensitive; parameters such as "; charset=utf-8" are ignored. Null, empty or unknown give "none". */
export function mediaKind(mimeType: string | null | undefined): MediaKind {
  const type = (mimeType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === '') return 'none';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('text/') || DOCUMENT_TYPES.has(type)) return 'document';
  return 'none';
}
