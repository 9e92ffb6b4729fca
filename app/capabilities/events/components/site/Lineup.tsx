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

function Acts({ v, t }: { v: LineupView; t: T }) {
  return (
    <ul className="lineup-acts">
      {v.acts.map((a) => (
        <li key={a.id} className={`lineup-act lineup-act--${a.role}`}>
          {a.image ? (
            <Picture image={a.image} alt="" sizes="4rem" className="lineup-act__picture" />
          ) : (
            <span className="lineup-act__picture lineup-act__picture--none" aria-hidden="true">
              {a.name.slice(0, 1)}
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

function RunningOrder({ v, t }: { v: LineupView; t: T }) {
  const sets = v.days.flatMap((d) => d.stages.flatMap((st) => st.sets));
  return (
    <ol className="lineup-order">
      {v.doors ? (
        <li className="lineup-order__mark">
          <time dateTime={v.doors.iso}>{v.doors.time}</time> <span>{t("events.lineup.doors")}</span>
        </li>
      ) : null}
      {sets.map((s) => (
        <li key={s.anchor} id={s.anchor}>
          <SetTime s={s} /> <SetName s={s} />
        </li>
      ))}
      {v.curfew ? (
        <li className="lineup-order__mark">
          <time dateTime={v.curfew.iso}>{v.curfew.time}</time> <span>{t("events.lineup.curfew")}</span>
        </li>
      ) : null}
    </ol>
  );
}

function Timetable({ v, t }: { v: LineupView; t: T }) {
  return (
    <div className="timetable">
      {v.doors ? (
        <p className="timetable__mark">
          {t("events.lineup.doors")} <time dateTime={v.doors.iso}>{v.doors.time}</time>
        </p>
      ) : null}
      {v.days.map((d) => (
        <section key={d.date} className="timetable__day" aria-label={d.label}>
          {v.days.length > 1 ? <h4 className="timetable__day-name">{d.label}</h4> : null}
          <div className="timetable__grid" style={{ "--stages": d.stages.length } as React.CSSProperties}>
            {d.stages.map((st) => (
              <section key={st.name} className="timetable__stage" aria-label={st.name || t("events.lineup.mainStage")}>
                {v.days.length > 1 ? (
                  <h5 className="timetable__stage-name">{st.name || t("events.lineup.mainStage")}</h5>
                ) : (
                  <h4 className="timetable__stage-name">{st.name || t("events.lineup.mainStage")}</h4>
                )}
                <ol className="timetable__sets" style={{ "--rows": d.rows } as React.CSSProperties}>
                  {st.sets.map((s) => (
                    <li
                      key={s.anchor}
                      id={s.anchor}
                      className="timetable__set"
                      style={{ "--from": s.from, "--to": s.to } as React.CSSProperties}
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
