import { expect, test } from "vitest";
import { ageVars, bytesText, exitCode, type Check } from "./doctor.ts";

const check = (status: Check["status"]): Check => ({ id: "x", status, summary: { key: "k" }, fix: null });

test("exit code: 0 all well, 1 with a warning, 2 with a failure", () => {
  expect(exitCode([check("ok"), check("ok")])).toBe(0);
  expect(exitCode([check("ok"), check("warn")])).toBe(1);
  expect(exitCode([check("warn"), check("fail"), check("ok")])).toBe(2);
  expect(exitCode([])).toBe(0);
});

test("ages and sizes read naturally", () => {
  expect(ageVars(5 * 60_000)).toEqual({ amount: 5, unit: "minutes" });
  expect(ageVars(3 * 3_600_000)).toEqual({ amount: 3, unit: "hours" });
  expect(ageVars(3 * 86_400_000)).toEqual({ amount: 3, unit: "days" });
  expect(bytesText(512)).toBe("512 bytes");
  expect(bytesText(1_234_567)).toBe("1.2 MB");
  expect(bytesText(45_000_000_000)).toBe("45 GB");
});
