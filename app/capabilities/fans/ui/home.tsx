/** The home page's sign-up section: markup the server rendered (server/home.server.ts, HomeSignup), placed as it is — it costs the page's JavaScript nothing. */
import { slotComponent, slotComponents } from "~/core/ui/slots.ts";
import { signupHome } from "../slots.ts";
import homeCss from "../home-part.css?url";

// No markup in a document's hydration data: React keeps the server's (ServerMarkupData).
export default slotComponents(
  slotComponent(signupHome, ({ data }) => (
    <div className="fans-slot" dangerouslySetInnerHTML={{ __html: data.html ?? "" }} suppressHydrationWarning />
  )),
);
/** The mailing-list band's styles, inlined on the home page (app/capabilities/ui.home.tsx). */
export const css = [homeCss];
