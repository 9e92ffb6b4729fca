/**
 * Studio page titles follow one pattern, "Events · Studio" (issue 11), and no
 * studio page is indexed. A route's meta replaces its layout's, so each studio
 * page returns this:
 *
 *   export const meta: Route.MetaFunction = () => studioMeta("Events");
 */
export function studioMeta(title: string) {
  return [{ title: `${title} · Studio` }, { name: "robots", content: "noindex" }];
}
