import { InsightsWidget } from "../components/admin/InsightsWidget.tsx";

export default { insights: InsightsWidget };
