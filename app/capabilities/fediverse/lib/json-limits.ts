/**
 * What an inbox accepts before anything parses it (issue 31, "huge or deeply nested JSON"): at most
 * MAX_ACTIVITY_BYTES, nested at most MAX_DEPTH deep. The depth is counted over the raw text (strings
 * skipped), so a document built to exhaust a parser's stack is refused without being parsed.
 */
export const MAX_ACTIVITY_BYTES = 256 * 1024;
export const MAX_DEPTH = 32;

/** The deepest nesting of arrays and objects in a JSON text, stopping once it passes `limit`. */
export function jsonDepth(text: string, limit = MAX_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === 125 || c === 93) depth--;
  }
  return deepest;
}
