import { InboxWidget } from "../components/admin/InboxWidget.tsx";

export default { inbox: InboxWidget };
