/** The operations capability's door (server): what the glue (the server entry) may use. */
export { runBackupCommand, runDoctorCommand } from "./server/cli.server.ts";
// Every answer the Node entry sends: /metrics' request counts and the doctor's view of the proxy.
export { requestFinished } from "./server/requests.server.ts";
