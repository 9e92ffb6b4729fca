/**
 * The ticket scanner on the door page (issue 29): the phone's camera reads
 * QR codes with the browser's BarcodeDetector, or with a ZXing decoder
 * (barcode-detector, WebAssembly served by this site) loaded only where the
 * browser has none; a code can also be typed. Each scan is answered big and
 * clear: in, already in (when, by whom), void, not ours. Without a connection
 * scans are queued for a minute or more and sent when it is back, conflicts
 * listed. Without JavaScript the typed code is a plain form post.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { CsrfField } from "~/core/ui/forms.tsx";
import { useStudioI18n } from "~/core/i18n/studio.tsx";
import { enqueue, flush, queueKey, readQueue, type QueuedScan } from "../../lib/door-queue.ts";

export interface ScannerData {
  eventId: string;
  date: string;
  admitUrl: string;
  counts: { type: string; inside: number; expected: number }[];
  tz: string;
  result?: Answer | null;
}

export interface Answer {
  kind: "admitted" | "already" | "void" | "other_date" | "other_site" | "unknown";
  text: string;
  counts?: ScannerData["counts"];
}

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };

/** The browser's own detector, else the ZXing one with its WebAssembly from this site (no request elsewhere). */
async function makeDetector(): Promise<Detector> {
  const native = (
    globalThis as { BarcodeDetector?: { new (o: object): Detector; getSupportedFormats?: () => Promise<string[]> } }
  ).BarcodeDetector;
  if (native && (await native.getSupportedFormats?.())?.includes("qr_code"))
    return new native({ formats: ["qr_code"] });
  const [{ BarcodeDetector, setZXingModuleOverrides }, wasm] = await Promise.all([
    import("barcode-detector/ponyfill"),
    import("zxing-wasm/reader/zxing_reader.wasm?url"),
  ]);
  setZXingModuleOverrides({
    locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasm.default : prefix + path),
  });
  return new BarcodeDetector({ formats: ["qr_code"] });
}

export function TicketScanner({ data }: { data: ScannerData }) {
  const { t } = useStudioI18n();
  const [answer, setAnswer] = useState<Answer | null>(data.result ?? null);
  const [counts, setCounts] = useState(data.counts);
  const [camera, setCamera] = useState<"off" | "starting" | "on" | "error">("off");
  const [queued, setQueued] = useState(0);
  const [conflicts, setConflicts] = useState<string[]>([]);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const csrf = useRef<HTMLDivElement>(null);
  const recent = useRef(new Map<string, number>());
  const key = queueKey(data.eventId, data.date);

  const send = useCallback(
    async (s: QueuedScan): Promise<Answer> => {
      const token = csrf.current?.querySelector<HTMLInputElement>("input[name=csrf]")?.value ?? "";
      const body = new URLSearchParams({ csrf: token, scan: s.scan, at: s.at, js: "1" });
      const r = await fetch(data.admitUrl, { method: "POST", body, headers: { Accept: "application/json" } });
      if (!r.ok && r.status >= 500) throw new TypeError(`HTTP ${r.status}`);
      return (await r.json()) as Answer;
    },
    [data.admitUrl],
  );

  const sync = useCallback(async () => {
    const out = await flush(localStorage, key, send);
    for (const { result } of out.sent) {
      if (result.counts) setCounts(result.counts);
      if (result.kind !== "admitted") setConflicts((c) => [...c, result.text]);
    }
    setQueued(out.left);
  }, [key, send]);

  const scan = useCallback(
    async (text: string) => {
      const value = text.trim();
      if (!value) return;
      // A code held in front of the camera is read many times a second: once per 3 s.
      const last = recent.current.get(value) ?? 0;
      if (Date.now() - last < 3000) return;
      recent.current.set(value, Date.now());
      const s = { scan: value, at: new Date().toISOString() };
      try {
        if (!navigator.onLine) throw new TypeError("offline");
        const a = await send(s);
        setAnswer(a);
        if (a.counts) setCounts(a.counts);
        navigator.vibrate?.(a.kind === "admitted" ? 80 : [60, 60, 60]);
      } catch {
        setQueued(enqueue(localStorage, key, s).length);
        setAnswer({ kind: "unknown", text: t("payments.studio.door.queued") });
      }
    },
    [key, send, t],
  );

  useEffect(() => {
    setQueued(readQueue(localStorage, key).length);
    const timer = setInterval(() => {
      if (navigator.onLine && readQueue(localStorage, key).length) void sync();
    }, 5000);
    const online = () => void sync();
    window.addEventListener("online", online);
    return () => {
      clearInterval(timer);
      window.removeEventListener("online", online);
    };
  }, [key, sync]);

  useEffect(() => () => stream.current?.getTracks().forEach((tr) => tr.stop()), []);

  async function startCamera() {
    setCamera("starting");
    try {
      const [detector, media] = await Promise.all([
        makeDetector(),
        navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false }),
      ]);
      stream.current = media;
      const v = video.current!;
      v.srcObject = media;
      await v.play();
      setCamera("on");
      const loop = async () => {
        if (!stream.current) return;
        try {
          const codes = await detector.detect(v);
          if (codes[0]) await scan(codes[0].rawValue);
        } catch {
          /* a frame the decoder could not read */
        }
        setTimeout(() => void loop(), 250);
      };
      void loop();
    } catch {
      setCamera("error");
    }
  }

  function stopCamera() {
    stream.current?.getTracks().forEach((tr) => tr.stop());
    stream.current = null;
    setCamera("off");
  }

  return (
    <section className="door-scan" aria-labelledby="door-scan-heading">
      <h2 id="door-scan-heading">{t("payments.studio.door.heading")}</h2>
      <ul className="door-scan__counts" aria-label={t("payments.studio.door.counts")}>
        {counts.map((c) => (
          <li key={c.type}>
            <span>{c.type}</span>{" "}
            <strong data-testid={`door-in-${c.type}`}>
              {t("payments.studio.door.inOf", { inside: c.inside, expected: c.expected })}
            </strong>
          </li>
        ))}
      </ul>
      <div
        role="status"
        aria-live="assertive"
        className={`door-scan__answer${answer ? ` door-scan__answer--${answer.kind}` : ""}`}
      >
        {answer ? answer.text : t("payments.studio.door.ready")}
      </div>
      {queued ? (
        <p className="notice" role="status">
          {t("payments.studio.door.waiting", { count: queued })}
        </p>
      ) : null}
      {conflicts.length ? (
        <div className="notice error">
          <p>{t("payments.studio.door.conflicts")}</p>
          <ul>
            {conflicts.map((c, i) => (
              <li key={i}>{c}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="door-scan__camera">
        <video ref={video} playsInline muted hidden={camera !== "on"} className="door-scan__video" />
        {camera === "on" ? (
          <button type="button" className="button secondary" onClick={stopCamera}>
            {t("payments.studio.door.stop")}
          </button>
        ) : (
          <button type="button" className="button" onClick={() => void startCamera()} disabled={camera === "starting"}>
            {camera === "starting" ? t("payments.studio.door.starting") : t("payments.studio.door.camera")}
          </button>
        )}
        {camera === "error" ? <p className="notice error">{t("payments.studio.door.noCamera")}</p> : null}
      </div>
      <form
        method="post"
        action={data.admitUrl}
        className="door-scan__type"
        onSubmit={(e) => {
          e.preventDefault();
          const input = e.currentTarget.elements.namedItem("scan") as HTMLInputElement;
          recent.current.delete(input.value.trim());
          void scan(input.value).then(() => {
            input.value = "";
            input.focus();
          });
        }}
      >
        <div ref={csrf}>
          <CsrfField />
        </div>
        <label htmlFor="door-code">{t("payments.studio.door.type")}</label>
        <div className="door-scan__row">
          <input
            id="door-code"
            name="scan"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={400}
            placeholder="XXXXX-XXXXX"
          />
          <button type="submit" className="button">
            {t("payments.studio.door.admit")}
          </button>
        </div>
      </form>
    </section>
  );
}
