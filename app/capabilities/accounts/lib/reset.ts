/** How long a password reset link works (SPEC §11: 30 minutes), for the pages that say it and the service that checks it. */
export const RESET_VALID_MINUTES = 30;
