/**
 * The Markdown editor's toolbar as pure text edits (issue 11): each command
 * takes the text and the selection and says which range to replace with what,
 * and where the selection goes after. The component applies the edit through
 * the browser's own insertText, so Ctrl+Z undoes a toolbar command like typing.
 */
export interface TextEdit {
  /** Replace value.slice(from, to) … */
  from: number;
  to: number;
  /** … with this. */
  insert: string;
  /** The selection afterwards, in the new text. */
  selectionStart: number;
  selectionEnd: number;
}

export type FormatCommand = "bold" | "italic" | "link" | "heading" | "bullets" | "numbers" | "quote";

/** **bold** / _italic_: wraps the selection (or a placeholder), or unwraps it when it is already wrapped. */
export function wrapSelection(
  value: string,
  start: number,
  end: number,
  marker: string,
  placeholder: string,
): TextEdit {
  const selected = value.slice(start, end);
  const before = value.slice(Math.max(0, start - marker.length), start);
  const after = value.slice(end, end + marker.length);
  if (before === marker && after === marker) {
    // Already wrapped just outside the selection: take the markers away.
    return {
      from: start - marker.length,
      to: end + marker.length,
      insert: selected,
      selectionStart: start - marker.length,
      selectionEnd: end - marker.length,
    };
  }
  if (selected.length > 2 * marker.length && selected.startsWith(marker) && selected.endsWith(marker)) {
    const inner = selected.slice(marker.length, -marker.length);
    return { from: start, to: end, insert: inner, selectionStart: start, selectionEnd: start + inner.length };
  }
  // Spaces the person selected stay outside the markers ("**word** " not "**word **", which is not bold).
  const lead = /^\s*/.exec(selected)![0];
  const trail = /\s*$/.exec(selected.slice(lead.length))![0];
  const core = selected.slice(lead.length, selected.length - trail.length) || placeholder;
  const insert = `${lead}${marker}${core}${marker}${trail}`;
  const s = start + lead.length + marker.length;
  return { from: start, to: end, insert, selectionStart: s, selectionEnd: s + core.length };
}

/** [text](https://): the selection becomes the link text, and the address is selected to be typed over. */
export function linkSelection(value: string, start: number, end: number, placeholder = "link text"): TextEdit {
  const selected = value.slice(start, end);
  const isUrl = /^(https?:\/\/|mailto:|tel:)\S+$/i.test(selected.trim());
  if (isUrl) {
    const url = selected.trim();
    const insert = `[${placeholder}](${url})`;
    return { from: start, to: end, insert, selectionStart: start + 1, selectionEnd: start + 1 + placeholder.length };
  }
  const text = selected || placeholder;
  const insert = `[${text}](https://)`;
  const urlStart = start + text.length + 3;
  return { from: start, to: end, insert, selectionStart: urlStart, selectionEnd: urlStart + "https://".length };
}

const PREFIX: Record<"heading" | "bullets" | "numbers" | "quote", { test: RegExp; make: (i: number) => string }> = {
  heading: { test: /^#{1,6} /, make: () => "## " },
  bullets: { test: /^[-*+] /, make: () => "- " },
  numbers: { test: /^\d+[.)] /, make: (i) => `${i + 1}. ` },
  quote: { test: /^> ?/, make: () => "> " },
};

/**
 * Headings, lists and quotes work on whole lines: every line the selection
 * touches gets the prefix, or loses it when all of them have it already.
 */
export function prefixLines(value: string, start: number, end: number, kind: keyof typeof PREFIX): TextEdit {
  const from = value.lastIndexOf("\n", start - 1) + 1;
  const endBreak = value.indexOf("\n", end > start && value[end - 1] === "\n" ? end - 1 : end);
  const to = endBreak === -1 ? value.length : endBreak;
  const lines = value.slice(from, to).split("\n");
  const { test, make } = PREFIX[kind];
  const all = lines.every((l) => test.test(l) || l.trim() === "");
  const strip = (l: string) =>
    l
      .replace(PREFIX.heading.test, "")
      .replace(PREFIX.bullets.test, "")
      .replace(PREFIX.numbers.test, "")
      .replace(PREFIX.quote.test, "");
  let n = 0;
  const out = lines.map((l) => {
    if (all) return l.replace(test, "");
    if (l.trim() === "" && lines.length > 1) return l;
    return make(n++) + strip(l);
  });
  const insert = out.join("\n");
  return { from, to, insert, selectionStart: from, selectionEnd: from + insert.length };
}

export function formatEdit(command: FormatCommand, value: string, start: number, end: number): TextEdit {
  switch (command) {
    case "bold":
      return wrapSelection(value, start, end, "**", "bold text");
    case "italic":
      return wrapSelection(value, start, end, "_", "italic text");
    case "link":
      return linkSelection(value, start, end);
    default:
      return prefixLines(value, start, end, command);
  }
}

/** The result of an edit as a whole value (for tests and for browsers without insertText). */
export function applyEdit(value: string, e: TextEdit): string {
  return value.slice(0, e.from) + e.insert + value.slice(e.to);
}

/** Keyboard shortcuts (with Ctrl, or ⌘ on a Mac). */
export function shortcutFor(key: string, shift: boolean): FormatCommand | null {
  const k = key.toLowerCase();
  if (!shift && k === "b") return "bold";
  if (!shift && k === "i") return "italic";
  if (!shift && k === "k") return "link";
  if (shift && (k === "8" || k === "*")) return "bullets";
  if (shift && (k === "7" || k === "&")) return "numbers";
  if (shift && (k === "." || k === ">")) return "quote";
  if (shift && k === "h") return "heading";
  return null;
}
