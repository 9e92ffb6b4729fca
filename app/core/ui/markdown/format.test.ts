import { expect, test } from "vitest";
import { applyEdit, formatEdit, linkSelection, prefixLines, shortcutFor, wrapSelection } from "./format.ts";

const run = (value: string, start: number, end: number, cmd: Parameters<typeof formatEdit>[0]) => {
  const e = formatEdit(cmd, value, start, end);
  const text = applyEdit(value, e);
  return { text, selected: text.slice(e.selectionStart, e.selectionEnd) };
};

test("bold wraps the selection and selects the word inside the markers", () => {
  expect(run("a word here", 2, 6, "bold")).toEqual({ text: "a **word** here", selected: "word" });
});

test("bold with nothing selected inserts a placeholder that is selected to be typed over", () => {
  expect(run("ab", 1, 1, "bold")).toEqual({ text: "a**bold text**b", selected: "bold text" });
});

test("bold again on a bold word takes the markers away (toggle)", () => {
  const once = wrapSelection("a word", 2, 6, "**", "x");
  const text = applyEdit("a word", once);
  const twice = wrapSelection(text, once.selectionStart, once.selectionEnd, "**", "x");
  expect(applyEdit(text, twice)).toBe("a word");
  expect(run("**word**", 0, 8, "bold").text).toBe("word");
});

test("spaces selected with a word stay outside the markers, so the Markdown is still bold", () => {
  expect(run("say hello now", 3, 10, "bold").text).toBe("say **hello** now");
});

test("italic uses underscores", () => {
  expect(run("x", 0, 1, "italic").text).toBe("_x_");
});

test("a link makes the selection the text and selects the address", () => {
  expect(run("see tickets", 4, 11, "link")).toEqual({ text: "see [tickets](https://)", selected: "https://" });
  const pasted = linkSelection("https://example.com", 0, 19);
  expect(applyEdit("https://example.com", pasted)).toBe("[link text](https://example.com)");
});

test("lists, quotes and headings work on every line the selection touches, and toggle off", () => {
  expect(run("one\ntwo\nthree", 2, 6, "bullets").text).toBe("- one\n- two\nthree");
  expect(run("one\ntwo", 0, 7, "numbers").text).toBe("1. one\n2. two");
  expect(run("- one\n- two", 0, 11, "bullets").text).toBe("one\ntwo");
  expect(run("said", 0, 0, "quote").text).toBe("> said");
  expect(run("Title", 2, 2, "heading").text).toBe("## Title");
  // One kind replaces another instead of stacking: a bullet becomes a number.
  expect(run("- one", 0, 5, "numbers").text).toBe("1. one");
});

test("a line prefix keeps the text before and after the touched lines", () => {
  const e = prefixLines("intro\n\nitem\n\nend", 8, 8, "bullets");
  expect(applyEdit("intro\n\nitem\n\nend", e)).toBe("intro\n\n- item\n\nend");
});

test("shortcuts: Ctrl+B, I, K and the shifted list keys", () => {
  expect([
    shortcutFor("b", false),
    shortcutFor("I", false),
    shortcutFor("k", false),
    shortcutFor("8", true),
    shortcutFor("7", true),
    shortcutFor("x", false),
  ]).toEqual(["bold", "italic", "link", "bullets", "numbers", null]);
});
