/** Data for the home page's "next events" section (filled by the events capability). */
export type HomeEventsData = null;

export async function loadHomeEvents(_request: Request): Promise<HomeEventsData> {
  return null;
}
