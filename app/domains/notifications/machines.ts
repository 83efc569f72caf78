import { stateMachine } from "~/domains/core/state-machine";
import { emailDeliveries } from "./tables";

/**
 * An e-mail sent through a real provider (decision 017), known by its dedupe key: sent, then what the provider's
 * webhooks say of it (delivered, delayed, bounced for good, complained of); a send refused for good is failed until the
 * queue's retry sends it; an address suppressed before is never sent to. A milder event after a worse one (delivered
 * after bounced, events out of order) is not a move, so it changes nothing.
 */
export const EMAIL_DELIVERY = stateMachine({
  name: "email_delivery",
  table: emailDeliveries,
  key: emailDeliveries.dedupeKey,
  moves: {
    sent: ["delivered", "delayed", "bounced", "complained"],
    delayed: ["delivered", "bounced", "complained"],
    delivered: ["bounced", "complained"],
    bounced: ["complained"],
    complained: [],
    failed: ["sent", "suppressed"],
    suppressed: [],
  },
});
export type EmailDeliveryStatus = (typeof EMAIL_DELIVERY.statuses)[number];
