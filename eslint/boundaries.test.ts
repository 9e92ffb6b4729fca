/**
 * Proof that the boundary rule fails on violations (and passes the allowed
 * shapes), run through ESLint itself on source text at real paths.
 */
import { expect, test } from "vitest";
import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import plugin, { violation } from "./boundaries.ts";

const linter = new Linter({ configType: "flat", cwd: process.cwd() });
const config: Linter.Config[] = [
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parser: tseslint.parser as Linter.Parser },
    plugins: { marquee: plugin },
    rules: { "marquee/boundaries": "error" },
  },
];

function lint(file: string, code: string): string[] {
  return linter.verify(code, config, { filename: `${process.cwd()}/${file}` }).map((m) => m.message);
}

test("the core importing a capability fails", () => {
  const errors = lint("app/core/http/csp.server.ts", `import { x } from "~/capabilities/media/lib/providers.ts";`);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(/^core: the core never imports a capability/);
  expect(
    lint("app/core/boot.server.ts", `import { CAPABILITIES } from "../capabilities/registry.server.ts";`),
  ).toHaveLength(1);
  expect(lint("app/core/x.ts", `const m = await import("~/root");`)).toHaveLength(1);
});

test("a capability reaching into another's internals fails, also by a relative path; its public doors pass", () => {
  expect(
    lint(
      "app/capabilities/events/routes/site/event.tsx",
      `import { Picture } from "~/capabilities/media/components/site/Picture.tsx";`,
    )[0],
  ).toMatch(/^doors:/);
  expect(lint("app/capabilities/events/lib/views.ts", `import { a } from "../../location/lib/address.ts";`)[0]).toMatch(
    /^doors:/,
  );
  expect(lint("app/capabilities/events/lib/views.ts", `export { a } from "../../location/lib/address.ts";`)[0]).toMatch(
    /^doors:/,
  );
  expect(
    lint("app/capabilities/events/routes/site/event.tsx", `import { Picture } from "~/capabilities/media/index.ts";`),
  ).toEqual([]);
  expect(
    lint(
      "app/capabilities/events/server/pages.server.ts",
      `import { imageViews } from "~/capabilities/media/index.server.ts";`,
    ),
  ).toEqual([]);
  // Hosts may read the registry's component maps; a test file follows the same rule.
  expect(
    lint("app/capabilities/site/routes/home.tsx", `import { HOME_SECTIONS } from "~/capabilities/ui.home.tsx";`),
  ).toEqual([]);
  expect(
    lint(
      "app/capabilities/events/server/a.db.test.ts",
      `import { u } from "~/capabilities/media/server/data/uploads.server.ts";`,
    )[0],
  ).toMatch(/^doors:/);
});

test("routes calling a data module or auditing fail; services and tests may", () => {
  expect(
    lint(
      "app/capabilities/events/routes/admin/events.tsx",
      `import { createEvent } from "~/capabilities/events/server/data/events.server.ts";`,
    )[0],
  ).toMatch(/^services:/);
  expect(
    lint("app/capabilities/events/routes/admin/events.tsx", `import { audit } from "~/core/audit/audit.server.ts";`)[0],
  ).toMatch(/^services:/);
  // Reading the log is not auditing.
  expect(
    lint("app/capabilities/studio/routes/audit.tsx", `import { listAudit } from "~/core/audit/audit.server.ts";`),
  ).toEqual([]);
  expect(
    lint(
      "app/capabilities/events/server/data/events.server.ts",
      `import { audit } from "~/core/audit/audit.server.ts";`,
    )[0],
  ).toMatch(/^data:/);
  expect(
    lint(
      "app/capabilities/events/server/events.server.ts",
      `import { audit } from "~/core/audit/audit.server.ts"; import { e } from "./data/events.server.ts";`,
    ),
  ).toEqual([]);
  expect(
    lint(
      "app/capabilities/events/routes/admin/x.db.test.ts",
      `import { e } from "~/capabilities/events/server/data/events.server.ts";`,
    ),
  ).toEqual([]);
});

test("glue and packages are not judged", () => {
  expect(violation("app/routes.ts", "app/capabilities/events/routes.ts")).toBeNull();
  expect(violation("app/entry.server.tsx", "app/capabilities/registry.server.ts")).toBeNull();
  expect(lint("app/core/ui/forms.tsx", `import { Form } from "react-router"; import x from "./Field.tsx";`)).toEqual(
    [],
  );
});
