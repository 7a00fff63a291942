// Creating and cloning a brand from the studio: `lobby new` and `lobby new --from` run by the same
// code (cli/src/commands/new/create.ts), their refusals answered per field so the dialog shows
// each at its question. Nothing is written until every answer is accepted.
import path from 'node:path';
import express, { type Response } from 'express';
import { BRAND_QUESTIONS, type BrandAnswers } from '#schemas/new-brand.ts';
import type {
  CreateAnswer,
  CreateRequest,
  NewBrandRequest,
  NewBrandStart,
} from '#studio/src/protocol.ts';
import type { Context } from '../../context.ts';
import { normaliseAnswers } from '../new/answers.ts';
import { refusalsOf, StartRefused, startNew, writeNew, type NewStart } from '../new/create.ts';
import { refuse } from './requests.ts';

type Dirs = Pick<Context, 'root' | 'tenantsDir' | 'templatesDir'>;

/** The start of a new brand, or its refusal sent at the code's or the source's field. */
function started(dirs: Dirs, req: NewBrandRequest, res: Response): NewStart | undefined {
  try {
    return startNew(dirs, req.code, req.from);
  } catch (e) {
    if (!(e instanceof StartRefused)) throw e;
    refuse(res, 422, {
      error: e.message,
      fields: [{ field: e.field, reason: `${e.message}: ${e.hint}` }],
    });
    return undefined;
  }
}

const isString = (v: unknown): v is string => typeof v === 'string';

/** The code and source of a request, or undefined when they are not strings. */
function requestOf(body: { code?: unknown; from?: unknown }): NewBrandRequest | undefined {
  if (!isString(body.code) || (body.from !== undefined && !isString(body.from))) return undefined;
  return body.from === undefined ? { code: body.code } : { code: body.code, from: body.from };
}

/**
 * The answers as sent, if each has the shape of its question (text, one choice, ticked choices);
 * what the values mean is for the refusals to say.
 */
function answersOf(value: unknown): BrandAnswers | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const sent = value as Record<string, unknown>;
  const fits = BRAND_QUESTIONS.every((q) => {
    const v = sent[q.key];
    if (q.kind === 'text') return isString(v);
    const allowed = q.choices.map((c): string => c.value);
    if (q.kind === 'pick') return isString(v) && allowed.includes(v);
    return Array.isArray(v) && v.every((x) => isString(x) && allowed.includes(x));
  });
  if (!fits) return undefined;
  return Object.fromEntries(
    BRAND_QUESTIONS.map((q) => [q.key, sent[q.key]]),
  ) as unknown as BrandAnswers;
}

export function creationRoutes(dirs: Dirs): express.Router {
  const router = express.Router();
  router.get('/api/new-brand', (req, res) => {
    const request = requestOf(req.query as Record<string, unknown>);
    if (!request) {
      refuse(res, 400, { error: 'name the new brand: ?code=<code>[&from=<code to clone>]' });
      return;
    }
    const start = started(dirs, request, res);
    if (!start) return;
    const answer: NewBrandStart = { ...request, answers: start.base };
    res.json(answer);
  });
  router.post('/api/brands', async (req, res) => {
    const body = (req.body ?? {}) as Partial<Record<keyof CreateRequest, unknown>>;
    const request = requestOf(body);
    const answers = answersOf(body.answers);
    if (!request || !answers) {
      refuse(res, 400, {
        error: 'send { code, from?, answers: one value per question of the create dialog }',
      });
      return;
    }
    const start = started(dirs, request, res);
    if (!start) return;
    const normal = normaliseAnswers(answers);
    const refusals = refusalsOf(start, normal);
    if (refusals.length > 0) {
      refuse(res, 422, {
        error: `not created: ${refusals.length} answer(s) to change`,
        fields: refusals.map(({ field, reason }) => ({ field, reason })),
      });
      return;
    }
    try {
      const { target } = await writeNew(dirs, start, normal);
      const created: CreateAnswer = { code: start.code, dir: path.relative(dirs.root, target) };
      res.status(201).json(created);
    } catch (e) {
      // Another create took the code meanwhile: said at the code, like any taken code.
      if (!(e instanceof StartRefused)) throw e;
      refuse(res, 409, {
        error: e.message,
        fields: [{ field: e.field, reason: `${e.message}: ${e.hint}` }],
      });
    }
  });
  return router;
}
