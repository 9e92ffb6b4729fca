import { expect, test } from "vitest";
import { pickEncoding } from "./encoding.ts";

test("brotli when accepted, else gzip, else none; q=0 refuses one", () => {
  expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
  expect(pickEncoding("gzip, deflate")).toBe("gzip");
  expect(pickEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
  expect(pickEncoding("*")).toBe("br");
  expect(pickEncoding("*;q=0, gzip")).toBe("gzip");
  expect(pickEncoding("identity")).toBe("identity");
  expect(pickEncoding("")).toBe("identity");
  expect(pickEncoding(null)).toBe("identity");
  expect(pickEncoding("BR")).toBe("br");
});
