/**
 * The html-validate configuration for the markup gate (issue 7): the
 * recommended preset, minus rules about markup style and rules that misfire on
 * what React legitimately renders. Everything about structure, content models,
 * ids, labels, form controls and deprecated markup stays on.
 */
import { HtmlValidate, type ConfigData, type Message } from "html-validate";

export const htmlValidateConfig: ConfigData = {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes `<meta/>` and `<img/>`: self-closing void elements are valid HTML, a matter of style.
    "void-style": "off",
    // React writes attributes in its own casing (`charSet`, `srcSet`, `fetchPriority`); HTML attribute names are case-insensitive.
    "attr-case": "off",
    // React writes boolean attributes as `disabled=""`, which HTML defines as the same as `disabled`.
    "attribute-boolean-style": "off",
    // React writes `download=""` for `download`; the same attribute, a matter of style.
    "attribute-empty-style": "off",
    // Per-item values (aspect ratios, placeholder colours, grid positions) are inline styles by design; the CSP allows them.
    "no-inline-style": "off",
    // Kept on, with one addition: a group of checkboxes sharing a name is how HTML submits a multiple choice (the weekdays of a rule).
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
  },
};

const validator = new HtmlValidate(htmlValidateConfig);

/** Validates one page's HTML; returns one readable line per error. */
export async function validateHtml(path: string, html: string): Promise<string[]> {
  const report = await validator.validateString(html, path);
  return report.results.flatMap((r) =>
    r.messages
      .filter((m: Message) => m.severity === 2)
      .map((m) => `${path}:${m.line}:${m.column} [${m.ruleId}] ${m.message} (${m.selector ?? ""})`),
  );
}
