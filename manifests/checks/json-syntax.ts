// Syntax problems with a cause an operator can act on, instead of a generic "missing comma": a
// byte-order mark (saved by some Windows editors), comments (JSON has none), and the markers a
// merge conflict leaves behind. Positions are offsets into the text.
import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

interface SyntaxProblem {
  offset: number;
  message: string;
  hint: string;
}

const BOM = 0xfeff;
const CONFLICT_MARKER = /^(<{7}|={7}|>{7}|\|{7})(?: .*)?$/gm;

// Keyed by jsonc-parser's names for its error codes (its enum is const, so not importable here).
const GENERIC_HINTS: Readonly<Record<string, string>> = {
  CommaExpected: 'add the missing comma between the two values',
  PropertyNameExpected:
    'put the property name in double quotes, and remove a comma after the last item',
  ValueExpected: 'write a value here, or remove the comma after the last item',
  ColonExpected: 'add ":" between the property name and its value',
  CloseBraceExpected: 'close the object with "}"',
  CloseBracketExpected: 'close the list with "]"',
  UnexpectedEndOfString: 'close the string with a double quote',
  InvalidSymbol: 'use double quotes for strings; single quotes are not JSON',
};

/**
 * Parses `text` as strict JSON. A BOM is reported and then read past (so the rest is still
 * checked); a file with conflict markers reports only those, as everything else is their echo.
 */
export function parseStrictJson(text: string): {
  tree?: Node;
  /** The text the tree was read from (a BOM replaced by a space). */
  body: string;
  problems: SyntaxProblem[];
} {
  const problems: SyntaxProblem[] = [];
  let body = text;
  if (text.charCodeAt(0) === BOM) {
    problems.push({
      offset: 0,
      message: 'the file starts with a byte-order mark (BOM)',
      hint: 'save it as "UTF-8" without BOM (in VS Code: the encoding in the status bar, "Save with Encoding")',
    });
    // A space keeps every later offset where the editor shows it.
    body = ` ${text.slice(1)}`;
  }
  const markers = [...body.matchAll(CONFLICT_MARKER)];
  if (markers.length > 0) {
    for (const m of markers)
      problems.push({
        offset: m.index,
        message: `merge-conflict marker "${m[1]}" left in the file`,
        hint: 'keep the side you want between <<<<<<< and >>>>>>>, then delete the marker lines (<<<<<<<, =======, >>>>>>>)',
      });
    return { body, problems };
  }
  const errors: ParseError[] = [];
  const isComment = (e: ParseError) => printParseErrorCode(e.error) === 'InvalidCommentToken';
  const tree = parseTree(body, errors, { allowTrailingComma: false, disallowComments: true });
  const comments = errors.filter(isComment);
  for (const e of comments)
    problems.push({
      offset: e.offset,
      message: 'a comment: JSON files cannot have comments',
      hint: 'delete the comment (a note for the next operator can go in the commit message)',
    });
  // Comments are skipped by the parser: the errors left are real ones.
  for (const e of errors.filter((x) => !isComment(x)).slice(0, 5))
    problems.push({
      offset: e.offset,
      message: `invalid JSON (${printParseErrorCode(e.error)})`,
      hint:
        GENERIC_HINTS[printParseErrorCode(e.error)] ??
        'fix the syntax (a missing comma, quote or bracket)',
    });
  return errors.length > 0 || !tree ? { body, problems } : { tree, body, problems };
}
