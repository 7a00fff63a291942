// Compiled validators and the types derived from the schemas. Nothing here is typed by hand.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FromSchema } from 'json-schema-to-ts';
import { tenantSchema } from './tenant.schema.ts';

export { tenantSchema };
// A defaulted property stays optional: the validators do not fill defaults in (wireOf does).
export type TenantManifest = FromSchema<
  typeof tenantSchema,
  { keepDefaultedPropertiesOptional: true }
>;
export type RegistrationRules = TenantManifest['registration']['fields'];
export type FieldRule = NonNullable<RegistrationRules['username']>;
export type TenantFlags = TenantManifest['flags'];
export type ThemeTokens = TenantManifest['themes']['dark'];

export type SchemaError = ErrorObject;

function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
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
