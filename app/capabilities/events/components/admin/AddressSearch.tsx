/**
 * "Find the address" beside a venue's address (issue 11): asks the site's
 * geocoder (GEOCODER_URL, through /admin/venues/search) and offers its places;
 * choosing one writes the form's latitude and longitude fields, which moves
 * the pin map too. JavaScript only, and only when a geocoder is configured:
 * without it the coordinates are typed, pasted, or placed on the map.
 */
import { MapPinned, Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useHydrated } from "~/core/ui/useHydrated.ts";

interface Hit {
  label: string;
  latitude: number;
  longitude: number;
}
type Answer = { ok: true; hits: Hit[] } | { ok: false; message: string };

function setField(form: HTMLFormElement | null | undefined, name: string, value: string) {
  const el = form?.elements.namedItem(name);
  if (!(el instanceof HTMLInputElement)) return;
  el.value = value;
  // The pin map listens for "change" on the coordinate fields.
  el.dispatchEvent(new Event("input", { bubbles: true }));
  el.dispatchEvent(new Event("change", { bubbles: true }));
}

export function AddressSearch({
  addressName,
  latName,
  lngName,
}: {
  addressName: string;
  latName: string;
  lngName: string;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<Answer>();
  const rootRef = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState("");
  const answer = fetcher.data;

  // A new search forgets the last choice.
  useEffect(() => {
    if (fetcher.state === "loading") setChosen("");
  }, [fetcher.state]);

  if (!hydrated) return null;
  const form = () => rootRef.current?.closest("form");
  const search = () => {
    const el = form()?.elements.namedItem(addressName);
    const q = el instanceof HTMLTextAreaElement || el instanceof HTMLInputElement ? el.value : "";
    void fetcher.load(`/admin/venues/search?q=${encodeURIComponent(q)}`);
  };
  const use = (h: Hit) => {
    setField(form(), latName, String(h.latitude));
    setField(form(), lngName, String(h.longitude));
    setChosen(`Coordinates set to ${h.latitude}, ${h.longitude} (${h.label.split(",")[0]}).`);
  };
  return (
    <div className="address-search" ref={rootRef}>
      <button
        type="button"
        className="button secondary small"
        onClick={search}
        aria-busy={fetcher.state !== "idle" || undefined}
      >
        <Search className="icon" aria-hidden="true" /> {fetcher.state !== "idle" ? "Searching…" : "Find the address"}
      </button>
      <div role="status" aria-live="polite" className="address-search__status">
        {chosen ? <p>{chosen}</p> : null}
        {!chosen && answer && !answer.ok ? <p className="notice warn">{answer.message}</p> : null}
        {!chosen && answer?.ok && answer.hits.length === 0 ? (
          <p className="muted">No place found for this address. Check it, or place the pin on the map.</p>
        ) : null}
      </div>
      {!chosen && answer?.ok && answer.hits.length > 0 ? (
        <ul className="address-search__hits" aria-label="Places found">
          {answer.hits.map((h) => (
            <li key={`${h.latitude},${h.longitude},${h.label}`}>
              <button type="button" className="link-button" onClick={() => use(h)}>
                <MapPinned className="icon" aria-hidden="true" /> {h.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
