import { answer, TravellerAnswer, TravellersAnswer } from "~/utils/api-answers";
import { clockContext, dbContext } from "~/context";
import { MemberApi } from "~/utils/api-contract";
import {
  createTraveller,
  deleteTraveller,
  getTraveller,
  listTravellers,
  updateTraveller,
} from "~/domains/accounts/travellers.server";
import type { Route } from "./+types/travellers";
import { apiError } from "~/utils/booking-api.server";
import { methodNotAllowed, notFound, readJson, requireApiMember } from "~/utils/member-api.server";

const WRITES = ["Create", "Update", "Delete"];

/**
 * /api/Traverllers/{operation} (the published spelling, product rules §7): the member's own travellers only.
 * Every query names the token's member, so another member's traveller id is simply not found.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (params.operation !== "GetByCustomer") {
    if (WRITES.includes(params.operation)) methodNotAllowed(context, "POST");
    notFound(context);
  }
  const member = requireApiMember(context);
  return answer(TravellersAnswer, { Travellers: await listTravellers(context.get(dbContext), member.id) });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!WRITES.includes(params.operation)) {
    if (params.operation === "GetByCustomer") methodNotAllowed(context, "GET");
    notFound(context);
  }
  const member = requireApiMember(context);
  const db = context.get(dbContext);
  const now = context.get(clockContext)();
  const schema = MemberApi.traveller(now.toISOString().slice(0, 10));
  switch (params.operation) {
    case "Create": {
      const body = await readJson(request, context, schema.and(MemberApi.travellerId.partial()));
      const created = await createTraveller(db, member.id, body, { primary: false, now });
      if (!created.ok) return apiError(context, 409, "traveller_limit", "account:errors.travellerLimit");
      return answer(TravellerAnswer, { Traveller: await getTraveller(db, member.id, created.id) }, { status: 201 });
    }
    case "Update": {
      const body = await readJson(request, context, schema.and(MemberApi.travellerId));
      if (!(await updateTraveller(db, member.id, body.id, body, now))) notFound(context);
      return answer(TravellerAnswer, { Traveller: await getTraveller(db, member.id, body.id) });
    }
    default: {
      const body = await readJson(request, context, MemberApi.travellerId);
      if (!(await deleteTraveller(db, member.id, body.id))) notFound(context);
      return new Response(null, { status: 204 });
    }
  }
}
