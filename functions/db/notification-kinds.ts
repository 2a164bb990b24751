import { NOTIFICATION_KIND_VALUES } from '@shared/contract/schemas/users';

export type NotificationKind = (typeof NOTIFICATION_KIND_VALUES)[number];

/**
 * The stored code of a notification kind (notifications.kind): its index in
 * NOTIFICATION_KIND_VALUES. A new kind goes at the end.
 */
export function notificationKindCode(kind: NotificationKind): number {
  return NOTIFICATION_KIND_VALUES.indexOf(kind);
}

/** The kind a stored code stands for. */
export function notificationKindOf(code: number): NotificationKind | undefined {
  return NOTIFICATION_KIND_VALUES[code];
}
