/**
 * What changed between two versions of the privacy notice, paragraph by
 * paragraph (a heading is a paragraph of its own): the longest common
 * subsequence, so a feature switched on shows as its added section and one
 * switched off as its removed one. Universal: the studio page renders it.
 */
export interface DiffBlock {
  kind: "same" | "added" | "removed";
  text: string;
}

/** The notice's paragraphs: blank lines separate them; line ends normalised, empty ones dropped. */
export const blocksOf = (text: string): string[] =>
  text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);

export function diffBlocks(before: string, after: string): DiffBlock[] {
  const a = blocksOf(before);
  const b = blocksOf(after);
  // lcs[i][j]: the length of the longest common subsequence of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: DiffBlock[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push({ kind: "same", text: a[i]! });
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!))
      out.push({ kind: "added", text: b[j++]! });
    else out.push({ kind: "removed", text: a[i++]! });
  }
  return out;
}
