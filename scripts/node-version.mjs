/**
 * The Node.js this app needs, checked before any TypeScript is loaded: plain
 * JavaScript, so a too-old Node (a process manager running the system's Node
 * 20, say) gets one line that says what to run instead, not a stack about
 * ".ts" files. `npm install` brings Node 24 as a dev dependency and every npm
 * script runs on it.
 */
export const MINIMUM = [24, 7]; // crypto.argon2 arrived in 24.7; node:sqlite and type stripping are older

/** The one-line refusal for `version` (like "20.20.2"), or null when it is new enough. */
export function nodeTooOld(version, script = "scripts/start.mjs") {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  if (major > MINIMUM[0] || (major === MINIMUM[0] && minor >= MINIMUM[1])) return null;
  return `Marquee needs Node.js ${MINIMUM.join(".")} or newer, and this is Node.js ${version}. Run \`npm start\` (it uses the Node.js 24 that \`npm install\` brought), or \`node_modules/.bin/node ${script}\`.`;
}
