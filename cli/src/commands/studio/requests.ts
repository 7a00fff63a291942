// What every studio call does with its request: refuse with words to show, find the brand the path
// names, read the draft a check or a save sends.
import type { Request, Response } from 'express';
import { listTenantCodes } from '#manifests/index.ts';
import type { DraftRequest, Refusal } from '#studio/src/protocol.ts';

export function refuse(res: Response, status: number, body: Refusal): void {
  res.status(status).json(body);
}

/** The request's tenant, or a 404 already sent. */
export function tenantOf(req: Request, res: Response, tenantsDir: string): string | undefined {
  const code = String(req.params.code);
  if (!listTenantCodes(tenantsDir).includes(code)) {
    refuse(res, 404, { error: `no brand "${code}" under ${tenantsDir}` });
    return undefined;
  }
  return code;
}

export function draftOf(req: Request, res: Response): DraftRequest | undefined {
  const body = req.body as Partial<DraftRequest> | undefined;
  if (!body || typeof body.baseHash !== 'string' || typeof body.value !== 'object' || !body.value) {
    refuse(res, 400, {
      error: 'send { value: the manifest, baseHash: the hash it was opened at }',
    });
    return undefined;
  }
  return { value: body.value, baseHash: body.baseHash };
}
