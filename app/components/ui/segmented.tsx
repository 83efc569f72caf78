import * as css from "./controls.css";
import { visuallyHidden } from "../layout.css";

/** One choice of a few, as a row of segments: native radios, so it works and is read out without JavaScript. */
export function Segmented<T extends string>({
  legend,
  name,
  options,
  value,
  hideLegend,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  hideLegend?: boolean;
}) {
  return (
    <fieldset className={css.segmented}>
      <legend className={hideLegend ? visuallyHidden : undefined}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={css.segment}>
          <input
            type="radio"
            name={name}
            value={option.value}
            defaultChecked={option.value === value}
            className={css.segmentInput}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
