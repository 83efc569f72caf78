import type { ButtonHTMLAttributes, ReactNode } from "react";
import * as css from "./button.css";

export type ButtonVariant = keyof typeof css.variant;

/** The class of a button, for a link or a submit button that must look like one. */
export function buttonClass(variant: ButtonVariant = "primary", options: { block?: boolean } = {}) {
  return [css.variant[variant], options.block ? css.block : ""].filter(Boolean).join(" ");
}

/** A native button (submit by default: forms work without JavaScript). */
export function Button({
  variant = "primary",
  block,
  children,
  className,
  type = "submit",
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; block?: boolean; children: ReactNode }) {
  return (
    <button type={type} className={[buttonClass(variant, { block }), className].filter(Boolean).join(" ")} {...rest}>
      {children}
    </button>
  );
}
