/** The accounts capability: first-run setup, sign-in and sign-out, users, one's own account. */
import { defineCapability } from "~/core/capability.server.ts";
import * as m0018 from "./migrations/0018-password-resets.server.ts";
import * as m0031 from "./migrations/0031-studio-language.server.ts";
import { catalogueFiles } from "~/core/i18n/catalogues.server.ts";

export default defineCapability({
  name: "accounts",
  // Where the core's guards send whoever is not signed in (routes.ts places the page).
  signIn: "/admin/login",
  studioNav: [
    {
      to: "/admin/users",
      label: "Users",
      labelKey: "accounts.studio.nav.users",
      icon: "users",
      role: "owner",
      order: 75,
      group: "admin",
    },
    {
      to: "/admin/account",
      label: "Account",
      labelKey: "accounts.studio.nav.account",
      icon: "account",
      role: "editor",
      order: 100,
      place: "account",
    },
  ],
  migrations: { "0018-password-resets": m0018, "0031-studio-language": m0031 },
  studioMessages: catalogueFiles(import.meta.glob("./messages/studio/*.json", { eager: true, import: "default" })),
  // Reset links are short-lived installation state, like sessions: never in an export.
  backupExclude: ["password_resets"],
  audit: {
    "user.create": "accounts.studio.audit.userCreate",
    "user.disable": "accounts.studio.audit.userDisable",
    "user.enable": "accounts.studio.audit.userEnable",
    "user.role": "accounts.studio.audit.userRole",
    "user.password_change": "accounts.studio.audit.userPasswordChange",
    "user.studio_language": "accounts.studio.audit.userStudioLanguage",
    "user.password_reset": "accounts.studio.audit.userPasswordReset",
    "user.reset_request": "accounts.studio.audit.userResetRequest",
    "user.reset_link": "accounts.studio.audit.userResetLink",
    "session.end_others": "accounts.studio.audit.sessionEndOthers",
    "signin.failed": "accounts.studio.audit.signinFailed",
  },
});
