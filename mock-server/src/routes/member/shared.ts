// What the member routes share: the field-error refusal and the caller's own record, re-read inside a
// write (the session may have outlived the account).
import { ApiError } from '../../refusals/api-error.ts';
import type { FieldError } from '../../domain/members/registration.ts';
import type { Member } from '../../records/members.ts';
import type { TenantData } from '../../store/data.ts';

export function fieldInvalid(fields: FieldError[]): never {
  throw new ApiError(400, 'field_invalid', 'some fields are not valid', { fields });
}

/** The signed-in member's record inside a write; gone meanwhile, the caller must log in again. */
export function ownRecord(d: TenantData, memberId: number): Member {
  const m = d.members.find((x) => x.id === memberId);
  if (!m) throw new ApiError(401, 'user.or.token.invalid', 'log in again');
  return m;
}
