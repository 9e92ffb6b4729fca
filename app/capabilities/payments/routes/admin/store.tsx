/**
 * /admin/store — the release's sale (issue 30): how the featured release is
 * offered (off, a price, pay what you want above a minimum, free for an
 * e-mail address) and which uploaded audio files a buyer gets, saved with the
 * studio's SaveBar; and download codes, made in batches and exported as CSV
 * for the printer. Orders of the release are in the orders list, with tickets.
 */
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/store";
import { studioMeta } from "~/core/shells/studio-meta.ts";
import { AdminForm, SubmitButton } from "~/core/ui/forms.tsx";
import { SelectField, TextField } from "~/core/ui/Field.tsx";
import { SaveBar } from "~/core/ui/SaveBar.tsx";
import { requireAction, requireRole } from "~/core/auth/guards.server.ts";
import { formFailure } from "~/core/http/form-failure.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { studioI18nFor } from "~/core/i18n/studio.server.ts";
import { studioI18nFrom, useStudioI18n } from "~/core/i18n/studio.tsx";
import { now } from "~/core/clock.server.ts";
import { BATCH_MAX } from "~/capabilities/payments/lib/download-code.ts";
import { PaymentsTabs } from "~/capabilities/payments/components/admin/PaymentsTabs.tsx";
import { readSaleForm, saleForStudio, saveSale } from "~/capabilities/payments/server/store/sale.server.ts";
import { codeBatches, generateBatch, readBatchForm } from "~/capabilities/payments/server/store/codes.server.ts";
import { releaseSlug } from "~/capabilities/payments/server/store/page.server.ts";
import css from "~/capabilities/payments/studio.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];
export const meta: Route.MetaFunction = ({ matches }) =>
  studioMeta(studioI18nFrom(matches).t("payments.studio.store.title"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, context, "editor");
  const [sale, batches] = await Promise.all([saleForStudio(), codeBatches()]);
  return { ...sale, batches, owner: user.role === "owner", slug: sale.release ? releaseSlug(sale.release) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, form } = await requireAction(request, context, "editor");
  const actor = { id: user.id, email: user.email };
  const tr = await studioI18nFor(user);
  if (form.get("intent") === "codes") {
    const r = readBatchForm(form, tr.t);
    if (!r.ok) return formFailure({ errors: r.errors, input: { batch: String(form.get("batch") ?? "") } });
    const batch = await generateBatch(actor, r.name, r.count, now());
    return redirectWithToast(
      "/admin/store",
      { type: "success", message: tr.t("payments.studio.store.generated", { count: r.count, batch }) },
      context,
    );
  }
  const r = await readSaleForm(form, tr.t);
  if (!r.ok) return formFailure({ errors: r.errors, input: r.input });
  await saveSale(actor, r.values);
  return redirectWithToast("/admin/store", { type: "success", message: tr.t("payments.studio.store.saved") }, context);
}

export default function Store({ loaderData: d, actionData }: Route.ComponentProps) {
  const { t } = useStudioI18n();
  const { key } = useLocation();
  const e = (actionData && "errors" in actionData ? actionData.errors : {}) as Record<string, string>;
  const input = actionData && "input" in actionData ? (actionData.input as Record<string, string | string[]>) : null;
  const codesFailed = input !== null && "batch" in input;
  const saleInput = codesFailed ? null : input;
  const mode = (saleInput?.mode as string | undefined) ?? d.values.mode;
  const chosen = new Set((saleInput?.tracks as string[] | undefined) ?? d.values.tracks);
  return (
    <>
      <h1>{t("payments.studio.store.title")}</h1>
      <PaymentsTabs owner={d.owner} />
      {d.release ? (
        <p>
          {t("payments.studio.store.release", { title: d.release })}{" "}
          {d.values.mode !== "off" && d.slug ? <a href={`/releases/${d.slug}`}>{`/releases/${d.slug}`}</a> : null}
        </p>
      ) : (
        <p className="notice">
          {t("payments.studio.store.noRelease")}{" "}
          <Link to="/admin/media/release">{t("payments.studio.store.editRelease")}</Link>
        </p>
      )}
      {!d.providerReady ? <p className="notice">{t("payments.studio.store.noProvider")}</p> : null}
      <AdminForm key={`sale-${key}`} errors={codesFailed ? {} : e} className="form" noValidate>
        <fieldset>
          <legend>{t("payments.studio.store.offer")}</legend>
          <div className="payments-grid">
            <SelectField
              label={t("payments.studio.store.mode")}
              name="mode"
              defaultValue={mode}
              error={e.mode}
              options={[
                { value: "off", label: t("payments.studio.store.modes.off") },
                { value: "price", label: t("payments.studio.store.modes.price") },
                { value: "pwyw", label: t("payments.studio.store.modes.pwyw") },
                { value: "free", label: t("payments.studio.store.modes.free") },
              ]}
            />
            <TextField
              label={t("payments.studio.store.price", { currency: d.currency })}
              name="price"
              inputMode="decimal"
              defaultValue={(saleInput?.price as string | undefined) ?? d.values.price}
              error={codesFailed ? undefined : e.price}
              hint={t("payments.studio.store.priceHint")}
            />
            <TextField
              label={t("payments.studio.store.min", { currency: d.currency })}
              name="min"
              inputMode="decimal"
              defaultValue={(saleInput?.min as string | undefined) ?? d.values.min}
              error={e.min}
            />
          </div>
        </fieldset>
        <fieldset aria-describedby={e.tracks ? "tracks-error" : undefined}>
          <legend>{t("payments.studio.store.tracks")}</legend>
          <p className="hint">{t("payments.studio.store.tracksHint")}</p>
          {d.choices.length ? (
            d.choices.map((c) => (
              <div key={c.id} className="check">
                <input
                  type="checkbox"
                  id={`track-${c.id}`}
                  name="tracks"
                  value={c.id}
                  defaultChecked={chosen.has(c.id)}
                />
                <label htmlFor={`track-${c.id}`}>{c.name}</label>
              </div>
            ))
          ) : (
            <p>
              {t("payments.studio.store.noAudio")} <Link to="/admin/media">{t("payments.studio.store.toMedia")}</Link>
            </p>
          )}
          {e.tracks ? (
            <p className="field-error" id="tracks-error">
              {e.tracks}
            </p>
          ) : null}
        </fieldset>
        <SaveBar>
          <SubmitButton name="intent" value="save">
            {t("payments.studio.store.save")}
          </SubmitButton>
        </SaveBar>
      </AdminForm>
      <section aria-labelledby="codes-h">
        <h2 id="codes-h">{t("payments.studio.store.codes")}</h2>
        <p>{t("payments.studio.store.codesIntro")}</p>
        <AdminForm key={`codes-${key}`} errors={codesFailed ? e : {}} className="form" noValidate>
          <input type="hidden" name="intent" value="codes" />
          <div className="payments-grid">
            <TextField
              label={t("payments.studio.store.batch")}
              name="batch"
              maxLength={80}
              defaultValue={codesFailed ? String(input?.batch ?? "") : ""}
              error={codesFailed ? e.batch : undefined}
            />
            <TextField
              label={t("payments.studio.store.count")}
              name="count"
              inputMode="numeric"
              defaultValue="100"
              error={codesFailed ? e.count : undefined}
              hint={t("payments.studio.store.countHint", { max: BATCH_MAX })}
            />
          </div>
          <SubmitButton className="secondary">{t("payments.studio.store.generate")}</SubmitButton>
        </AdminForm>
        {d.batches.length ? (
          <table className="payments-table">
            <thead>
              <tr>
                <th scope="col">{t("payments.studio.store.batch")}</th>
                <th scope="col">{t("payments.studio.store.redeemed")}</th>
                <th scope="col">
                  <span className="visually-hidden">CSV</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {d.batches.map((b) => (
                <tr key={b.batch}>
                  <td>{b.batch}</td>
                  <td>{t("payments.studio.store.redeemedOf", { redeemed: b.redeemed, total: b.total })}</td>
                  <td>
                    <a href={`/admin/store/codes.csv?batch=${encodeURIComponent(b.batch)}`} download>
                      {t("payments.studio.store.csv")}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
    </>
  );
}
