/**
 * Toasts without putting sonner in every page's first load (issue 7 budget:
 * ≤ 120 KB of JavaScript per public route). `toast.success/error` queue the
 * message and load sonner on first use; <LazyToaster> mounts sonner's Toaster
 * (its polite live region) first and only then shows the queued messages, so
 * screen readers announce them.
 */
import { useEffect, useState, type ComponentProps } from "react";
import type * as SonnerModule from "sonner";

type Sonner = typeof SonnerModule;
type Kind = "success" | "error" | "message";

let sonner: Sonner | undefined;
let mounted = false;
let queue: [Kind, string][] = [];
let wake: (() => void) | undefined;

function fire(s: Sonner, kind: Kind, message: string) {
  if (kind === "success") s.toast.success(message);
  else if (kind === "error") s.toast.error(message);
  else s.toast(message);
}

function show(kind: Kind, message: string) {
  if (sonner && mounted) return fire(sonner, kind, message);
  queue.push([kind, message]);
  wake?.();
}

export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  message: (message: string) => show("message", message),
};

type ToasterProps = ComponentProps<Sonner["Toaster"]>;

/** Place once (the root). Renders nothing until a toast is asked for. */
export function LazyToaster(props: ToasterProps) {
  const [Toaster, setToaster] = useState<Sonner["Toaster"] | null>(null);
  useEffect(() => {
    let live = true;
    const load = () => {
      wake = undefined;
      void import("sonner").then((m) => {
        sonner = m;
        if (live) setToaster(() => m.Toaster);
      });
    };
    if (queue.length) load();
    else wake = load;
    return () => {
      live = false;
      wake = undefined;
    };
  }, []);
  useEffect(() => {
    if (!Toaster || !sonner) return;
    // The Toaster (a child) subscribed in its own effect, which ran before this one.
    mounted = true;
    const waiting = queue;
    queue = [];
    for (const [kind, message] of waiting) fire(sonner, kind, message);
    return () => {
      mounted = false;
    };
  }, [Toaster]);
  return Toaster ? <Toaster {...props} /> : null;
}
