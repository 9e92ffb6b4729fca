/**
 * A date's line-up on its event page (issue 32 §1), rendered on the server
 * only (no JavaScript): the acts with their pictures, then the running order —
 * or, when sets are on two stages or more, a timetable by stage: columns on a
 * wide screen, one stage after another on a phone.
 */
import { Picture } from "~/capabilities/media/index.ts";
import type { LineupSetView, LineupView } from "~/capabilities/events/server/lineup-page.server.ts";

type T = (key: string, values?: Record<string, string | number>) => string;

const ROLE_KEYS = { support: "events.lineup.role.support", guest: "events.lineup.role.guest" } as const;

function SetTime({ s }: { s: LineupSetView }) {
  return (
    <span className="lineup-time">
      <time dateTime={s.startIso}>{s.start}</time>
      {s.end && s.endIso ? (
        <>
          –<time dateTime={s.endIso}>{s.end}</time>
        </>
      ) : null}
    </span>
  );
}

function SetName({ s }: { s: LineupSetView }) {
  return s.url ? (
    <a href={s.url} rel="external noopener noreferrer">
      {s.name}
    </a>
  ) : (
    <>{s.name}</>
  );
}

// Words a name's initials skip ("The Velvet Lanterns" → "VL", "DJ Halcyon" → "DH" stays: DJ is a name's part).
const ARTICLES = new Set(["the", "a", "an", "die", "der", "das", "le", "la", "les", "el", "los", "il", "de", "het"]);
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w) && !ARTICLES.has(w.toLocaleLowerCase()))
    .slice(0, 2)
    .map((w) => w.match(/\p{L}/u)![0])
    .join("")
    .toLocaleUpperCase() || name.slice(0, 1);

function Acts({ v, t }: { v: LineupView; t: T }) {
  // Pictures only when the owner gave some: a row of letter discs alone looks like a placeholder page.
  const pictures = v.acts.some((a) => a.image);
  return (
    <ul className={pictures ? "lineup-acts" : "lineup-acts lineup-acts--plain"}>
      {v.acts.map((a) => (
        <li key={a.id} className={`lineup-act lineup-act--${a.role}`}>
          {!pictures ? null : a.image ? (
            <Picture image={a.image} alt="" sizes="4rem" className="lineup-act__picture" />
          ) : (
            <span className="lineup-act__picture lineup-act__picture--none" aria-hidden="true">
              {initials(a.name)}
            </span>
          )}
          <span className="lineup-act__name">
            {a.url ? (
              <a href={a.url} rel="external noopener noreferrer">
                {a.name}
              </a>
            ) : (
              a.name
            )}
          </span>
          {a.role !== "main" ? <span className="lineup-act__role">{t(ROLE_KEYS[a.role])}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function Mark({ at, label }: { at: { iso: string; time: string }; label: string }) {
  return (
    <li className="lineup-order__mark">
      <span className="lineup-time">
        <time dateTime={at.iso}>{at.time}</time>
      </span>{" "}
      <span>{label}</span>
    </li>
  );
}

function RunningOrder({ v, t }: { v: LineupView; t: T }) {
  return (
    <ol className="lineup-order">
      {v.doors ? <Mark at={v.doors} label={t("events.lineup.doors")} /> : null}
      {v.days.map((d) => [
        v.dayNames ? (
          <li key={d.date} className="lineup-order__day">
            {d.label}
          </li>
        ) : null,
        ...d.stages
          .flatMap((st) => st.sets)
          .map((s) => (
            <li key={s.anchor} id={s.anchor}>
              <SetTime s={s} /> <SetName s={s} />
            </li>
          )),
      ])}
      {v.curfew ? <Mark at={v.curfew} label={t("events.lineup.curfew")} /> : null}
    </ol>
  );
}

const vars = (v: Record<string, number>) => v as React.CSSProperties;

function Timetable({ v, t }: { v: LineupView; t: T }) {
  const stageName = (name: string) => name || t("events.lineup.mainStage");
  // Headings stay in order: a stage is under the day when days are named, else straight under "Timetable".
  const StageHeading = v.dayNames ? "h5" : "h4";
  return (
    <div className="timetable">
      {v.doors ? (
        <p className="timetable__mark">
          {t("events.lineup.doors")} <time dateTime={v.doors.iso}>{v.doors.time}</time>
        </p>
      ) : null}
      {v.days.map((d) => (
        <section key={d.date} className="timetable__day" aria-label={v.dayNames ? d.label : undefined}>
          {v.dayNames ? <h4 className="timetable__day-name">{d.label}</h4> : null}
          <div className="timetable__grid" style={vars({ "--stages": d.stages.length, "--rows": d.rows })}>
            {/* The time scale beside the stages, on a wide screen: each set says its own times for readers. */}
            <div className="timetable__hours" aria-hidden="true">
              <span className="timetable__stage-name">{"\u00a0"}</span>
              <ol className="timetable__sets">
                {d.hours.map((h) => (
                  <li key={h.iso} style={vars({ "--from": h.row })}>
                    {h.time}
                  </li>
                ))}
              </ol>
            </div>
            {d.stages.map((st) => (
              <section key={st.name} className="timetable__stage" aria-label={stageName(st.name)}>
                <StageHeading className="timetable__stage-name">{stageName(st.name)}</StageHeading>
                <ol className="timetable__sets">
                  {st.sets.map((s) => (
                    <li
                      key={s.anchor}
                      id={s.anchor}
                      // Half an hour or less: time and name on one line, so both fit the block's height.
                      className={s.to - s.from <= 2 ? "timetable__set timetable__set--short" : "timetable__set"}
                      style={vars({ "--from": s.from, "--to": s.to })}
                    >
                      <SetTime s={s} /> <SetName s={s} />
                    </li>
                  ))}
                </ol>
              </section>
            ))}
          </div>
        </section>
      ))}
      {v.curfew ? (
        <p className="timetable__mark">
          {t("events.lineup.curfew")} <time dateTime={v.curfew.iso}>{v.curfew.time}</time>
        </p>
      ) : null}
    </div>
  );
}

export function Lineup({ v, t }: { v: LineupView; t: T }) {
  const hasTimes = v.days.length > 0 || v.doors || v.curfew;
  return (
    <section className="lineup" aria-labelledby="lineup-heading">
      <h2 id="lineup-heading">{t("events.lineup.heading")}</h2>
      {v.acts.length ? <Acts v={v} t={t} /> : null}
      {hasTimes ? (
        <>
          <h3 className="lineup__times">{v.timetable ? t("events.lineup.timetable") : t("events.lineup.times")}</h3>
          {v.timetable ? <Timetable v={v} t={t} /> : <RunningOrder v={v} t={t} />}
        </>
      ) : null}
    </section>
  );
}
