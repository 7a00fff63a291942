// Messages to one member (the inbox of the member centre). Other domains send them from inside
// their own store write, so a message and the change it reports commit together.
import { nextId, type TenantData } from '../../store/data.ts';
import type { MessageKind } from '#schemas/api/content.ts';
import { notifyMember, noting } from '../../store/outbox.ts';
import type { LocalizedText } from './localized.ts';
import type { Message } from '../../records/content.ts';

export function sendMessage(
  draft: TenantData,
  m: {
    memberId: number;
    kind?: MessageKind;
    title: LocalizedText;
    content: LocalizedText;
    at: number;
  },
): Message {
  const message: Message = { id: nextId(draft), read: false, ...m };
  draft.content.messages.push(message);
  notifyUnread(draft, m.memberId);
  return message;
}

/** Tells the member's tabs the inbox's new unread count (a message sent or read). */
export function notifyUnread(data: Readonly<TenantData>, memberId: number): void {
  // Seeding sends thousands of messages outside any change: no count to make for them.
  if (!noting()) return;
  notifyMember(memberId, { type: 'unread', count: unreadCountOf(data, memberId) });
}

export function unreadCountOf(data: Readonly<TenantData>, memberId: number): number {
  return data.content.messages.filter((m) => m.memberId === memberId && !m.read).length;
}
