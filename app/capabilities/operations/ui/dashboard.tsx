import { BackupsWidget } from "../components/BackupsWidget.tsx";

export default { backups: BackupsWidget };
