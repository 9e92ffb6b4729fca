/**
 * Proof that the boundary rule fails on violations (and passes the allowed
 * shapes), run through ESLint itself on source text at real paths.
 */
import { expect, test } from "vitest";
import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import plugin, { violation } from "./boundaries.ts";
import { capabilityNames } from "./core-names.ts";

const linter = new Linter({ configType: "flat", cwd: process.cwd() });
const config: Linter.Config[] = [
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parser: tseslint.parser as Linter.Parser },
    plugins: { marquee: plugin },
    rules: { "marquee/boundaries": "error", "marquee/core-names": "error" },
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

test("the core spelling a capability's route, environment variable, mail kind or catalogue key fails", () => {
  const core = (code: string) => lint("app/core/shells/ErrorPage.tsx", code);
  // Routes, public and studio, whole or with more after them; also at the start of a template.
  expect(core(`const a = "/events";`)[0]).toMatch(
    /^core: the core names no capability, but this names the route \/events/,
  );
  expect(core(`const a = "/events/summer-show";`)).toHaveLength(1);
  expect(core(`const a = "/contact?sent=1";`)).toHaveLength(1);
  expect(core("const a = `/admin/inbox/${id}`;")[0]).toMatch(/the route \/admin\/inbox/);
  expect(core("const a = `/admin/login?next=${n}`;")).toHaveLength(1);
  // A capability's environment variable, read or written.
  expect(core(`const p = env().MAP_PROVIDER;`)[0]).toMatch(/MAP_PROVIDER, a capability's environment variable/);
  expect(core(`const { INSIGHTS } = env();`)).toHaveLength(1);
  // A mail kind or catalogue key: a capability's name and a dot.
  expect(core(`queue({ kind: "fans.mail" });`)[0]).toMatch(/"fans.mail", a name of the fans capability/);
  expect(core(`t("contact.studio.status.noRecipient");`)).toHaveLength(1);
});

test("the core's own words pass, and so do capabilities, comments and the core's tests", () => {
  const core = (code: string) => lint("app/core/http/x.server.ts", code);
  expect(
    core(`const a = ["/", "/admin", "/admin/preview/end", "/go/ticket/1", "/robots.txt", "/sitemap.xml"];`),
  ).toEqual([]);
  expect(core(`t("core.error.home"); const k = "test"; const e = env().UPLOAD_MAX_MB;`)).toEqual([]);
  // Not a route of "events" (another word), not a name of "site" (no dot-word after it).
  expect(core(`const a = ["/eventsx", "site", "news-letter", "fans-signup"];`)).toEqual([]);
  // The events capability naming itself, and a comment in the core.
  expect(lint("app/capabilities/events/server/x.server.ts", `const a = "/events"; t("events.nav");`)).toEqual([]);
  expect(core(`// "/events", MAP_PROVIDER and "fans.mail" in words only\nconst a = 1;`)).toEqual([]);
  expect(lint("app/core/i18n/prefix.test.ts", `expect(f("/events")).toBe("/es/events");`)).toEqual([]);
});

test("what the rule knows comes from the capabilities' own files", () => {
  const n = capabilityNames();
  expect(n.names).toEqual(expect.arrayContaining(["events", "contact", "fans"]));
  // Public, studio and resource routes, each up to its first parameter.
  expect(n.routes).toEqual(
    expect.arrayContaining(["/events", "/contact", "/admin/inbox", "/admin/login", "/calendar.ics"]),
  );
  expect(n.routes).not.toContain("/");
  expect([...n.variables]).toEqual(
    expect.arrayContaining(["MAP_PROVIDER", "GEOCODER_URL", "INSIGHTS", "MAIL_AUTOREPLY"]),
  );
  expect([...n.variables]).not.toContain("PORT");
});
