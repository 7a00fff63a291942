// The one platform call whose body is a query string sent as JSON (forgot password by e-mail):
// its paths, and a parser that takes either.
import { platformCalls } from '#schemas/wire/platform-calls.ts';

/** `METHOD /lower/case/path` of every call whose body may come form-encoded. */
export function formBodyPaths(): Set<string> {
  return new Set(
    platformCalls.filter((c) => c.formBody).map((c) => `${c.method} ${c.path.toLowerCase()}`),
  );
}

/** A JSON object, or `a=1&b=2`, as an object; anything else as an empty one. */
export function parseLooseBody(text: string): Record<string, unknown> {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(trimmed));
}
