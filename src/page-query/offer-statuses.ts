// The profile's Active / Ended / All filter as the offers routes' `status` list. The API filters by the
// computed status (an active offer past its end is expired), so a page of results is already the right one.
import type { DirectBuyStatus } from '@shared/contract/enums/statuses';
import type { ProfileStatusFilter } from '@shared/lib/profile-filters';

const STATUSES: Record<ProfileStatusFilter, DirectBuyStatus[]> = {
  active: ['active'],
  ended: ['filled', 'cancelled', 'expired'],
  all: [],
};

export function offerStatusesFor(filter: ProfileStatusFilter): DirectBuyStatus[] {
  return STATUSES[filter];
}
