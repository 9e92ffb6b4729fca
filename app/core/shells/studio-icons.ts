/**
 * The icons a studio navigation entry may name. Manifests are server code and
 * send the name; the studio shell draws the icon. A new capability that needs
 * another icon adds it here (lucide-react, named imports only).
 */
import {
  CalendarDays,
  DatabaseBackup,
  FileText,
  HardDriveDownload,
  HeartPulse,
  Image,
  Inbox,
  LayoutDashboard,
  Mail,
  MapPin,
  Megaphone,
  Menu,
  Newspaper,
  Palette,
  Scale,
  ScrollText,
  Settings,
  Ticket,
  TrendingUp,
  UserCog,
  Users,
  Video,
  type LucideIcon,
} from "lucide-react";

export const STUDIO_ICONS = {
  dashboard: LayoutDashboard,
  events: CalendarDays,
  media: Video,
  gallery: Image,
  inbox: Inbox,
  settings: Settings,
  users: Users,
  audit: ScrollText,
  backup: HardDriveDownload,
  account: UserCog,
  theme: Palette,
  pages: FileText,
  news: Newspaper,
  navigation: Menu,
  press: Megaphone,
  mail: Mail,
  venues: MapPin,
  tickets: Ticket,
  insights: TrendingUp,
  legal: Scale,
  backups: DatabaseBackup,
  health: HeartPulse,
} satisfies Record<string, LucideIcon>;

export type StudioIcon = keyof typeof STUDIO_ICONS;
