/**
 * /admin/navigation — the menu's entries in order, each relabelled, in the
 * header (and phone menu), in the footer only, or hidden; external links
 * added here. The core arranges the public navigation by what is stored
 * (core/composition.server.ts arrangeNav).
 */
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import type { Route } from "./+types/navigation";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { SaveBar } from "~/core/ui/SaveBar.tsx";
import { SelectField, TextField, linkInputProps } from "~/core/ui/Field.tsx";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { formFailureFrom } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { navEditorRows, saveNav } from "~/capabilities/pages/server/nav.server.ts";
import { editedRows } from "~/capabilities/pages/lib/nav-form.ts";
import { NavEditor, type NavRow } from "~/capabilities/pages/components/admin/NavEditor.tsx";
import navCss from "~/capabilities/pages/studio.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: navCss }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, "editor");
  return { rows: await navEditorRows() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const tr = await studioI18nFor(user);
  const current = await navEditorRows();
  const rows = editedRows(form, current);
  try {
    await saveNav({ id: user.id, email: user.email }, rows, tr);
  } catch (error) {
    return formFailureFrom(error, {
      nav_to: rows.map((r) => r.to),
      nav_label: rows.map((r) => r.label),
      nav_place: rows.map((r) => r.place),
    });
  }
  return redirectWithToast("/admin/navigation", { type: "success", message: tr.t("pages.studio.nav.saved") }, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("pages.studio.nav.navigation"));

export default function Navigation({ loaderData: d, actionData: a }: Route.ComponentProps) {
  // After a refused save the rows come back as typed (with the stored defaults beside them).
  const rows: NavRow[] = a?.input
    ? [a.input.nav_to].flat().map((to, i) => {
        const stored = d.rows.find((r) => r.to === to);
        return {
          to: String(to ?? ""),
          label: String([a.input?.nav_label].flat()[i] ?? ""),
          defaultLabel: stored?.defaultLabel ?? "",
          place: String([a.input?.nav_place].flat()[i] ?? "header") as NavRow["place"],
          external: !stored || stored.external,
        };
      })
    : d.rows;
  const { t } = useStudioI18n();
  return (
    <>
      <h1>{t("pages.studio.nav.navigation")}</h1>
      <p className="muted">{t("pages.studio.nav.intro")}</p>
      <AdminForm errors={a?.errors} className="form nav-form" noValidate>
        {a?.errors?.nav ? (
          <p className="error" role="alert">
            {a.errors.nav}
          </p>
        ) : null}
        <NavEditor key={JSON.stringify(rows)} rows={rows} errors={a?.errors} />
        <SaveBar>
          <SubmitButton name="intent" value="save">
            {t("pages.studio.nav.save")}
          </SubmitButton>
        </SaveBar>
      </AdminForm>
      <h2>{t("pages.studio.nav.add")}</h2>
      <AdminForm className="form nav-add">
        <div className="pair">
          <TextField label={t("pages.studio.nav.label")} name="add_label" maxLength={40} required />
          <TextField
            label={t("pages.studio.form.slug")}
            name="add_to"
            {...linkInputProps}
            placeholder="example.com"
            required
          />
        </div>
        <SelectField
          label={t("pages.studio.nav.whereNew")}
          name="add_place"
          options={[
            { value: "header", label: t("pages.studio.nav.header") },
            { value: "footer", label: t("pages.studio.nav.footer") },
          ]}
        />
        <SubmitButton name="intent" value="add" className="secondary">
          {t("pages.studio.nav.addButton")}
        </SubmitButton>
      </AdminForm>
    </>
  );
}
