// The member's language preference on the server (spec §4: a language change updates it).
import { memberOps } from '#schemas/api/member.ts';
import type { Language } from '#schemas/constants.ts';
import { callOp } from './client.ts';

export const setServerLanguage = (language: Language) =>
  callOp(memberOps.setLanguage, { body: { language } });
