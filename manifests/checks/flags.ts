// Flags that cannot work as set: on without what they require (FLAGS rows' `requires`), e.g.
// login by SMS code with no mobile number collected, or SMS verification with mobile
// registration off. Players would see a form asking for something the site never took.
import { flagRows, isSet, type FlagRequirement } from '#schemas/flags.ts';
import type { Finding } from './finding.ts';

interface FlagConflict {
  flag: string;
  requirement: FlagRequirement;
}

/** Flags that are on while something they require is off. */
export function flagConflicts(
  flags: Readonly<Record<string, unknown>>,
  fields: Readonly<Record<string, { enabled: boolean } | undefined>>,
): FlagConflict[] {
  const out: FlagConflict[] = [];
  for (const [name, row] of flagRows()) {
    if (isSet(row) || flags[name] !== true) continue;
    for (const requirement of row.requires ?? []) {
      const met =
        'flag' in requirement
          ? flags[requirement.flag] === true
          : fields[requirement.field]?.enabled === true;
      if (!met) out.push({ flag: name, requirement });
    }
  }
  return out;
}

export function describeRequirement(r: FlagRequirement): string {
  return 'flag' in r ? `flag ${r.flag}` : `the ${r.field} registration field`;
}

export function flagConflictFindings(
  flags: Readonly<Record<string, unknown>>,
  fields: Readonly<Record<string, { enabled: boolean } | undefined>>,
): Finding[] {
  return flagConflicts(flags, fields).map(({ flag, requirement }) => ({
    pointer: `/flags/${flag}`,
    message: `${flag} is on but ${describeRequirement(requirement)} is off: players would be asked for ${'flag' in requirement ? 'a step the site does not offer' : `a ${requirement.field} the site never collected`}`,
    hint:
      'flag' in requirement
        ? `set /flags/${requirement.flag} to true, or ${flag} to false`
        : `enable /registration/fields/${requirement.field} ("enabled": true), or set ${flag} to false`,
  }));
}
