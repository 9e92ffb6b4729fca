/** The footer's sign-up: markup the server rendered (server/home.server.ts, QuickSignup), placed as it is — it costs the page's JavaScript nothing. */
import { slotComponent, slotComponents } from "~/core/ui/slots.ts";
import { signupFooter } from "../slots.ts";

// No markup in a document's hydration data: React keeps the server's (ServerMarkupData).
export default slotComponents(
  slotComponent(signupFooter, ({ data }) => (
    <div className="fans-slot" dangerouslySetInnerHTML={{ __html: data.html ?? "" }} suppressHydrationWarning />
  )),
);
