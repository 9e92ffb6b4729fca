import { HomeNews } from "../components/site/HomeNews.tsx";

export default { news: HomeNews };
