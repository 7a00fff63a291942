// Boot data in flight from the head: the inline head script of each tenant page
// (cli/src/commands/build/boot-data.ts) starts the calls of the first screen while the JS
// downloads, with the headers the API client would send, and leaves the answers on
// window.__lobbyBoot. The client (client.ts) takes each answer once, by URL, instead of asking
// again. The list of calls is schemas/boot-calls.ts.

interface BootAnswer {
  status: number;
  body: string;
}

interface BootCalls {
  /** The language the calls were made in (their Language header). */
  lang: string;
  /** Date.now() when the head script ran. */
  at: number;
  calls: Record<string, Promise<BootAnswer | null> | undefined>;
}

declare global {
  interface Window {
    __lobbyBoot?: BootCalls;
  }
}

/** An answer older than this is not used: a later visit to the page asks the server again. */
export const BOOT_ANSWER_MAX_AGE_MS = 60_000;

/** The head's answer for `url` (once), if it was asked for in `lang` and is recent. */
function takeBootAnswer(url: string, lang: string): Promise<BootAnswer | null> | undefined {
  const boot = typeof window === 'undefined' ? undefined : window.__lobbyBoot;
  const answer = boot?.calls[url];
  if (!boot || !answer) return undefined;
  delete boot.calls[url];
  if (boot.lang !== lang) return undefined;
  if (Date.now() - boot.at > BOOT_ANSWER_MAX_AGE_MS) return undefined;
  return answer;
}

/** A Response for the client's envelope parsing, or undefined when the early call failed. */
export async function bootResponse(url: string, lang: string): Promise<Response | undefined> {
  const pending = takeBootAnswer(url, lang);
  const answer = pending ? await pending : null;
  if (!answer) return undefined;
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'Content-Type': 'application/json' },
  });
}
