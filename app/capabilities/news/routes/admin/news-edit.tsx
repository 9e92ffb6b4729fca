/** /admin/news/:id — edit a post, change when it is public, preview it, delete it (confirmed, works without JavaScript). */
import { Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/news-edit";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { PreviewButton } from "~/core/ui/PreviewButton.tsx";
import { parseSubmission } from "~/core/validation/forms.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { notFound } from "~/core/http/errors.server.ts";
import { formFailure, formFailureFrom } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { AppError } from "~/core/errors.ts";
import { getSettings } from "~/core/settings/settings.server.ts";
import { utcToLocal } from "~/core/dates/zoned.ts";
import { env } from "~/core/env.server.ts";
import { imageChoices, pickedAltErrors, pickedImageId } from "~/capabilities/media/index.server.ts";
import { POST_LIMITS, postFormSchema } from "~/capabilities/news/schemas.ts";
import { deletePost, findPost, updatePost } from "~/capabilities/news/server/posts.server.ts";
import { previewPost } from "~/capabilities/news/server/preview.server.ts";
import { postValues, withoutAltTexts } from "~/capabilities/news/lib/form.ts";
import { STATE_KEYS } from "~/capabilities/news/lib/messages.ts";
import { NEWS_POST_ENTITY } from "~/capabilities/news/lib/model.ts";
import { PostForm } from "~/capabilities/news/components/admin/PostForm.tsx";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { TranslationFields } from "~/core/i18n/TranslationFields.tsx";
import { otherLanguages } from "~/core/i18n/request-language.server.ts";
import { saveTranslations, translationsFromForm, translationsOf } from "~/core/i18n/content.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  const p = await findPost(params.id);
  if (!p) throw notFound();
  const zone = (await getSettings()).time_zone;
  return {
    id: p.id,
    title: p.title,
    slug: p.slug,
    status: p.status,
    mailed: p.mailingId !== null && p.mailingId !== "pending",
    zone,
    values: postValues(p, p.publishAt ? utcToLocal(Date.parse(p.publishAt), zone).slice(0, 16) : ""),
    confirmDelete: new URL(request.url).searchParams.get("confirm") === "delete",
    image: {
      choices: await imageChoices(p.imageUploadId),
      uploadMaxMb: env().UPLOAD_MAX_MB,
      back: `/admin/news/${p.id}`,
    },
    // The title and text in the site's other languages (issue 15).
    languages: await otherLanguages(),
    translations: await translationsOf(NEWS_POST_ENTITY, p.id),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const actor = { id: user.id, email: user.email };
  const here = `/admin/news/${params.id}`;
  const intent = String(form.get("intent") ?? "");
  const tr = await studioI18nFor(user);
  if (intent === "delete") {
    if (form.get("confirm") !== "yes") return redirect(`${here}?confirm=delete`);
    const gone = await deletePost(actor, params.id);
    return redirectWithToast(
      "/admin/news",
      { type: "success", message: tr.t("news.studio.toast.deleted", { title: gone.title }) },
      context,
    );
  }
  const sub = parseSubmission(postFormSchema(tr), form, tr);
  // A picture without alt text would never show: said at its field, at save time (a preview may show it).
  const altErrors = intent === "preview" ? {} : await pickedAltErrors(form, "image_upload_id", tr.t);
  if (!sub.value || Object.keys(altErrors).length)
    return formFailure({ errors: { ...sub.errors, ...altErrors }, input: sub.input });
  const stored = await findPost(params.id);
  if (!stored) throw notFound();
  if (intent === "preview") {
    const picked = await pickedImageId(withoutAltTexts(form), "image_upload_id");
    return previewPost(
      request,
      context,
      user,
      params.id,
      sub.value,
      picked === undefined ? stored.imageUploadId : picked,
    );
  }
  try {
    await updatePost(
      actor,
      params.id,
      sub.value,
      (await getSettings()).time_zone,
      await pickedImageId(form, "image_upload_id"),
      tr,
    );
    await saveTranslations(
      NEWS_POST_ENTITY,
      params.id,
      translationsFromForm(
        form,
        NEWS_POST_ENTITY,
        (await otherLanguages()).map((l) => l.code),
      ),
    );
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw error;
    return formFailureFrom(error, sub.input);
  }
  return redirectWithToast(here, { type: "success", message: tr.t("news.studio.toast.saved") }, context);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  studioMeta(loaderData?.title ?? studioI18nFrom(matches).t("news.studio.edit.fallbackTitle"));

export default function EditPost({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const { key } = useLocation();
  const { t } = useStudioI18n();
  return (
    <>
      <p>
        <Link to="/admin/news">{t("news.studio.edit.all")}</Link>
      </p>
      <h1>{d.title}</h1>
      <p>
        {t(STATE_KEYS[d.status])}
        {d.status === "published" ? (
          <>
            {" · "}
            <a href={`/news/${d.slug}`} target="_blank" rel="noopener">
              {t("news.studio.edit.view")}
              <span className="visually-hidden"> {t("news.studio.edit.newTab")}</span>
            </a>
          </>
        ) : null}
      </p>
      <PostForm
        key={key}
        values={a?.input ?? d.values}
        errors={a?.errors}
        image={d.image}
        zone={d.zone}
        sentTo={d.mailed ? t("news.studio.edit.sent") : undefined}
        note={d.status === "published" ? t("news.studio.edit.publishedNote") : undefined}
        translations={
          <TranslationFields
            languages={d.languages}
            fields={[
              { name: "title", label: t("news.studio.form.title"), maxLength: POST_LIMITS.title },
              { name: "body", label: t("news.studio.form.body"), kind: "markdown", maxLength: POST_LIMITS.body },
            ]}
            values={d.translations}
            input={a?.input}
          />
        }
      >
        <SubmitButton name="intent" value="save">
          {t("news.studio.edit.save")}
        </SubmitButton>
        <PreviewButton />
      </PostForm>
      <section className="danger-zone" aria-labelledby="delete-heading" id="delete">
        <h2 id="delete-heading" style={{ marginTop: 0 }}>
          {t("news.studio.delete.heading")}
        </h2>
        <details open={d.confirmDelete || undefined}>
          <summary>{t("news.studio.delete.open")}</summary>
          <p>{t("news.studio.delete.warning", { title: d.title })}</p>
          <AdminForm>
            <input type="hidden" name="confirm" value="yes" />
            <SubmitButton name="intent" value="delete" className="danger">
              {t("news.studio.delete.confirm", { title: d.title })}
            </SubmitButton>
          </AdminForm>
        </details>
      </section>
    </>
  );
}
