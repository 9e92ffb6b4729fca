import { expect, test } from "vitest";
import { markdownToText, renderMarkdown } from "./markdown.server.ts";

test("raw HTML is shown as text, never run", () => {
  const html = renderMarkdown('Hi <script>alert(1)</script> <img src=x onerror="alert(2)">');
  expect(html).not.toContain("<script");
  expect(html).not.toContain("<img");
  expect(html).toContain("&lt;script&gt;");
});

test.each([
  ["[x](javascript:alert(1))", false],
  ["[x](JAVASCRIPT:alert(1))", false],
  ["[x](data:text/html;base64,PHNjcmlwdD4=)", false],
  ["[x](vbscript:msgbox)", false],
  ["[x](//evil.example/path)", false],
  ["[x](https://example.com)", true],
  ["[x](http://example.com)", true],
  ["[x](mailto:a@example.com)", true],
  ["[x](tel:+4930123)", true],
  ["[x](/contact)", true],
])("link %s allowed: %s", (src, allowed) => {
  expect(renderMarkdown(src).includes("<a ")).toBe(allowed);
});

test("images are not rendered (they would load from another host)", () => {
  expect(renderMarkdown("![tracker](https://evil.example/pixel.gif)")).not.toContain("<img");
});

test("external links get rel=nofollow noopener noreferrer", () => {
  expect(renderMarkdown("[site](https://example.com)")).toContain('rel="nofollow noopener noreferrer"');
  expect(renderMarkdown("[c](/contact)")).not.toContain("nofollow");
});

test("plain text for meta descriptions is trimmed with an ellipsis", () => {
  expect(markdownToText("## Title\n\n**Bold** & *more* text", 100)).toBe("Title Bold & more text");
  expect(markdownToText("a ".repeat(200), 20)).toHaveLength(20);
  expect(markdownToText("a ".repeat(200), 20).endsWith("…")).toBe(true);
});
