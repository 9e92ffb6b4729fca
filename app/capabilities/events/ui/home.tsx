import { HomeEvents } from "../components/site/HomeEvents.tsx";

export default { events: HomeEvents };
