import { FansWidget } from "../components/admin/FansWidget.tsx";

export default { fans: FansWidget };
