// Builds the OpenAPI 3.1 document from the operation definitions of schemas/api/.
import { ERROR_KEYS } from './api/errors.ts';
import { allOperations } from './api/index.ts';
import type { OperationSpec } from './api/operation.ts';

type Json = Record<string, unknown>;

function parameters(op: OperationSpec): Json[] {
  const out: Json[] = [];
  const add = (where: 'query' | 'path', schema: unknown) => {
    const props =
      (schema as { properties?: Record<string, Json>; required?: string[] } | undefined)
        ?.properties ?? {};
    const required = (schema as { required?: string[] } | undefined)?.required ?? [];
    for (const [name, p] of Object.entries(props)) {
      out.push({
        name,
        in: where,
        required: where === 'path' || required.includes(name),
        description: p.description,
        schema: p,
      });
    }
  };
  add('path', op.params);
  add('query', op.query);
  return out;
}

function requestBody(op: OperationSpec): Json | undefined {
  if (!op.body) return undefined;
  if (op.multipart)
    return { required: true, content: { 'multipart/form-data': { schema: op.body } } };
  const schema = op.encrypted
    ? {
        description: `Hybrid-encrypted form of: ${JSON.stringify(op.body)}`,
        $ref: '#/components/schemas/Encrypted',
      }
    : op.body;
  return { required: true, content: { 'application/json': { schema } } };
}

function responses(op: OperationSpec): Json {
  if (op.raw) {
    const type = op.raw === 'html' ? 'text/html' : op.raw === 'svg' ? 'image/svg+xml' : 'image/png';
    return {
      '200': { description: 'OK', content: { [type]: {} } },
      default: { $ref: '#/components/responses/Error' },
    };
  }
  return {
    '200': {
      description: 'Success envelope',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['success', 'value'],
            properties: { success: { const: true }, value: op.response },
          },
        },
      },
    },
    default: { $ref: '#/components/responses/Error' },
  };
}

export function buildOpenApi(): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const { family, op } of allOperations()) {
    const item = (paths[op.path] ??= {});
    const security =
      op.auth === 'none' ? [] : op.auth === 'optional' ? [{}, { token: [] }] : [{ token: [] }];
    const operation: Json = {
      operationId: op.operationId,
      summary: op.summary,
      tags: [family],
      security,
      parameters: [
        { $ref: '#/components/parameters/Merchant' },
        ...(op.idempotent ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
        ...parameters(op),
      ],
      responses: responses(op),
      'x-auth': op.auth,
    };
    const body = requestBody(op);
    if (body) operation.requestBody = body;
    if (op.encrypted) operation['x-encrypted'] = true;
    if (op.noTrial) operation['x-no-trial'] = true;
    if (op.testOnly) operation['x-test-only'] = true;
    if (op.errors) operation['x-error-keys'] = op.errors;
    item[op.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lobby platform API',
      version: '1.0.0',
      description:
        "Multi-tenant platform API served by the Lobby mock server. The tenant is chosen by Host and checked against the Merchant header. Money is sent as numbers with at most 2 decimals and kept in integer minor units. Every operation's answer carries the tenant's server time in its Date header (the tenant clock, which test mode can move ahead): clients show server-side days and clocks from it.",
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'Session token (a Bearer prefix is accepted).',
        },
      },
      parameters: {
        Merchant: {
          name: 'Merchant',
          in: 'header',
          required: false,
          description: 'Merchant code; must match the tenant chosen by Host.',
          schema: { type: 'string' },
        },
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'A key the client makes once per money request (e.g. a UUID) and sends again on every retry of it. Within 24 hours a retry with the same key answers the first result and moves no money again; the same key with another body is refused with idempotency_key_reused (422).',
          schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,128}$' },
        },
      },
      schemas: {
        Encrypted: {
          type: 'object',
          required: ['encrypted'],
          properties: {
            encrypted: {
              type: 'object',
              required: ['key', 'iv', 'data'],
              properties: {
                key: {
                  type: 'string',
                  description: 'AES-256 key wrapped with RSA-OAEP SHA-256, base64.',
                },
                iv: { type: 'string', description: '12-byte AES-GCM IV, base64.' },
                data: {
                  type: 'string',
                  description: 'AES-GCM ciphertext followed by its tag, base64.',
                },
              },
            },
          },
        },
        ErrorKey: { type: 'string', enum: [...ERROR_KEYS] },
      },
      responses: {
        Error: {
          description: 'Failure envelope',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['success', 'errorCode', 'message', 'value'],
                properties: {
                  success: { const: false },
                  errorCode: { $ref: '#/components/schemas/ErrorKey' },
                  message: { type: 'string' },
                  value: {},
                },
              },
            },
          },
        },
      },
    },
  };
}
