import type { ReactNode } from "react";
import * as form from "~/components/forms.css";

/**
 * One field of a product's GET search form (rides, travel extras): its label, its control, a hint, and its error
 * (already in the page's language) tied to the control by aria-describedby. The control is the caller's, given the
 * ids it must name.
 */
export function QueryField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  children: (a11y: {
    id: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
      {hint ? <small id={`${id}-hint`}>{hint}</small> : null}
      {error ? (
        <p id={`${id}-error`} className={form.error}>
          {`${label} · ${error}`}
        </p>
      ) : null}
    </div>
  );
}
