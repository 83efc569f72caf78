import type { ReactNode } from "react";
import { ErrorList } from "~/components/forms";
import * as css from "./booking.css";

/**
 * A booking's travellers as checkboxes posting their positions (a refund's or a change's passengers), in a card with
 * its legend, a line of help and the field's errors.
 */
export function TravellerChoice({
  legend,
  hint,
  field,
  labels,
  unavailable = [],
}: {
  legend: ReactNode;
  hint: ReactNode;
  /** The Conform field of the positions: its name, value (one position or several) and errors. */
  field: { id: string; name: string; value?: unknown; errors?: string[]; errorId: string };
  labels: ReactNode[];
  /** Per position, why that traveller cannot be chosen (already refunded, say), or nothing when they can. */
  unavailable?: ReadonlyArray<ReactNode | null | undefined>;
}) {
  const value = field.value;
  const chosen = (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(String);
  return (
    <fieldset className={css.panel} aria-describedby={field.errors ? field.errorId : undefined}>
      <legend>
        <strong>{legend}</strong>
      </legend>
      <p className={css.muted}>{hint}</p>
      {labels.map((label, i) => {
        const why = unavailable[i];
        return (
          <label key={i} className={css.choice}>
            <input
              type="checkbox"
              id={i === labels.findIndex((_, j) => !unavailable[j]) ? field.id : undefined}
              name={field.name}
              value={i}
              disabled={Boolean(why)}
              defaultChecked={!why && chosen.includes(String(i))}
            />{" "}
            {label}
            {why ? <span className={css.muted}> · {why}</span> : null}
          </label>
        );
      })}
      <ErrorList id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
