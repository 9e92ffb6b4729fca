/** /admin/pages/:id — edit a page, preview it, publish or unpublish it, delete it (confirmed, works without JavaScript). */
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { Link, redirect, useLocation } from "react-router";
import { ExternalLink } from "lucide-react";
import type { Route } from "./+types/pages-edit";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { PreviewButton } from "~/core/ui/PreviewButton.tsx";
import { parseSubmission } from "~/core/validation/forms.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { formFailure, formFailureFrom } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { AppError } from "~/core/errors.ts";
import { env } from "~/core/env.server.ts";
import { imageChoices, pickedAltErrors, pickedImageId } from "~/capabilities/media/index.server.ts";
import { pageFormSchema } from "~/capabilities/pages/schemas.ts";
import { deletePage, findPage, setPagePublished, updatePage } from "~/capabilities/pages/server/pages.server.ts";
import { previewPage } from "~/capabilities/pages/server/preview.server.ts";
import { pageValues, withoutAltTexts } from "~/capabilities/pages/lib/form.ts";
import { PageForm } from "~/capabilities/pages/components/admin/PageForm.tsx";
import { PAGE_LIMITS } from "~/capabilities/pages/schemas.ts";
import { TranslationFields } from "~/core/i18n/TranslationFields.tsx";
import { otherLanguages } from "~/core/i18n/request-language.server.ts";
import { saveTranslations, translationsFromForm, translationsOf } from "~/core/i18n/content.server.ts";

/** What a visitor reads of a page, in the site's other languages (issue 15, L2), labelled in the studio's language. */
const pageTranslatable = (t: (key: string) => string) => [
  { name: "title", label: t("pages.studio.form.title"), maxLength: PAGE_LIMITS.title },
  { name: "body", label: t("pages.studio.form.body"), kind: "markdown" as const, maxLength: PAGE_LIMITS.body },
  { name: "seoTitle", label: t("pages.studio.translations.seoTitle"), maxLength: PAGE_LIMITS.seoTitle },
  {
    name: "seoDescription",
    label: t("pages.studio.translations.seoDescription"),
    kind: "textarea" as const,
    maxLength: PAGE_LIMITS.seoDescription,
  },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  const p = await findPage(params.id);
  if (!p) throw notFound();
  return {
    id: p.id,
    title: p.title,
    slug: p.slug,
    status: p.status,
    values: pageValues(p),
    confirmDelete: new URL(request.url).searchParams.get("confirm") === "delete",
    image: {
      choices: await imageChoices(p.heroUploadId),
      uploadMaxMb: env().UPLOAD_MAX_MB,
      back: `/admin/pages/${p.id}`,
    },
    languages: await otherLanguages(),
    translations: await translationsOf("page", p.id),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const actor = { id: user.id, email: user.email };
  const tr = await studioI18nFor(user);
  const here = `/admin/pages/${params.id}`;
  const toast = (url: string, message: string) => redirectWithToast(url, { type: "success", message }, context);
  const intent = String(form.get("intent") ?? "");
  if (intent === "save" || intent === "save-publish" || intent === "preview") {
    const sub = parseSubmission(pageFormSchema(tr.t), form, tr);
    // A picture without alt text would never show: said at its field, at save time (a preview may show it).
    const altErrors = intent === "preview" ? {} : await pickedAltErrors(form, "hero_upload_id", tr.t);
    if (!sub.value || Object.keys(altErrors).length)
      return formFailure({ errors: { ...sub.errors, ...altErrors }, input: sub.input });
    try {
      if (intent === "preview") {
        const stored = await findPage(params.id);
        if (!stored) throw notFound();
        const picked = await pickedImageId(withoutAltTexts(form), "hero_upload_id");
        return await previewPage(
          request,
          context,
          user,
          params.id,
          sub.value,
          picked === undefined ? stored.heroUploadId : picked,
          tr,
        );
      }
      await updatePage(actor, params.id, sub.value, await pickedImageId(form, "hero_upload_id"), tr);
      await saveTranslations(
        "page",
        params.id,
        translationsFromForm(
          form,
          "page",
          (await otherLanguages()).map((l) => l.code),
        ),
      );
    } catch (error) {
      if (error instanceof AppError && error.code === "not_found") throw error;
      return formFailureFrom(error, sub.input);
    }
    if (intent === "save-publish") await setPagePublished(actor, params.id, true);
    return toast(
      here,
      intent === "save-publish" ? tr.t("pages.studio.toast.savedPublished") : tr.t("pages.studio.toast.saved"),
    );
  }
  if (intent === "publish" || intent === "unpublish") {
    const p = await setPagePublished(actor, params.id, intent === "publish");
    return toast(
      here,
      intent === "publish"
        ? tr.t("pages.studio.toast.published", { title: p.title })
        : tr.t("pages.studio.toast.unpublished", { title: p.title }),
    );
  }
  if (intent === "delete") {
    if (form.get("confirm") !== "yes") return redirect(`${here}?confirm=delete`);
    const gone = await deletePage(actor, params.id);
    return toast("/admin/pages", tr.t("pages.studio.toast.deleted", { title: gone.title }));
  }
  return redirectWithToast(here, { type: "error", message: tr.t("pages.studio.toast.unknownAction") }, context);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  studioMeta(loaderData?.title ?? studioI18nFrom(matches).t("pages.studio.list.page"));

export default function EditPage({ loaderData: d, actionData: a }: Route.ComponentProps) {
  // A redirect (a new location) starts the form from the stored values; a refused save keeps what was typed.
  const { key } = useLocation();
  const published = d.status === "published";
  const { t } = useStudioI18n();
  return (
    <>
      <p>
        <Link to="/admin/pages">{t("pages.studio.edit.all")}</Link>
      </p>
      <h1>{d.title}</h1>
      <p className="row">
        <span>{published ? t("pages.studio.edit.isPublished") : t("pages.studio.edit.isDraft")}</span>
        {published ? (
          <a href={`/${d.slug}`} target="_blank" rel="noopener">
            {t("pages.studio.edit.view")} <ExternalLink className="icon" aria-hidden="true" />
            <span className="visually-hidden"> {t("pages.studio.edit.newTab")}</span>
          </a>
        ) : null}
      </p>
      <AdminForm>
        <SubmitButton
          name="intent"
          value={published ? "unpublish" : "publish"}
          className={published ? "secondary" : ""}
        >
          {published ? t("pages.studio.edit.unpublish") : t("pages.studio.edit.publish")}
        </SubmitButton>
      </AdminForm>
      <h2>{t("pages.studio.edit.content")}</h2>
      <PageForm
        key={key}
        values={a?.input ?? d.values}
        errors={a?.errors}
        image={d.image}
        note={published ? t("pages.studio.edit.notePublished") : t("pages.studio.edit.noteDraft")}
        translations={
          <TranslationFields
            languages={d.languages}
            fields={pageTranslatable(t)}
            values={d.translations}
            input={a?.input}
          />
        }
      >
        <SubmitButton name="intent" value="save">
          {t("pages.studio.edit.save")}
        </SubmitButton>
        {published ? null : (
          <SubmitButton name="intent" value="save-publish" className="secondary">
            {t("pages.studio.edit.savePublish")}
          </SubmitButton>
        )}
        <PreviewButton />
      </PageForm>
      <section className="danger-zone" aria-labelledby="delete-heading" id="delete">
        <h2 id="delete-heading" style={{ marginTop: 0 }}>
          {t("pages.studio.delete.heading")}
        </h2>
        <details open={d.confirmDelete || undefined}>
          <summary>{t("pages.studio.delete.summary")}</summary>
          <p>{t("pages.studio.delete.warning", { title: d.title, slug: d.slug })}</p>
          <AdminForm>
            <input type="hidden" name="confirm" value="yes" />
            <SubmitButton name="intent" value="delete" className="danger">
              {t("pages.studio.delete.confirm", { title: d.title })}
            </SubmitButton>
          </AdminForm>
        </details>
      </section>
    </>
  );
}
