// Member info and profile: what the member centre shows and edits (nickname, e-mail, birthday and
// the other profile fields, the site language), and the member's avatar.
import type { memberOps } from '#schemas/api/member.ts';
import { ruleMessageKey } from '#schemas/field-rules.ts';
import { memberAvatarSvg } from '../../domain/members/avatar.ts';
import { memberInfoOf } from '../../domain/members/service.ts';
import { vipLevelOf } from '../../domain/rewards/service.ts';
import type { Handlers } from '../../http/bind.ts';
import { ApiError } from '../../refusals/api-error.ts';
import type { Deps } from '../../deps.ts';
import { fieldInvalid, ownRecord } from './shared.ts';

type Ops = typeof memberOps;

/** Age in whole years on `now` of someone born on `birthday` (yyyy-MM-dd), or undefined. */
function ageOn(birthday: string, now: number): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const born = new Date(Date.UTC(y, mo - 1, d));
  if (born.getUTCFullYear() !== y || born.getUTCMonth() !== mo - 1 || born.getUTCDate() !== d)
    return undefined;
  const today = new Date(now);
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() < mo - 1 || (today.getUTCMonth() === mo - 1 && today.getUTCDate() < d))
    age -= 1;
  return age;
}

export const profileRoutes = (
  deps: Deps,
): Pick<Handlers<Ops>, 'memberInfo' | 'memberIcon' | 'updateProfile' | 'setLanguage'> => ({
  memberInfo: ({ tenant, member }) =>
    memberInfoOf(member, tenant.manifest, vipLevelOf(tenant.store.data, member.id)),

  memberIcon: ({ member, res }) => {
    res
      .type('image/svg+xml')
      .set('cache-control', 'private, max-age=300')
      .send(memberAvatarSvg(member));
  },

  updateProfile: async ({ tenant, member, body }) => {
    const now = deps.clock.now();
    if (body.birthday !== undefined) {
      const age = ageOn(body.birthday, now);
      if (age === undefined) fieldInvalid([{ field: 'birthday', key: ruleMessageKey(10) }]);
      if (age < tenant.manifest.legal.birthdayAge)
        throw new ApiError(
          400,
          'birthday_limit',
          `you must be ${tenant.manifest.legal.birthdayAge} or older`,
          {
            age: tenant.manifest.legal.birthdayAge,
          },
        );
    }
    const updated = await tenant.store.write((d) => {
      const m = ownRecord(d, member.id);
      const { nickname, email, ...profile } = body;
      if (nickname !== undefined) m.nickname = nickname.trim() || m.nickname;
      if (email !== undefined) m.email = email;
      for (const [k, value] of Object.entries(profile)) {
        if (typeof value === 'string') m.profile[k] = value.trim();
      }
      return m;
    });
    return memberInfoOf(updated, tenant.manifest, vipLevelOf(tenant.store.data, member.id));
  },

  setLanguage: async ({ tenant, member, body }) => {
    if (!(tenant.manifest.languages.available as readonly string[]).includes(body.language))
      fieldInvalid([{ field: 'language', key: 'field_invalid' }]);
    await tenant.store.write((d) => {
      const m = ownRecord(d, member.id);
      m.language = body.language;
    });
    return {};
  },
});
