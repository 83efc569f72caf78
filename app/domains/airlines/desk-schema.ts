import { z } from "zod";
import { AirlineWordsSchema } from "./schema";

// The content desk's form for an airline page (desk.server.ts): save its words as a draft, publish the draft, or take
// the page off the site and back.

export const AirlineWordsFormSchema = AirlineWordsSchema.extend({ intent: z.literal("save") });

export const AirlineDeskSchema = z.discriminatedUnion("intent", [
  AirlineWordsFormSchema,
  z.object({ intent: z.literal("publish") }),
  z.object({ intent: z.literal("unpublish") }),
  z.object({ intent: z.literal("republish") }),
]);

export const AIRLINE_DESK_NOTICES = ["saved", "published", "unpublished", "republished"] as const;
