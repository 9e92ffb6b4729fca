/**
 * Putting a place on the map without typing coordinates (issue 25 §4), beside
 * a form's address and latitude/longitude fields (the settings' own place, a
 * venue): "Find this address" asks the site's geocoder through the server
 * (/admin/places/search) and lists its places with their attribution; a map
 * link pasted from Google Maps, Apple Maps or OpenStreetMap fills the
 * coordinates at once, and a short link (maps.app.goo.gl…) is looked up by
 * the server when the editor asks (/admin/places/link). Choosing writes the
 * form's own fields, which moves the pin map too. Nothing here talks to
 * another host from the browser, and nothing happens before a click or a
 * paste. JavaScript only: without it the coordinates are typed or pasted.
 */
import { Link2, MapPinned, Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useHydrated } from "~/core/ui/useHydrated.ts";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { type MapService, NO_COORDINATES_KEY, readMapLink } from "~/capabilities/location/lib/map-links.ts";
import { formatLatLng } from "~/capabilities/location/lib/coordinates.ts";

interface Hit {
  label: string;
  latitude: number;
  longitude: number;
}
type SearchAnswer = { ok: true; hits: Hit[]; attribution: string } | { ok: false; message: string };
type LinkAnswer =
  | { ok: true; latitude: number; longitude: number; service: MapService }
  | { ok: false; message: string };

export interface PlaceFinderProps {
  /** The address field to search for (its name in the same form). */
  addressName: string;
  latName: string;
  lngName: string;
  /** Whether the address search is on (GEOCODER_URL), and the host it asks, for the hint. */
  geocoder: { host: string } | null;
}

const SERVICE: Record<MapService, string> = { google: "Google Maps", apple: "Apple Maps", osm: "OpenStreetMap" };

function setField(form: HTMLFormElement | null | undefined, name: string, value: string) {
  const el = form?.elements.namedItem(name);
  if (!(el instanceof HTMLInputElement)) return;
  el.value = value;
  // The pin map listens for "change" on the coordinate fields.
  el.dispatchEvent(new Event("input", { bubbles: true }));
  el.dispatchEvent(new Event("change", { bubbles: true }));
}

/** "Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright" → the words, without the bare address. */
const creditText = (a: string) => a.replace(/\s*https?:\/\/\S+\s*$/, "").replace(/[.\s]+$/, "");

export function PlaceFinder({ addressName, latName, lngName, geocoder }: PlaceFinderProps) {
  const { t } = useStudioI18n();
  const hydrated = useHydrated();
  const search = useFetcher<SearchAnswer>();
  const lookup = useFetcher<LinkAnswer>();
  const rootRef = useRef<HTMLDivElement>(null);
  const [said, say] = useState<{ text: string; warn?: boolean } | null>(null);
  const [link, setLink] = useState("");
  const id = useId();
  const answer = search.data;

  const form = () => rootRef.current?.closest("form");
  const place = (lat: number, lng: number, text: string) => {
    setField(form(), latName, String(lat));
    setField(form(), lngName, String(lng));
    say({ text });
  };

  // The server's answer to a short link.
  useEffect(() => {
    const a = lookup.data;
    if (lookup.state !== "idle" || !a) return;
    if (a.ok)
      place(
        a.latitude,
        a.longitude,
        t("location.studio.link.set", {
          service: SERVICE[a.service],
          at: formatLatLng({ lat: a.latitude, lng: a.longitude }),
        }),
      );
    else say({ text: a.message, warn: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [lookup.data, lookup.state]);

  // A new search forgets what was said about the last one.
  useEffect(() => {
    if (search.state === "loading") say(null);
  }, [search.state]);

  if (!hydrated) return null;

  const find = () => {
    const el = form()?.elements.namedItem(addressName);
    const q = el instanceof HTMLTextAreaElement || el instanceof HTMLInputElement ? el.value : "";
    void search.load(`/admin/places/search?q=${encodeURIComponent(q)}`);
  };

  /** A link read here when it carries its coordinates; a short one only on the click (`ask`). */
  const applyLink = (text: string, ask: boolean) => {
    const l = readMapLink(text);
    if (l.kind === "place")
      return place(l.lat, l.lng, t("location.studio.link.set", { service: SERVICE[l.service], at: formatLatLng(l) }));
    if (!ask) return;
    if (text.trim() === "") return say({ text: t("location.studio.link.empty"), warn: true });
    if (l.kind === "short") return void lookup.load(`/admin/places/link?url=${encodeURIComponent(text.trim())}`);
    say({
      text: l.kind === "no-coordinates" ? t(NO_COORDINATES_KEY[l.service]) : t("location.studio.link.none"),
      warn: true,
    });
  };

  const searching = search.state !== "idle";
  const looking = lookup.state !== "idle";
  return (
    <div className="place-finder" ref={rootRef} role="group" aria-labelledby={`${id}-title`}>
      <p className="place-finder__title" id={`${id}-title`}>
        <MapPinned className="icon" aria-hidden="true" /> {t("location.studio.find.title")}
      </p>
      {geocoder ? (
        <div className="place-finder__search">
          <button
            type="button"
            className="button secondary small"
            onClick={find}
            aria-busy={searching || undefined}
            aria-describedby={`${id}-search-hint`}
          >
            <Search className="icon" aria-hidden="true" />{" "}
            {searching ? t("location.studio.find.searching") : t("location.studio.find.search")}
          </button>
          <span className="hint" id={`${id}-search-hint`}>
            {t("location.studio.find.searchHint", { host: geocoder.host })}
          </span>
        </div>
      ) : null}
      {answer?.ok && answer.hits.length > 0 && !said ? (
        <div className="place-finder__results">
          <ul className="place-finder__hits" aria-label={t("location.studio.find.results")}>
            {answer.hits.map((h) => (
              <li key={`${h.latitude},${h.longitude},${h.label}`}>
                <button
                  type="button"
                  className="place-finder__hit"
                  onClick={() =>
                    place(
                      h.latitude,
                      h.longitude,
                      t("location.studio.find.chosen", {
                        at: formatLatLng({ lat: h.latitude, lng: h.longitude }),
                        place: h.label.split(",")[0] ?? h.label,
                      }),
                    )
                  }
                >
                  <MapPinned className="icon" aria-hidden="true" />
                  <span>{h.label}</span>
                </button>
              </li>
            ))}
          </ul>
          <p className="place-finder__credit">
            {creditText(answer.attribution)}
            {/openstreetmap/i.test(answer.attribution) ? (
              <>
                {" · "}
                <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">
                  {t("location.studio.find.licence")}
                </a>
              </>
            ) : null}
          </p>
        </div>
      ) : null}
      <div className="field place-finder__link">
        <label htmlFor={`${id}-link`}>{t("location.studio.link.label")}</label>
        <div className="place-finder__row">
          <input
            id={`${id}-link`}
            type="text"
            inputMode="url"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            value={link}
            placeholder="maps.app.goo.gl/…"
            aria-describedby={`${id}-link-hint`}
            onChange={(e) => setLink(e.target.value)}
            onPaste={(e) => applyLink(e.clipboardData.getData("text"), false)}
            onKeyDown={(e) => {
              // Enter here uses the link; it must not save the whole form.
              if (e.key !== "Enter") return;
              e.preventDefault();
              applyLink(link, true);
            }}
          />
          <button
            type="button"
            className="button secondary small"
            onClick={() => applyLink(link, true)}
            aria-busy={looking || undefined}
          >
            <Link2 className="icon" aria-hidden="true" />{" "}
            {looking ? t("location.studio.link.looking") : t("location.studio.link.use")}
          </button>
        </div>
        <span className="hint" id={`${id}-link-hint`}>
          {t("location.studio.link.hint")}
        </span>
      </div>
      <div role="status" aria-live="polite" className="place-finder__status">
        {said ? <p className={said.warn ? "notice warn" : "place-finder__done"}>{said.text}</p> : null}
        {!said && answer && !answer.ok ? <p className="notice warn">{answer.message}</p> : null}
        {!said && answer?.ok && answer.hits.length === 0 ? (
          <p className="muted">{t("location.studio.find.none")}</p>
        ) : null}
      </div>
    </div>
  );
}
