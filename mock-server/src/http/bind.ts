// Mounts the operations of one family on a router: validates params, query and body against the
// contract, decrypts encrypted bodies, resolves the session and role, then calls the handler
// and wraps what it returns in the success envelope.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { IRouter, Request, Response } from 'express';
import multer from 'multer';
import type {
  BodyOf,
  OperationSpec,
  ParamsOf,
  QueryOf,
  ResponseOf,
} from '#schemas/api/operation.ts';
import type { Deps } from '../deps.ts';
import type { Member, Session } from '../records/members.ts';
import { decryptBody, isEncryptedBody } from '../security/hybrid-crypto.ts';
import type { Tenant } from '../tenancy.ts';
import { ApiError } from '../refusals/api-error.ts';
import { sendEnvelope } from './envelope.ts';
import type { RouteIndex } from './route-index.ts';
import { assertMayCall, sessionOf, tokenOf } from './session-of.ts';
import { UPLOAD_LIMITS, uploadGuard } from './upload-guard.ts';

export interface UploadedFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

type MemberOf<O extends OperationSpec> = O['auth'] extends 'member' | 'agent'
  ? Member
  : Member | undefined;

export interface Ctx<O extends OperationSpec> {
  tenant: Tenant;
  deps: Deps;
  body: BodyOf<O>;
  query: QueryOf<O>;
  params: ParamsOf<O>;
  member: MemberOf<O>;
  session: O['auth'] extends 'member' | 'agent' ? Session : Session | undefined;
  files: UploadedFile[];
  ip: string;
  language: string;
  req: Request;
  res: Response;
}

/** A handler returns the envelope's value; raw operations write the response themselves. */
type Handler<O extends OperationSpec> = (
  ctx: Ctx<O>,
) =>
  | (O extends { raw: string } ? void : ResponseOf<O>)
  | Promise<O extends { raw: string } ? void : ResponseOf<O>>;

export type Handlers<Ops extends Record<string, OperationSpec>> = {
  [K in keyof Ops]: Handler<Ops[K]>;
};

/** A family's routes: given the deps, the handler of each of its operations. */
export type RouteModule<Ops extends Record<string, OperationSpec>> = (deps: Deps) => Handlers<Ops>;

// multipleOfPrecision: 19.99 is a multiple of 0.01 even though floating point disagrees.
const bodyAjv = new Ajv2020({
  allErrors: true,
  strict: false,
  useDefaults: true,
  multipleOfPrecision: 6,
});
const queryAjv = new Ajv2020({
  allErrors: true,
  strict: false,
  useDefaults: true,
  coerceTypes: 'array',
});
addFormats.default(bodyAjv);
addFormats.default(queryAjv);

function compile(ajv: Ajv2020, schema: unknown): ValidateFunction | undefined {
  return schema ? ajv.compile(schema as object) : undefined;
}

function fieldErrors(where: string, errors: ErrorObject[] | null | undefined) {
  return (errors ?? []).map((e) => {
    const extra = (e.params as { additionalProperty?: string; missingProperty?: string }) ?? {};
    const field = `${e.instancePath}${extra.additionalProperty ? `/${extra.additionalProperty}` : ''}${extra.missingProperty ? `/${extra.missingProperty}` : ''}`;
    return { in: where, field: field.replace(/^\//, '') || where, message: e.message ?? e.keyword };
  });
}

function toExpressPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

// The platform façade reads sessions through this module.
export { sessionOf, tokenOf };

/**
 * An operation called by another wire format's route (the platform façade) with the request
 * already translated: the same session, role and contract checks and the same handler, but the
 * caller sends the answer in its own shape.
 */
interface Invocation {
  query: Record<string, unknown>;
  body: unknown;
  params: Record<string, string>;
  /** The body is plain although the operation takes it encrypted (the caller vouches for it). */
  plain?: boolean;
  /** A multipart operation's files, when the caller had them another way than multipart. */
  files?: UploadedFile[];
  send(value: unknown): void | Promise<void>;
}

type Invoke = (req: Request, res: Response, call: Invocation) => unknown;

/** Each bound operation's invoker, by its spec object. */
export type Invokers = Map<OperationSpec, Invoke>;

export function bindOps<Ops extends Record<string, OperationSpec>>(
  router: IRouter,
  deps: Deps,
  ops: Ops,
  handlers: Partial<Handlers<Ops>>,
  /** Also indexes the fixed paths for the direct lookup (route-index.ts). */
  index?: RouteIndex,
  invokers?: Invokers,
): void {
  const upload = multer({ storage: multer.memoryStorage(), limits: UPLOAD_LIMITS });
  for (const [name, op] of Object.entries(ops) as [keyof Ops & string, OperationSpec][]) {
    const handler = handlers[name] as Handler<OperationSpec> | undefined;
    if (!handler) continue;
    if (op.testOnly && deps.mode === 'prod') continue;
    const validateParams = compile(queryAjv, op.params);
    const validateQuery = compile(queryAjv, op.query ?? { type: 'object' });
    const validateBody = compile(bodyAjv, op.body);
    const finish = (
      req: Request,
      res: Response,
      value: unknown,
      call?: Invocation,
    ): void | Promise<void> => {
      // Raw operations, and handlers that sent a cached answer themselves, are done.
      if (op.raw || res.headersSent) return;
      if (call) return call.send(value);
      sendEnvelope(req, res, value);
    };
    const pre = op.multipart
      ? [uploadGuard(deps, op), upload.array('images', UPLOAD_LIMITS.files)]
      : [];
    // Not async: a handler that answers at once (most reads) costs no promise and no tick.
    const handle = (req: Request, res: Response, call?: Invocation): void | Promise<void> => {
      const tenant = res.locals.tenant as Tenant;
      const now = deps.clock.now();
      const auth = sessionOf(tenant, req, now);
      assertMayCall(op, auth);

      const params = call ? call.params : { ...req.params };
      if (validateParams && !validateParams(params))
        throw new ApiError(
          400,
          'invalid_request',
          'invalid path',
          fieldErrors('path', validateParams.errors),
        );
      const query = call ? call.query : { ...(req.query as Record<string, unknown>) };
      if (validateQuery && !validateQuery(query))
        throw new ApiError(
          400,
          'invalid_request',
          'invalid query',
          fieldErrors('query', validateQuery.errors),
        );

      let body: unknown = call ? call.body : req.body;
      if (op.encrypted && !call?.plain) {
        if (!isEncryptedBody(body))
          throw new ApiError(400, 'encryption_required', 'this call takes an encrypted body');
        body = decryptBody(deps.keys, body);
      }
      if (validateBody) {
        if (body === undefined) body = {};
        if (!validateBody(body))
          throw new ApiError(
            400,
            'invalid_request',
            'invalid body',
            fieldErrors('body', validateBody.errors),
          );
      }
      const files = (
        call?.files ??
        (req as Request & { files?: UploadedFile[] }).files ??
        []
      ).slice();
      const ctx: Ctx<OperationSpec> = {
        tenant,
        deps,
        body: body as never,
        query: query as never,
        params: params as never,
        member: auth?.member as never,
        session: auth?.session as never,
        files,
        // Read when a handler asks: working it out walks the proxy chain (X-Forwarded-For).
        get ip() {
          return req.ip ?? '';
        },
        language: req.get('language') ?? tenant.manifest.languages.default,
        req,
        res,
      };
      const value: unknown = handler(ctx);
      if (value instanceof Promise) return value.then((v: unknown) => finish(req, res, v, call));
      return finish(req, res, value, call);
    };
    // The whole handler (and what it awaits) reads the request's tenant's clock.
    const run = (req: Request, res: Response, call?: Invocation) =>
      deps.clock.within((res.locals.tenant as Tenant).code, () => {
        // The Date header is the tenant's server time (its test clock may run ahead): the
        // runtime keeps its offset for the agent clock and report days (no time call in §7).
        res.setHeader('Date', new Date(deps.clock.now()).toUTCString());
        return handle(req, res, call);
      });
    const route = (req: Request, res: Response) => run(req, res);
    router[op.method](toExpressPath(op.path), ...pre, route);
    // Uploads go through multer on the router.
    index?.add(op.method, op.path, route, pre.length === 0);
    // The platform façade calls operations directly, multipart ones with the images it decoded.
    invokers?.set(op, run);
  }
}
