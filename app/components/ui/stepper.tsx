import type { ReactNode } from "react";
import { Icon } from "./icon";
import * as css from "./controls.css";

/**
 * A count with − and + buttons. The buttons submit the form to `adjustAction` with `adjust=name:down|up`, so the
 * server renders the form again with the new count (no JavaScript), in place with the enhancement script
 * (`data-enhance`, decision 025); the number can also be typed.
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
          <StepButton
            action={adjustAction}
            value={`${name}:down`}
            label={decreaseLabel}
            disabled={value <= min}
            icon="minus"
          />
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
          <StepButton
            action={adjustAction}
            value={`${name}:up`}
            label={increaseLabel}
            disabled={value >= max}
            icon="plus"
          />
        ) : null}
      </div>
      {children}
    </div>
  );
}

function StepButton(props: {
  action: string;
  value: string;
  label: string;
  disabled: boolean;
  icon: "minus" | "plus";
}) {
  return (
    <button
      type="submit"
      formAction={props.action}
      formNoValidate
      name="adjust"
      value={props.value}
      data-enhance=""
      className={css.roundButton}
      aria-label={props.label}
      disabled={props.disabled}
    >
      <Icon name={props.icon} />
    </button>
  );
}
