/** Data for the home page's hero image, featured media and gallery preview (filled by the media capability). */
export type HomeMediaData = null;

export async function loadHomeMedia(_request: Request): Promise<HomeMediaData> {
  return null;
}
