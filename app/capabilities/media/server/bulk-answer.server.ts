/**
 * The studio's answer to a bulk form (an album's grid, the media grid): the
 * chosen action done in one go, said in a toast in the studio language; a
 * refusal (nothing chosen, a foreign id, no target) is a 400 with the reason
 * and nothing changed. Deleting asks first: without `confirm=yes` the page
 * gets the chosen ids back and shows a confirmation naming their count
 * (with JavaScript the page asks before posting, so this is the no-script path).
 */
import { data } from "react-router";
import type { Actor } from "~/core/audit/audit.server.ts";
import { redirectWithToast } from "~/core/http/toast.server.ts";
import { formatList } from "~/core/i18n/format.ts";
import type { Translator } from "~/core/i18n/translator.ts";
import type { Album } from "./data/albums.server.ts";
import {
  ALBUM_BULK_INTENTS,
  albumBulk,
  chosenIds,
  StaleChoice,
  type AlbumBulkIntent,
  type AlbumBulkOutcome,
  type HeldReason,
} from "./album-bulk.server.ts";
import { MEDIA_BULK_INTENTS, mediaBulk, type MediaBulkIntent } from "./media-bulk.server.ts";

type Ctx = Parameters<typeof redirectWithToast>[2];

/** What the page shows for a refused bulk form, or for a delete that waits for its confirmation. */
export interface BulkFailure {
  section: "bulk";
  errors: { _form?: string };
  input: Record<string, string>;
  /** The ids the person chose, ticked again on the page. */
  ids: string[];
  /** Set when the page should ask "Delete N items?" for these ids. */
  confirm?: "delete";
}

const refuse = (message: string, ids: string[]) =>
  data<BulkFailure>({ section: "bulk", errors: { _form: message }, input: {}, ids }, { status: 400 });

const HELD_KEYS: Record<HeldReason, string> = {
  alt: "media.studio.bulk.heldAlt",
  processing: "media.studio.bulk.heldProcessing",
  failed: "media.studio.bulk.heldFailed",
};

/** Studio keys, listed literally for the catalogue check. */
const REFUSALS: Record<Extract<AlbumBulkOutcome, { ok: false }>["reason"], string> = {
  none: "media.studio.bulk.none",
  foreign: "media.studio.bulk.foreign",
  target: "media.studio.bulk.noTarget",
  coverOne: "media.studio.bulk.coverOne",
  coverKind: "media.studio.bulk.coverKind",
};

/** The toast for a done album bulk action. */
function albumMessage(tr: Translator, r: Extract<AlbumBulkOutcome, { ok: true }>): string {
  const { t } = tr;
  if (r.intent === "cover") return t("media.studio.bulk.cover", { name: r.name });
  if (r.intent === "move") return t("media.studio.bulk.moved", { count: r.changed, album: r.target.title });
  if (r.intent === "delete") return t("media.studio.bulk.deleted", { count: r.changed });
  if (r.intent === "unpublish") return t("media.studio.bulk.unpublished", { count: r.changed });
  if (r.intent !== "publish") return "";
  const parts = [t("media.studio.bulk.published", { count: r.changed })];
  for (const reason of ["alt", "processing", "failed"] as const) {
    const names = r.held.filter((h) => h.reason === reason).map((h) => h.name);
    if (names.length) parts.push(t(HELD_KEYS[reason], { count: names.length, names: formatList(tr.intl, names) }));
  }
  return parts.join(" ");
}

/** Whether a bulk delete still has to be confirmed: answer the ids to the page, which asks. */
function needsConfirm(intent: string, form: FormData, ids: string[]) {
  return intent === "delete" && form.get("confirm") !== "yes"
    ? data<BulkFailure>({ section: "bulk", errors: {}, input: {}, ids, confirm: "delete" })
    : null;
}

export async function albumBulkAnswer(opts: {
  form: FormData;
  actor: Actor;
  album: Album;
  tr: Translator;
  context: Ctx;
}) {
  const { form, actor, album, tr, context } = opts;
  const { t } = tr;
  const here = `/admin/gallery/${album.id}`;
  const intent = String(form.get("bulk") ?? "");
  const ids = chosenIds(form);
  if (!(ALBUM_BULK_INTENTS as readonly string[]).includes(intent)) return refuse(t("media.studio.bulk.unknown"), ids);
  if (ids.length === 0) return refuse(t("media.studio.bulk.none"), ids);
  const ask = needsConfirm(intent, form, ids);
  if (ask) return ask;
  let r: AlbumBulkOutcome;
  try {
    r = await albumBulk(actor, album, intent as AlbumBulkIntent, ids, {
      targetAlbumId: String(form.get("target") ?? ""),
    });
  } catch (e) {
    if (e instanceof StaleChoice) return refuse(t("media.studio.bulk.stale"), ids);
    throw e;
  }
  if (!r.ok) return refuse(t(REFUSALS[r.reason]), ids);
  // Nothing published because every chosen item was held back: said as a refusal.
  const none = r.intent === "publish" && r.held.length > 0 && r.changed === 0;
  return redirectWithToast(here, { type: none ? "error" : "success", message: albumMessage(tr, r) }, context);
}

const MEDIA_MESSAGE: Record<MediaBulkIntent, string> = {
  publish: "media.studio.bulk.published",
  unpublish: "media.studio.bulk.unpublished",
  delete: "media.studio.bulk.deleted",
};

export async function mediaBulkAnswer(opts: { form: FormData; actor: Actor; tr: Translator; context: Ctx }) {
  const { form, actor, tr, context } = opts;
  const { t } = tr;
  const intent = String(form.get("bulk") ?? "");
  const ids = chosenIds(form);
  if (!(MEDIA_BULK_INTENTS as readonly string[]).includes(intent)) return refuse(t("media.studio.bulk.unknown"), ids);
  if (ids.length === 0) return refuse(t("media.studio.bulk.none"), ids);
  const ask = needsConfirm(intent, form, ids);
  if (ask) return ask;
  let r;
  try {
    r = await mediaBulk(actor, intent as MediaBulkIntent, ids);
  } catch (e) {
    if (e instanceof StaleChoice) return refuse(t("media.studio.bulk.stale"), ids);
    throw e;
  }
  if (!r.ok)
    return refuse(t(r.reason === "foreign" ? "media.studio.bulk.foreignMedia" : "media.studio.bulk.none"), ids);
  return redirectWithToast(
    "/admin/media",
    { type: "success", message: t(MEDIA_MESSAGE[r.intent], { count: r.changed }) },
    context,
  );
}
