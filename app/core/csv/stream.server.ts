/**
 * Reading a big CSV upload as it arrives (the fans' import): text goes in by
 * chunks, whole records come out one by one, so a file of a hundred megabytes
 * never sits in memory and the caller may await each record (backpressure).
 */
import { pipeline, Readable } from "node:stream";
import { parse, type CsvError as ParseError } from "csv-parse";
import { emptyLines, LineCounter, READ, type CsvRecord } from "./csv.server.ts";

/** A cell that runs on past this is no row of a list but a quote never closed, swallowing the file: reading stops there. */
const RUNAWAY_CHARS = 1024 * 1024;

/** What the caller says about a record it cannot have, in its own words. */
export interface CsvProblems {
  /** Longer than `recordMax` characters. */
  tooLong: string;
  /** A quote is still open at the end of the file. */
  notClosed: string;
}

/**
 * The records of `chunks`, in order, each with the line it starts on. A record
 * longer than `recordMax` characters comes with a `problem` instead of its
 * cells; so does a quote still open at the end of the file.
 */
export async function* readCsv(
  chunks: AsyncIterable<string>,
  opts: CsvProblems & { recordMax: number },
): AsyncGenerator<CsvRecord> {
  const lines = new LineCounter();
  // csv-parse reports a broken record by `on_skip` and reads on; an error instead would drop the
  // records it has read but not yet handed over.
  const skipped: { after: number; problem: string; last: boolean; empty: number }[] = [];
  const parser = parse({
    ...READ,
    max_record_size: Math.max(RUNAWAY_CHARS, opts.recordMax),
    info: true,
    skip_records_with_error: true,
    on_skip: (e: ParseError | undefined) => {
      if (!e) return;
      const records = typeof e.records === "number" ? e.records : 0;
      const problem =
        e.code === "CSV_QUOTE_NOT_CLOSED"
          ? opts.notClosed
          : e.code === "CSV_MAX_RECORD_SIZE"
            ? opts.tooLong
            : e.message;
      // Past a runaway record the parser has lost its place: nothing after it is a row.
      skipped.push({ after: records, problem, last: e.code === "CSV_MAX_RECORD_SIZE", empty: emptyLines(e) });
    },
  });
  // pipeline, not pipe: a failing source (a broken upload) ends the parser too, so the loop below ends.
  pipeline(Readable.from(chunks), parser, () => undefined);
  let handed = 0;
  // The skipped records that came before the next one, in place; true when reading must stop.
  function* dueProblems(): Generator<CsvRecord, boolean> {
    while (skipped[0] && skipped[0].after <= handed) {
      const s = skipped.shift()!;
      yield { line: lines.pending(s.empty), cells: [], problem: s.problem };
      if (s.last) return true;
    }
    return false;
  }
  try {
    for await (const { record, info } of parser) {
      if (yield* dueProblems()) return;
      const cells: string[] = record;
      const line = lines.startOf(info);
      handed++;
      // The cells and the separators between them: the record as it was written, give or take its quotes.
      const length = cells.reduce((n, c) => n + c.length, cells.length - 1);
      yield length > opts.recordMax ? { line, cells: [], problem: opts.tooLong } : { line, cells };
    }
    yield* dueProblems();
  } finally {
    parser.destroy();
  }
}
