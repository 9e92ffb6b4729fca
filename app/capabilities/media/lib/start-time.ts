/**
 * Start times as people write them in links: "90", "90s", "1h2m3s", "2m",
 * "1:02:03", "01:30". Returns whole seconds, or undefined when the text is not
 * a time (so a malformed t= never breaks an otherwise good link).
 */
const MAX_SECONDS = 48 * 3600;

export function parseStartTime(raw: string | null | undefined): number | undefined {
  if (raw == null) return undefined;
  const s = raw.trim().toLowerCase();
  if (s === "") return undefined;
  let seconds: number | undefined;
  if (/^\d+(\.\d+)?s?$/.test(s)) {
    seconds = Math.floor(Number.parseFloat(s));
  } else if (/^(\d+h)?(\d+m)?(\d+s)?$/.test(s)) {
    const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(s)!;
    seconds = Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
  } else if (/^\d{1,3}(:\d{1,2}){1,2}$/.test(s)) {
    const parts = s.split(":").map(Number);
    if (parts.slice(1).some((p) => p >= 60)) return undefined;
    seconds = parts.reduce((acc, p) => acc * 60 + p, 0);
  }
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_SECONDS) return undefined;
  return seconds;
}

/** 3723 → "1h2m3s" (the form YouTube and Vimeo links use). */
export function formatStartTime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h ? `${h}h` : ""}${m ? `${m}m` : ""}${s || (!h && !m) ? `${s}s` : ""}`;
}
