// Member info and profile: what the member centre shows and edits (nickname, e-mail, birthday and
// the other profile fields, the site language), and the member's avatar.
import type { memberOps } from '#schemas/api/member.ts';
import { ageOn, dayOf } from '#schemas/birthday.ts';
import { ruleMessageKey } from '#schemas/field-rules.ts';
import { memberAvatarSvg } from '../../domain/members/avatar.ts';
import { memberInfoOf } from '../../domain/members/service.ts';
import { vipLevelOf } from '../../domain/rewards/service.ts';
import type { Handlers } from '../../http/bind.ts';
import { ApiError } from '../../refusals/api-error.ts';
import type { Deps } from '../../deps.ts';
import { fieldInvalid, ownRecord } from './shared.ts';

type Ops = typeof memberOps;

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
      const age = ageOn(body.birthday, dayOf(now));
      if (age === null) fieldInvalid([{ field: 'birthday', key: ruleMessageKey(10) }]);
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
