// An NFT or collection image through the media path, with the placeholder and the IPFS hint when it
// cannot load (the fallback script swaps it; without JS a broken image still shows the alt text).
// MediaImage.astro renders it on the server; the activity table's item column uses it directly.
import { mediaSrc } from '@shared/lib/media-url';
import { IMAGE_HINT } from '@shared/lib/ui-text';

export interface MediaImageProps {
  readonly src: string | null | undefined;
  readonly alt: string;
  readonly className?: string | undefined;
  readonly width?: number | undefined;
  readonly height?: number | undefined;
  /** The first screenful loads eagerly; the rest lazily. */
  readonly eager?: boolean | undefined;
  /** Show the "why you don't see the image" hint under the placeholder (big images only). */
  readonly hint?: boolean | undefined;
}

export default function MediaImage({ src, alt, className = '', width = 400, height = 400, eager = false, hint = false }: MediaImageProps) {
  const url = mediaSrc(src);
  return (
    <div className={`media-frame relative overflow-hidden bg-gray-100 dark:bg-gray-800 ${className}`.trim()} data-media-frame="">
      {url ? (
        <img
          src={url}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          className="h-full w-full object-cover"
          data-fallback=""
        />
      ) : null}
      <div
        className={`media-placeholder absolute inset-0 flex-col items-center justify-center gap-2 p-3 text-center text-xs text-ink-faint ${url ? 'hidden' : 'flex'}`}
        data-placeholder=""
      >
        <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <rect x="3" y="3" width="18" height="18" rx="3"></rect>
          <circle cx="9" cy="9" r="2"></circle>
          <path d="m21 15-5-5L5 21"></path>
        </svg>
        {hint && (
          <a href="/guide" className="link relative z-10 font-600 text-brand-dark dark:text-brand" data-open-guide="">
            {IMAGE_HINT}
          </a>
        )}
      </div>
    </div>
  );
}
