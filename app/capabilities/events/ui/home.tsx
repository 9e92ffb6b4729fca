import { HomeEvents } from "../components/site/HomeEvents.tsx";
import listCss from "../list.css?url";

export default { events: HomeEvents };
/** The list's styles, inlined on the home page (app/capabilities/ui.home.tsx). */
export const css = [listCss];
