/**
 * A zod error map per locale: the messages zod writes itself (a missing field,
 * a string too long, a malformed e-mail) in the site's language. Schemas that
 * write their own messages take a Translator and use `t()`; this covers the rest.
 * Pass it per parse (`schema.safeParse(x, { error: zodErrorMap(t) })`; core/validation's
 * `parseSubmission(schema, form, t)` does): the site's language can change while the server runs.
 */
import type { z } from "zod";
import type { Translator } from "./translator.ts";

type Issue = z.core.$ZodRawIssue;

export function zodErrorMap(tr: Translator): (issue: Issue) => string | undefined {
  return (issue) => {
    const { t } = tr;
    switch (issue.code) {
      case "invalid_type":
        return issue.input === undefined || issue.input === null
          ? t("core.validation.required")
          : t("core.validation.invalid");
      case "too_small":
        if (issue.origin === "string")
          return Number(issue.minimum) <= 1
            ? t("core.validation.required")
            : t("core.validation.tooShort", { min: Number(issue.minimum) });
        return t("core.validation.tooSmall", { min: Number(issue.minimum) });
      case "too_big":
        if (issue.origin === "string") return t("core.validation.tooLong", { max: Number(issue.maximum) });
        return t("core.validation.tooBig", { max: Number(issue.maximum) });
      case "invalid_format":
        return issue.format === "email"
          ? t("core.validation.email")
          : issue.format === "url"
            ? t("core.validation.url")
            : t("core.validation.invalid");
      case "invalid_value":
        return t("core.validation.choose");
      default:
        return t("core.validation.invalid");
    }
  };
}
