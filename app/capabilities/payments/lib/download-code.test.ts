import { expect, test } from "vitest";
import { readDownloadCode, showDownloadCode } from "./download-code.ts";

test("a printed code reads back whatever the fan's typing", () => {
  expect(showDownloadCode("7KX4QH2MABCD")).toBe("7KX4-QH2M-ABCD");
  expect(readDownloadCode("7kx4-qh2m-abcd")).toBe("7KX4QH2MABCD");
  expect(readDownloadCode(" 7KX4 QH2M ABCD ")).toBe("7KX4QH2MABCD");
  // O read as zero, I and L as one (Crockford).
  expect(readDownloadCode("OOOO-IIII-LLLL")).toBe("000011111111");
});

test("what cannot be a code is refused before any look-up", () => {
  expect(readDownloadCode("")).toBeNull();
  expect(readDownloadCode("7KX4-QH2M")).toBeNull();
  expect(readDownloadCode("7KX4-QH2M-ABCU")).toBeNull();
  expect(readDownloadCode("'; drop table x; --")).toBeNull();
});
