/** The running code's version (package.json, semver; CHANGELOG.md says what each one changed). */
import { version } from "../../package.json";

export const APP_VERSION: string = version;
