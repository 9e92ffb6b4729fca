/** Logging: one line per event; errors with their stack and the reference id the person sees. */

export function logError(error: unknown, ctx: { requestId?: string; url?: string; job?: string } = {}): void {
  const where = [ctx.job && `job=${ctx.job}`, ctx.requestId && `ref=${ctx.requestId}`, ctx.url && `url=${ctx.url}`]
    .filter(Boolean)
    .join(" ");
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(`[error] ${where} ${detail}`);
}

export function logInfo(message: string): void {
  console.log(message);
}

export function logWarn(message: string): void {
  console.warn(`[warn] ${message}`);
}
