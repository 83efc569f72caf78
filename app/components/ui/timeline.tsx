import type { ReactNode } from "react";
import * as css from "./controls.css";

export type TimelineItem =
  | { kind: "stop"; time: ReactNode; dateTime?: string; place: ReactNode; note?: ReactNode }
  | { kind: "leg"; note: ReactNode }
  | { kind: "layover"; note: ReactNode };

/** A journey read top to bottom: departure, the flight, a change of planes, arrival. */
export function Timeline({ items, label }: { items: TimelineItem[]; label?: string }) {
  return (
    <ol className={css.timeline} aria-label={label}>
      {items.map((item, i) =>
        item.kind === "stop" ? (
          <li key={i} className={css.timelineStop}>
            <time className={css.timelineTime} dateTime={item.dateTime}>
              {item.time}
            </time>
            <span className={css.timelineDot} aria-hidden="true" />
            <span>
              {item.place}
              {item.note ? (
                <>
                  <br />
                  <small>{item.note}</small>
                </>
              ) : null}
            </span>
          </li>
        ) : (
          <li key={i} className={item.kind === "leg" ? css.timelineLeg : css.timelineLayover}>
            <span />
            <span className={item.kind === "leg" ? css.timelineLine : css.timelineLayoverLine} aria-hidden="true" />
            <span className={css.timelineNote}>{item.note}</span>
          </li>
        ),
      )}
    </ol>
  );
}
