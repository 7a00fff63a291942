// Compiled validators and the types derived from the schemas. Nothing here is typed by hand.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FromSchema } from 'json-schema-to-ts';
import type { LocalizedText } from './localized.ts';
import { tenantSchema } from './tenant.schema.ts';

export { tenantSchema };
export type TenantManifest = FromSchema<typeof tenantSchema>;
type RegistrationRules = TenantManifest['registration']['fields'];
export type FieldRule = NonNullable<RegistrationRules['username']>;
export type TenantFlags = TenantManifest['flags'];
/**
 * The texts with the brand's name in them, resolved: a manifest may leave them out, and they are
 * then made from its current name (schemas/name-texts.ts).
 */
export interface NamedTexts {
  branding: { title: LocalizedText };
  legal: { licence: LocalizedText };
  agent: { marketing?: { headline: LocalizedText } };
}
/** What a tenant's pages ship of its manifest: everything but the security settings, named texts resolved. */
export type PublicManifest = Omit<TenantManifest, 'security'> & NamedTexts;
/** Every colour token of a theme, derived ones resolved (schemas/theme-derive.ts). */
export type ThemeTokens = Required<TenantManifest['themes']['dark']>;

export type SchemaError = ErrorObject;

// useDefaults: a manifest may leave out what has a default (every flag does); validation fills it
// in, so code past the validator always sees the whole manifest.
function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    allowUnionTypes: true,
    useDefaults: true,
  });
  addFormats.default(ajv);
  return ajv;
}

let tenantValidator: ValidateFunction<TenantManifest> | undefined;

/** The one compiled validator of the manifest schema (compiled on first use). */
export function validateTenantSchema(
  value: unknown,
): { ok: true; value: TenantManifest } | { ok: false; errors: SchemaError[] } {
  tenantValidator ??= createAjv().compile<TenantManifest>(tenantSchema as object);
  if (tenantValidator(value)) return { ok: true, value };
  return { ok: false, errors: [...(tenantValidator.errors ?? [])] };
}

/**
 * A manifest read straight from disk, with its defaults filled in: for tests and tools that read
 * the example tenants' files, which are valid (a test validates them), without `lobby validate`.
 */
export function withManifestDefaults(raw: unknown): TenantManifest {
  const result = validateTenantSchema(raw);
  if (!result.ok) throw new Error(`invalid manifest: ${JSON.stringify(result.errors[0])}`);
  return result.value;
}
