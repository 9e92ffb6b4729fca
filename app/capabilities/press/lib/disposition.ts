/** A Content-Disposition for a download: our own names only ([A-Za-z0-9._-]), so nothing can break out of the header. */
export const contentDisposition = (name: string) => `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, "_")}"`;
