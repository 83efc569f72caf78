import type { ReactNode } from "react";
import { Icon } from "./icon";
import * as css from "./controls.css";

/**
 * A count with − and + buttons. The buttons submit the form to `adjustAction` with `adjust=name:down|up`, so the
 * server renders the form again with the new count (no JavaScript); the number can also be typed.
 */
export function Stepper({
  id,
  name,
  label,
  hint,
  value,
  min,
  max,
  adjustAction,
  decreaseLabel,
  increaseLabel,
  errorId,
  invalid,
  children,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  value: number;
  min: number;
  max: number;
  adjustAction?: string;
  decreaseLabel: string;
  increaseLabel: string;
  errorId?: string;
  invalid?: boolean;
  children?: ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className={css.stepper}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={hintId} className={css.stepperHint}>
          {hint}
        </span>
      ) : null}
      <div className={css.stepperRow}>
        {adjustAction ? (
          <button
            type="submit"
            formAction={adjustAction}
            formNoValidate
            name="adjust"
            value={`${name}:down`}
            className={css.stepperButton}
            aria-label={decreaseLabel}
            disabled={value <= min}
          >
            <Icon name="minus" />
          </button>
        ) : null}
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          defaultValue={value}
          className={css.stepperInput}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
        {adjustAction ? (
          <button
            type="submit"
            formAction={adjustAction}
            formNoValidate
            name="adjust"
            value={`${name}:up`}
            className={css.stepperButton}
            aria-label={increaseLabel}
            disabled={value >= max}
          >
            <Icon name="plus" />
          </button>
        ) : null}
      </div>
      {children}
    </div>
  );
}
