/**
 * A forgiving iCalendar reader for imports. Unlike lib/ics/parse.ts (which
 * checks what we write and throws), it keeps going: a broken line or an
 * unclosed block spoils only the component it is in, which the preview then
 * lists as unreadable with the line number and the reason. LF-only line ends
 * (common in hand-made and PHP-made files) are accepted as CRLF.
 */
import { parseProperty, type Property } from "~/capabilities/events/lib/ics/parse.ts";
import { IMPORT_TEXT, type ImportText } from "./messages.ts";

export interface ReadComponent {
  name: string;
  /** 1-based line of its BEGIN. */
  line: number;
  properties: (Property & { line: number })[];
  components: ReadComponent[];
  /** Why it cannot be trusted (broken line, unclosed); empty when fine. */
  errors: ImportText[];
}

export interface ReadCalendar {
  calendars: ReadComponent[];
  /** Problems outside any VEVENT. */
  errors: ImportText[];
}

const NAME_RE = /^[A-Za-z0-9-]+$/;

/** Unfolded logical lines with the physical line number each starts on. */
export function unfoldLines(text: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  const physical = text.split(/\r\n|\n|\r/);
  for (let i = 0; i < physical.length; i++) {
    const l = physical[i]!;
    if ((l.startsWith(" ") || l.startsWith("\t")) && out.length) out[out.length - 1]!.text += l.slice(1);
    else if (l.trim() !== "") out.push({ text: l, line: i + 1 });
  }
  return out;
}

function nameOf(line: string): string | null {
  const m = /^([^:;]*)[:;]/.exec(line);
  return m && NAME_RE.test(m[1]!) ? m[1]! : null;
}

export function readIcs(text: string): ReadCalendar {
  const root: ReadComponent = { name: "", line: 0, properties: [], components: [], errors: [] };
  const stack: ReadComponent[] = [root];
  for (const { text: l, line } of unfoldLines(text)) {
    const top = stack[stack.length - 1]!;
    if (nameOf(l) === null) {
      // A line that is no property at all: most often a folded line that lost its leading space.
      (top === root ? root : top).errors.push(IMPORT_TEXT.brokenLine(line, l.slice(0, 30)));
      continue;
    }
    let prop: Property;
    try {
      prop = parseProperty(l);
    } catch {
      top.errors.push(IMPORT_TEXT.brokenLine(line, l.slice(0, 30)));
      continue;
    }
    if (prop.name === "BEGIN") {
      const c: ReadComponent = {
        name: prop.value.trim().toUpperCase(),
        line,
        properties: [],
        components: [],
        errors: [],
      };
      top.components.push(c);
      stack.push(c);
    } else if (prop.name === "END") {
      const name = prop.value.trim().toUpperCase();
      const at = stack.map((c) => c.name).lastIndexOf(name);
      if (at <= 0) {
        top.errors.push(IMPORT_TEXT.closesNothing(line, name));
        continue;
      }
      // Blocks left open inside it are cut off.
      for (const open of stack.splice(at + 1)) open.errors.push(IMPORT_TEXT.unbalanced(open.name));
      stack.pop();
    } else {
      top.properties.push({ ...prop, line });
    }
  }
  for (const open of stack.splice(1)) open.errors.push(IMPORT_TEXT.unbalanced(open.name));
  return { calendars: root.components.filter((c) => c.name === "VCALENDAR"), errors: root.errors };
}

/** Every component of a kind, at any depth below `c`. */
export function descendants(c: ReadComponent, name: string): ReadComponent[] {
  return c.components.flatMap((x) => (x.name === name ? [x] : descendants(x, name)));
}

export function first(c: ReadComponent, name: string): (Property & { line: number }) | undefined {
  return c.properties.find((p) => p.name === name);
}

export function all(c: ReadComponent, name: string): (Property & { line: number })[] {
  return c.properties.filter((p) => p.name === name);
}
