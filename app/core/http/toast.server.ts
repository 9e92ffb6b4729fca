/**
 * One-time toasts set by the server before a redirect (a signed cookie read
 * once by the root loader). Without JavaScript they show as a status message.
 */
import { redirect, type RouterContextProvider } from "react-router";
import { requestInfo } from "./context.server.ts";
import { getCookie, serializeCookie } from "./cookies.server.ts";
import { sign, unsign } from "./sign.server.ts";
import type { Toast } from "~/core/toast.ts";

export const TOAST_COOKIE = "marquee_toast";
type Ctx = Readonly<RouterContextProvider>;

export function toastCookie(context: Ctx, toast: Toast): string {
  const value = sign("toast", Buffer.from(JSON.stringify(toast)).toString("base64url"));
  return serializeCookie(TOAST_COOKIE, value, { secure: requestInfo(context).secure, maxAge: 60 });
}

export function redirectWithToast(
  url: string,
  toast: Toast,
  context: Ctx,
  init: { headers?: [string, string][] } = {},
) {
  const headers = new Headers();
  for (const [k, v] of init.headers ?? []) headers.append(k, v);
  headers.append("Set-Cookie", toastCookie(context, toast));
  return redirect(url, { headers });
}

/** The pending toast and the header that clears it, or null. */
export function readToast(request: Request, context: Ctx): { toast: Toast; clear: string } | null {
  const secure = requestInfo(context).secure;
  const raw = getCookie(request, TOAST_COOKIE, secure);
  if (!raw) return null;
  const clear = serializeCookie(TOAST_COOKIE, "", { secure, maxAge: 0 });
  const value = unsign("toast", raw);
  if (!value) return { toast: { type: "info", message: "" }, clear };
  try {
    const t = JSON.parse(Buffer.from(value, "base64url").toString()) as Toast;
    if (typeof t.message !== "string") return null;
    return {
      toast: {
        type: t.type === "error" ? "error" : t.type === "info" ? "info" : "success",
        message: t.message.slice(0, 300),
      },
      clear,
    };
  } catch {
    return null;
  }
}
