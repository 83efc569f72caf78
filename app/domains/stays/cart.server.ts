import { getCart, removeFromCartStatement } from "~/domains/cart/cart.server";
import { type Stay, type StayDeps } from "./types";
import { getStaysOf, closeStayDraft } from "./lifecycle.server";

/** The stays in a browser's cart that it made. */
export async function cartStays(db: StayDeps["db"], visitorId: string): Promise<Stay[]> {
  const cart = await getCart(db, visitorId);
  const ids = cart.items.filter((i) => i.kind === "stay").map((i) => i.id);
  return (await getStaysOf(db, ids)).filter((stay) => stay.visitorId === visitorId);
}

/** Empties a browser's cart of its stays: a stay still being made is cancelled and its rooms released. */
export async function clearCartStays(
  deps: Pick<StayDeps, "db" | "now" | "inventory">,
  visitorId: string,
  reason: string,
) {
  for (const stay of await cartStays(deps.db, visitorId)) {
    if (stay.status === "draft") await closeStayDraft(deps, stay, "cancelled", reason);
    else await removeFromCartStatement(deps.db, visitorId, { kind: "stay", id: stay.id });
  }
}
