/**
 * The pseudo-locale (issue 15, part 6; docs/languages.md, "The pseudo-locale
 * run"): English messages turned, at run time, into
 * `⟦Ŝéñð ţĥé ɱéššåĝé ~~~~⟧` — accented letters, about 40 % longer, bracketed —
 * so that a page shown with them gives away every word that does not come
 * from a catalogue (it stays plain English, outside the brackets) and every
 * layout that breaks when a translation runs longer. Placeholders, plural and
 * select syntax, `#`, quoted ICU text and `<tags>` stay exactly as they were:
 * the result still compiles, with the same arguments.
 *
 * Never a choice for users: the catalogues use it only when the server runs
 * with MARQUEE_PSEUDO_LOCALE=1 (catalogues.server.ts), in place of English.
 */

const ACCENTS: Record<string, string> = {
  a: "å",
  b: "ƀ",
  c: "ç",
  d: "ð",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "î",
  j: "ĵ",
  k: "ķ",
  l: "ļ",
  m: "ɱ",
  n: "ñ",
  o: "ö",
  p: "þ",
  q: "ǫ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "û",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "Å",
  B: "Ɓ",
  C: "Ç",
  D: "Ð",
  E: "É",
  F: "Ƒ",
  G: "Ĝ",
  H: "Ĥ",
  I: "Î",
  J: "Ĵ",
  K: "Ķ",
  L: "Ļ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ö",
  P: "Þ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Û",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž",
};

export const PSEUDO_OPEN = "⟦";
export const PSEUDO_CLOSE = "⟧";

const accent = (s: string): string => s.replace(/[A-Za-z]/g, (c) => ACCENTS[c] ?? c);

/** Reads ICU text up to an unmatched `}` (a branch's end) or the end; accents the words, keeps the syntax. */
function text(src: string, start: number, inPlural: boolean): { out: string; end: number; letters: number } {
  let out = "";
  let letters = 0;
  let i = start;
  while (i < src.length) {
    const c = src[i]!;
    if (c === "}") break;
    if (c === "{") {
      const a = argument(src, i);
      out += a.out;
      letters += a.letters;
      i = a.end;
      continue;
    }
    if (c === "'") {
      // ICU quoting: '' is an apostrophe; '{…}' (a quote before syntax) is literal text up to the next lone quote.
      if (src[i + 1] === "'") {
        out += "''";
        i += 2;
        continue;
      }
      if (/[{}#|]/.test(src[i + 1] ?? "")) {
        const close = src.indexOf("'", i + 1);
        const end = close === -1 ? src.length : close + 1;
        out += src.slice(i, end);
        i = end;
        continue;
      }
    }
    if (c === "<") {
      // A tag (<0>, </strong>, <br/>) is markup the code puts elements into: kept as it is.
      const tag = /^<\/?[A-Za-z0-9_-]+\s*\/?>/.exec(src.slice(i));
      if (tag) {
        out += tag[0];
        i += tag[0].length;
        continue;
      }
    }
    if (c === "#" && inPlural) {
      out += c;
      i++;
      continue;
    }
    if (/[A-Za-z]/.test(c)) letters++;
    out += accent(c);
    i++;
  }
  return { out, end: i, letters };
}

const BRANCHING = new Set(["plural", "select", "selectordinal"]);

/** Reads `{name}`, `{name, number}` or `{name, plural, one {…} other {…}}` from the `{` at `start`. */
function argument(src: string, start: number): { out: string; end: number; letters: number } {
  const head = /^\{\s*([^\s,{}]+)\s*(?:,\s*([A-Za-z]+)\s*)?/.exec(src.slice(start));
  if (!head) throw new Error(`Not an ICU argument at ${start}: ${src}`);
  let i = start + head[0].length;
  const type = head[2];
  if (!type || !BRANCHING.has(type)) {
    // A plain argument or a formatted one ({n, number, ::currency/EUR}): copied up to its closing brace.
    let depth = 1;
    let j = i;
    while (j < src.length && depth > 0) {
      if (src[j] === "{") depth++;
      else if (src[j] === "}") depth--;
      j++;
    }
    return { out: src.slice(start, j), end: j, letters: 0 };
  }
  let out = head[0];
  let letters = 0;
  // Branches: selector (one, =0, offset:1, male) then {text}, until the closing brace.
  while (i < src.length && src[i] !== "}") {
    const sel = /^[\s,]*([^\s{}]*)\s*/.exec(src.slice(i))!;
    out += sel[0];
    i += sel[0].length;
    if (src[i] === "{") {
      const body = text(src, i + 1, type !== "select");
      out += `{${body.out}}`;
      letters = Math.max(letters, body.letters);
      i = body.end + 1;
    } else if (!sel[0]) {
      throw new Error(`Malformed ICU branches at ${i}: ${src}`);
    }
  }
  return { out: out + "}", end: i + 1, letters };
}

/**
 * One message in the pseudo-locale: accented, bracketed, about 40 % longer; ICU syntax unchanged.
 * The padding comes as words of up to six tildes, so a long message can still wrap where a
 * translation's words would (one unbreakable run would report overflow no language causes).
 */
export function pseudoMessage(message: string): string {
  const { out, letters } = text(message, 0, false);
  const pad = Math.max(1, Math.ceil(letters * 0.4));
  const words = Array.from({ length: Math.ceil(pad / 6) }, (_, i) => "~".repeat(Math.min(6, pad - i * 6)));
  return `${PSEUDO_OPEN}${out} ${words.join(" ")}${PSEUDO_CLOSE}`;
}

/** A whole catalogue in the pseudo-locale. */
export function pseudoCatalogue(source: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(source).map(([k, v]) => [k, pseudoMessage(v)]));
}
