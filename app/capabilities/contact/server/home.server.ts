/** Data for the home page's "Get in touch" section: none — its links are fixed, and the social links are in the footer just below (issue 10: once per page). */
export type HomeContactData = Record<string, never>;

export async function loadHomeContact(_request: Request): Promise<HomeContactData> {
  return {};
}
