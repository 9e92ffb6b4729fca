/**
 * A small iCalendar reader: unfolds lines and builds the component tree.
 * Used by tests (ours and e2e) to check that what we write parses back.
 */
import { CRLF, unescapeText } from "./text.ts";

export interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface Component {
  name: string;
  properties: Property[];
  components: Component[];
}

/** Undo folding: a CRLF followed by one space or tab joins the lines (§3.1). */
export function unfold(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, "")
    .split(CRLF)
    .filter((l, i, all) => l !== "" || i < all.length - 1);
}

export function parseProperty(line: string): Property {
  // The name and parameters end at the first colon outside double quotes.
  let quoted = false;
  let split = -1;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (c === ":" && !quoted) {
      split = i;
      break;
    }
  }
  if (split < 0) throw new SyntaxError(`No value in line: ${line}`);
  const head = line.slice(0, split);
  const value = line.slice(split + 1);
  const parts = head.match(/(?:[^;"]|"[^"]*")+/g) ?? [];
  const [name = "", ...rest] = parts;
  const params: Record<string, string> = {};
  for (const p of rest) {
    const eq = p.indexOf("=");
    params[p.slice(0, eq).toUpperCase()] = p.slice(eq + 1).replace(/^"(.*)"$/, "$1");
  }
  return { name: name.toUpperCase(), params, value };
}

/** Parse a whole iCalendar object; throws on unbalanced BEGIN/END. */
export function parseCalendar(text: string): Component {
  const root: Component = { name: "", properties: [], components: [] };
  const stack: Component[] = [root];
  for (const line of unfold(text)) {
    if (line === "") continue;
    const prop = parseProperty(line);
    const top = stack[stack.length - 1]!;
    if (prop.name === "BEGIN") {
      const c: Component = { name: prop.value.toUpperCase(), properties: [], components: [] };
      top.components.push(c);
      stack.push(c);
    } else if (prop.name === "END") {
      if (top.name !== prop.value.toUpperCase())
        throw new SyntaxError(`END:${prop.value} closes ${top.name || "nothing"}`);
      stack.pop();
    } else {
      top.properties.push(prop);
    }
  }
  if (stack.length !== 1) throw new SyntaxError(`Unclosed ${stack[stack.length - 1]!.name}`);
  const cal = root.components[0];
  if (!cal || cal.name !== "VCALENDAR" || root.components.length !== 1) throw new SyntaxError("Expected one VCALENDAR");
  return cal;
}

/** First value of a property, TEXT-unescaped. */
export function prop(c: Component, name: string): string | undefined {
  const p = c.properties.find((x) => x.name === name);
  return p ? unescapeText(p.value) : undefined;
}

export function props(c: Component, name: string): Property[] {
  return c.properties.filter((x) => x.name === name);
}

export function children(c: Component, name: string): Component[] {
  return c.components.filter((x) => x.name === name);
}
