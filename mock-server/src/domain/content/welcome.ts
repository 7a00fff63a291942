// A member's first inbox message. It greets them by the brand's name as the manifest has it when
// they join, so a renamed brand welcomes newcomers by its new name; messages already sent are the
// member's history and keep the name they were sent under.
import type { TenantManifest } from '#schemas/index.ts';
import type { Member } from '../../records/members.ts';
import type { TenantData } from '../../store/data.ts';
import { sendMessage } from './messages.ts';
import { welcomeMessage } from './wallet-messages.ts';

export function welcomeMember(
  draft: TenantData,
  member: Pick<Member, 'id' | 'nickname'>,
  manifest: Pick<TenantManifest, 'displayName'>,
  at: number,
): void {
  sendMessage(draft, {
    memberId: member.id,
    ...welcomeMessage(manifest.displayName, member.nickname),
    at,
  });
}
