// Messages to one member (the inbox of the member centre). Other domains send them from inside
// their own store write, so a message and the change it reports commit together.
import { nextId, type TenantData } from '../../store/data.ts';
import type { MessageKind } from '../../../../schemas/api/content.ts';
import type { LocalizedText } from './localized.ts';
import type { Message } from './types.ts';

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
  return message;
}

export function unreadCountOf(data: Readonly<TenantData>, memberId: number): number {
  return data.content.messages.filter((m) => m.memberId === memberId && !m.read).length;
}
