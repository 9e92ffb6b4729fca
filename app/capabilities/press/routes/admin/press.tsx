/** /admin/press — the press kit: fill it, choose who may see it, rotate its private link. */
import { useLocation } from "react-router";
import type { Route } from "./+types/press";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { formToObject } from "~/core/validation/forms.ts";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { formFailure, formFailureFrom } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { publicOrigin } from "~/core/env.server.ts";
import { imageChoices } from "~/capabilities/media/index.server.ts";
import { parsePressForm, pressInput } from "~/capabilities/press/lib/form.ts";
import { PRESS_KIT_ENTITY } from "~/capabilities/press/lib/model.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { rich } from "~/core/i18n/react.tsx";
import type { Translator } from "~/core/i18n/translator.ts";
import { otherLanguages } from "~/core/i18n/request-language.server.ts";
import { translationsOf } from "~/core/i18n/content.server.ts";
import { readPressKit, rotatePressToken, savePressKit } from "~/capabilities/press/server/press.server.ts";
import {
  checkLogo,
  checkPdf,
  FILES_FORM_MAX_BYTES,
  removePressFile,
  savePressFile,
} from "~/capabilities/press/server/files.server.ts";
import { PRESS_FILE_SLOTS, type PressFileSlot } from "~/capabilities/press/lib/model.ts";
import { PressForm } from "~/capabilities/press/components/admin/PressForm.tsx";
import { PressFiles } from "~/capabilities/press/components/admin/PressFiles.tsx";
import studioCss from "~/capabilities/press/studio.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: studioCss }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  const [k, languages, translations] = await Promise.all([
    readPressKit(),
    otherLanguages(),
    translationsOf(PRESS_KIT_ENTITY, "1"),
  ]);
  return {
    // With the biographies and quotes in the site's other languages (issue 15).
    values: pressInput(k, translations),
    languages,
    visibility: k.visibility,
    privateLink: `${publicOrigin(request)}/press?key=${encodeURIComponent(k.token)}`,
    files: k.files,
    privateKey: k.visibility === "private" ? k.token : null,
    images: await imageChoices(null, 120),
  };
}

/** The files' forms (/admin/press?files): a logo or a PDF uploaded, or one removed; a refused file is 413/415 under its field. */
async function filesAction(
  actor: { id: string; email: string },
  form: FormData,
  context: Route.ActionArgs["context"],
  tr: Translator,
) {
  const intent = String(form.get("intent") ?? "");
  const removing = intent.startsWith("remove_") ? intent.slice("remove_".length) : null;
  if (removing !== null) {
    if ((PRESS_FILE_SLOTS as readonly string[]).includes(removing))
      await removePressFile(actor, removing as PressFileSlot);
    return redirectWithToast(
      "/admin/press",
      { type: "success", message: tr.t("press.studio.toast.fileRemoved") },
      context,
    );
  }
  const field = intent === "upload_rider" ? "rider" : intent === "upload_stage_plot" ? "stage_plot" : "logo";
  const file = form.get(field);
  const bytes = file instanceof File ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0);
  if (bytes.length === 0)
    return formFailure({ errors: { [field]: tr.t("press.studio.errors.chooseFile") }, input: {}, section: "files" });
  try {
    const checked = field === "logo" ? checkLogo(bytes) : checkPdf(field, bytes);
    await savePressFile(actor, checked);
  } catch (e) {
    return formFailureFrom(e, {}, { section: "files" });
  }
  return redirectWithToast("/admin/press", { type: "success", message: tr.t("press.studio.toast.fileSaved") }, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  const files = new URL(request.url).searchParams.has("files");
  const { user, form } = await requireAction(
    request,
    context,
    "editor",
    files ? { maxBytes: FILES_FORM_MAX_BYTES } : {},
  );
  const actor = { id: user.id, email: user.email };
  const tr = await studioI18nFor(user);
  if (files) return filesAction(actor, form, context, tr);
  const intent = String(form.get("intent") ?? "");
  if (intent === "rotate") {
    await rotatePressToken(actor);
    return redirectWithToast("/admin/press", { type: "success", message: tr.t("press.studio.toast.rotated") }, context);
  }
  const input = formToObject(form);
  delete input.csrf;
  delete input.intent;
  const sub = parsePressForm(
    input,
    tr,
    (await otherLanguages()).map((l) => l.code),
  );
  if (!sub.value) return formFailure({ errors: sub.errors, input, section: "kit" });
  await savePressKit(actor, sub.value);
  return redirectWithToast("/admin/press", { type: "success", message: tr.t("press.studio.toast.saved") }, context);
}

export const meta: Route.MetaFunction = ({ matches }) => studioMeta(studioI18nFrom(matches).t("press.studio.title"));

export default function PressStudio({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const { key } = useLocation();
  const { t } = useStudioI18n();
  return (
    <>
      <h1>{t("press.studio.title")}</h1>
      <p>
        {rich(t, "press.studio.intro", {
          link: <a href={d.visibility === "private" ? d.privateLink : "/press"}>/press</a>,
        })}
      </p>
      <PressForm
        key={key}
        values={a?.section === "kit" ? a.input : d.values}
        errors={a?.section === "kit" ? a.errors : undefined}
        images={d.images}
        languages={d.languages}
      >
        <SubmitButton name="intent" value="save">
          {t("press.studio.save")}
        </SubmitButton>
      </PressForm>
      <PressFiles files={d.files} errors={a?.section === "files" ? a.errors : undefined} privateKey={d.privateKey} />
      <section aria-labelledby="press-link">
        <h2 id="press-link">{t("press.studio.link.heading")}</h2>
        <p>{t("press.studio.link.text")}</p>
        <p>
          <code className="press-form__link">{d.privateLink}</code>
        </p>
        <AdminForm>
          <SubmitButton name="intent" value="rotate" className="secondary">
            {t("press.studio.link.rotate")}
          </SubmitButton>
        </AdminForm>
      </section>
    </>
  );
}
