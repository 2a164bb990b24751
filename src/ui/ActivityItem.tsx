import type { NftEvent } from '@shared/contract/schemas';
import MediaImage from './MediaImage';

/** The activity table's item cell: the NFT's thumbnail and name, linking to its page. */
export default function ActivityItem({ event }: { readonly event: NftEvent }) {
  return (
    <a href={`/nft/${event.address}`} className="link flex items-center gap-2">
      <MediaImage src={event.previewUrl} alt="" className="h-9 w-9 shrink-0 rounded-md" width={36} height={36} />
      <span className="max-w-[14rem] truncate">{event.name ?? 'Untitled NFT'}</span>
    </a>
  );
}
