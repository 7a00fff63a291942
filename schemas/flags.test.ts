import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLAGS } from './flags.ts';
import { platformWhitelabelTree, platformWhitelabelValues, whitelabelTree } from './whitelabel.ts';
import { validateTenantSchema } from './index.ts';

const siam88 = () =>
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../tenants/siam88/tenant.json'), 'utf8'),
  ) as Record<string, unknown>;

describe('flag registry', () => {
  it('fills every flag a manifest leaves out with its default', () => {
    const raw = siam88();
    delete raw.flags;
    const result = validateTenantSchema(raw);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.flags.USERNAMEREG3).toBe(FLAGS.USERNAMEREG3.default);
    expect(result.value.flags.PTSYS3).toBe(false);
    expect(result.value.flags.oneClickLogin).toEqual({
      line: false,
      google: false,
      facebook: false,
    });
  });

  it('keeps what a manifest sets and defaults only the rest', () => {
    const raw = siam88();
    raw.flags = { PTSYS3: true, oneClickLogin: { google: true } };
    const result = validateTenantSchema(raw);
    expect(result.ok && result.value.flags).toMatchObject({
      PTSYS3: true,
      MANPLAYREB3: false,
      oneClickLogin: { line: false, google: true, facebook: false },
    });
  });

  it('refuses a flag the registry does not know', () => {
    const raw = siam88();
    raw.flags = { PTSYS4: true };
    expect(validateTenantSchema(raw).ok).toBe(false);
  });

  it('groups the whitelabel tree and turns a group on when a child is', () => {
    const raw = siam88();
    raw.flags = { USERNAMEREG3: false, freePlay: false, oneClickLogin: { line: true } };
    const result = validateTenantSchema(raw);
    if (!result.ok) throw new Error('siam88 is invalid');
    const tree = whitelabelTree(result.value.flags);
    expect(tree.map((n) => n.modId)).toEqual([
      'REGISTER',
      'LOGIN',
      'PASSWORD',
      'PTSYS3',
      'MANPLAYREB3',
      'AGENTPOLICY3',
      'REFERRAL',
      'INBOX3',
    ]);
    const login = tree.find((n) => n.modId === 'LOGIN');
    expect(login?.enabled).toBe(true);
    expect(login?.childrenNodes.find((n) => n.modId === 'ONECLICKLOGIN')?.enabled).toBe(true);
    expect(tree.find((n) => n.modId === 'REGISTER')?.enabled).toBe(false);
  });

  it("names each switch as the platform's client reads it", () => {
    const raw = siam88();
    raw.flags = { freePlay: true, forcePasswordChange: true, oneClickLogin: { facebook: true } };
    const result = validateTenantSchema(raw);
    if (!result.ok) throw new Error('siam88 is invalid');
    expect(platformWhitelabelValues(result.value.flags)).toMatchObject({
      FREEPLAY3: true,
      PWDEXPFORCECHANGE3: true,
      FACEBOOKLOGIN3: true,
      LINELOGIN3: false,
      MOBILEVERCODELOGIN3: false,
    });
  });

  it("gives the platform's client its tree: switches by platform name under their modules", () => {
    const raw = siam88();
    raw.flags = { PTSYS3: false, freePlay: true, oneClickLogin: { line: true } };
    const result = validateTenantSchema(raw);
    if (!result.ok) throw new Error('siam88 is invalid');
    const tree = platformWhitelabelTree(whitelabelTree(result.value.flags));
    const find = (id: string) =>
      tree.flatMap((m) => [m, ...m.childrenNodes]).find((n) => n.modId === id);
    expect(find('PTSYS3')?.enabled).toBe(false);
    expect(find('FREEPLAY3')?.enabled).toBe(true);
    expect(find('LINELOGIN3')?.enabled).toBe(true);
    expect(find('GOOGLELOGIN3')?.enabled).toBe(false);
    // A module every site needs stays on with its switches off.
    expect(find('COMM3')?.enabled).toBe(true);
  });
});
