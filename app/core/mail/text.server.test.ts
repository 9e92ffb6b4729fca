import { expect, test } from "vitest";
import { escapeHtml } from "./layout.server.ts";
import { messageIdFor, oneLine, safeFilename } from "./text.server.ts";

test("oneLine flattens line breaks and controls, so nothing typed can start a new header", () => {
  expect(oneLine("Ada\r\nBcc: evil@example.com")).toBe("Ada Bcc: evil@example.com");
  expect(oneLine("a\u0000b\u2028c\tc")).toBe("a b c c");
  expect(oneLine("x".repeat(300), 10)).toBe("xxxxxxxxx…");
});

test("escapeHtml escapes the five characters that matter", () => {
  expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
    "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;",
  );
});

test("safeFilename keeps the name but drops paths and quotes", () => {
  expect(safeFilename("../../etc/passwd")).toBe("passwd");
  expect(safeFilename('C:\\riders\\our "rider".pdf')).toBe("our _rider_.pdf");
  expect(safeFilename("")).toBe("attachment");
});

test("the Message-ID is a function of the delivery, so a re-send carries the same id", () => {
  expect(messageIdFor("dlv_1", "example.org")).toBe("<dlv_1.marquee@example.org>");
  expect(messageIdFor("dlv_1", "example.org")).toBe(messageIdFor("dlv_1", "example.org"));
  expect(messageIdFor("a>b\r\n", "ex ample.org>")).toBe("<ab.marquee@example.org>");
});
