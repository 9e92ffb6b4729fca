/**
 * POST /admin/markdown-preview: the studio's Markdown editor asks for its
 * Preview tab here. The answer is rendered by the public pages' own renderer
 * (raw HTML off, safe links), so the preview is what visitors will see.
 * Signed-in editors only, CSRF-checked like every studio post; never cached.
 */
import { requireAction } from "~/core/auth/guards.server.ts";
import { AppError } from "~/core/errors.ts";
import { renderMarkdown } from "~/core/markdown.server.ts";
import type { Route } from "./+types/markdown-preview";

/** The longest Markdown field (about, an event's description) is 20,000 characters; a little room over it. */
const MAX_CHARS = 50_000;

export async function action({ request, context }: Route.ActionArgs) {
  const { form } = await requireAction(request, context, "editor");
  const markdown = String(form.get("markdown") ?? "");
  if (markdown.length > MAX_CHARS)
    throw new AppError("invalid", {
      field: "markdown",
      message: `The text is longer than ${MAX_CHARS.toLocaleString("en")} characters.`,
    });
  return Response.json(
    { html: renderMarkdown(markdown) },
    { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } },
  );
}
