import type { ReactNode } from "react";
import { Form } from "react-router";
import { ResendToken } from "~/components/forms";
import { Button } from "~/components/ui/button";

/**
 * One desk decision as a button: a POST form of its own carrying the intent (and what else it names), with the
 * page's one-time token, so it works without JavaScript and a second send of it acts once.
 */
export function IntentButton({
  intent,
  fields = {},
  secondary = false,
  children,
}: {
  intent: string;
  fields?: Record<string, string>;
  secondary?: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <ResendToken />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p>
        <Button variant={secondary ? "secondary" : "primary"}>{children}</Button>
      </p>
    </Form>
  );
}
