/**
 * The door's offline queue (issue 29): scans made without a connection are
 * kept on the phone with the time they were made, and sent in order when it
 * comes back; the server admits each once and reports the conflicts (a ticket
 * another phone admitted meanwhile). Pure except for the storage it is given.
 */
export interface QueuedScan {
  scan: string;
  at: string;
}

export interface QueueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const queueKey = (eventId: string, date: string) => `marquee-door:${eventId}:${date}`;

export function readQueue(store: QueueStore, key: string): QueuedScan[] {
  try {
    const v: unknown = JSON.parse(store.getItem(key) ?? "[]");
    return Array.isArray(v)
      ? v.filter((x): x is QueuedScan => typeof x?.scan === "string" && typeof x?.at === "string")
      : [];
  } catch {
    return [];
  }
}

/** Adds a scan unless the same one is already waiting (a code held in front of the camera is read many times). */
export function enqueue(store: QueueStore, key: string, s: QueuedScan): QueuedScan[] {
  const q = readQueue(store, key);
  if (!q.some((x) => x.scan === s.scan)) q.push(s);
  store.setItem(key, JSON.stringify(q));
  return q;
}

/** Sends the queue in order; stops at the first network failure (the rest waits for the next try). */
export async function flush<R>(
  store: QueueStore,
  key: string,
  send: (s: QueuedScan) => Promise<R>,
): Promise<{ sent: { scan: QueuedScan; result: R }[]; left: number }> {
  const q = readQueue(store, key);
  const sent: { scan: QueuedScan; result: R }[] = [];
  while (q.length) {
    let result: R;
    try {
      result = await send(q[0]!);
    } catch {
      break;
    }
    sent.push({ scan: q.shift()!, result });
    store.setItem(key, JSON.stringify(q));
  }
  return { sent, left: q.length };
}
