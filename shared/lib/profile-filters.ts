// The profile's Bids and Offers tabs filter by status: active (the default), ended, or all.
export const PROFILE_STATUS_FILTERS = ['active', 'ended', 'all'] as const;
export type ProfileStatusFilter = (typeof PROFILE_STATUS_FILTERS)[number];

/** `?status=` as given, or the default `active` for anything else. */
export function profileStatusFilter(value: string | null): ProfileStatusFilter {
  return value === 'ended' || value === 'all' ? value : 'active';
}

/** Whether an item that is (or is not) still open passes the filter. */
export function passesStatus(filter: ProfileStatusFilter, open: boolean): boolean {
  return filter === 'all' || (filter === 'active') === open;
}
