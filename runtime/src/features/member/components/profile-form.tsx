import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { errorKeyOf, errorValue } from '../../../lib/api/api-error.ts';
import type { MemberInfo as Profile } from '../../../lib/api/get-member-info.ts';
import { useUpdateProfile, type UpdateProfileBody } from '../api/update-profile.ts';
import { checkBirthday } from '../lib/birthday.ts';
import { getTenant } from '../../../config/tenant.ts';
import { FormDone, FormError } from '../../../components/ui/form-end.tsx';

/** Editable profile fields (spec §3 labels); the names are updateProfile's body properties. */
const FIELDS = [
  'nickname',
  'email',
  'birthday',
  'line',
  'telegram',
  'whatsapp',
  'facebook',
  'wechat',
  'zalo',
  'skype',
  'address',
  'nationality',
  'occupation',
] as const satisfies readonly (keyof UpdateProfileBody)[];
type FieldName = (typeof FIELDS)[number];

function initialValues(p: Profile): Record<FieldName, string> {
  const out = {} as Record<FieldName, string>;
  for (const f of FIELDS) {
    out[f] = f === 'nickname' ? p.nickname : f === 'email' ? (p.email ?? '') : (p.profile[f] ?? '');
  }
  return out;
}

const today = () => new Date().toISOString().slice(0, 10);

export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const birthdayAge = getTenant().legal.birthdayAge;
  const [values, setValues] = useState(() => initialValues(profile));
  const [errors, setErrors] = useState<Partial<Record<FieldName | 'form', string>>>({});
  const [saved, setSaved] = useState(false);
  const update = useUpdateProfile();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (update.isPending) return;
    setSaved(false);
    const birthdayError = checkBirthday(values.birthday, today(), birthdayAge);
    if (birthdayError) return setErrors({ birthday: birthdayError });
    if (values.nickname.trim() === '') return setErrors({ nickname: 'not_empty' });
    const body: UpdateProfileBody = {};
    const initial = initialValues(profile);
    for (const f of FIELDS)
      if (values[f] !== initial[f] && values[f].trim() !== '') body[f] = values[f].trim();
    setErrors({});
    update.mutate(body, {
      onSuccess: () => setSaved(true),
      onError: (err) => {
        const key = errorKeyOf(err);
        const field = errorValue(err).field;
        if (key === 'birthday_limit') setErrors({ birthday: key });
        else if (typeof field === 'string' && (FIELDS as readonly string[]).includes(field))
          setErrors({ [field]: key });
        else setErrors({ form: key });
      },
    });
  };

  return (
    <form className="mc-card form" onSubmit={submit} noValidate data-testid="profile-form">
      <h3>{t('member.profile.edit')}</h3>
      <div className="mc-grid">
        {FIELDS.map((f) => (
          <Field
            key={f}
            name={f}
            type={f === 'birthday' ? 'date' : f === 'email' ? 'email' : 'text'}
            label={t(`member.profile.${f}`)}
            value={values[f]}
            error={errors[f] ? t(errors[f], { age: birthdayAge }) : null}
            onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
          />
        ))}
      </div>
      {errors.form && <FormError>{t(errors.form)}</FormError>}
      {saved && <FormDone>{t('member.profile.saved')}</FormDone>}
      <div className="mc-actions">
        <button
          type="submit"
          className="btn btn--primary"
          disabled={update.isPending}
          data-testid="profile-save"
        >
          {t('member.profile.save')}
        </button>
      </div>
    </form>
  );
}
