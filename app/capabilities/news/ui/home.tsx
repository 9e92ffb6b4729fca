import { slotComponent, slotComponents } from "~/core/ui/slots.ts";
import { HomeNews } from "../components/site/HomeNews.tsx";
import { newsHome } from "../slots.ts";

export default slotComponents(slotComponent(newsHome, HomeNews));
