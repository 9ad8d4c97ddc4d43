import { z } from "zod";
// The schemas of "Tell me when you deliver here"; the rule itself (demand-contact.ts) has no zod, for the storefront.
import { PINCODE_MESSAGES } from "./admin-messages.ts";
import { PINCODE_PATTERN } from "./delivery.ts";
import { DEMAND_MESSAGES, readDemandContact } from "./demand-contact.ts";

/** POST /api/pincode-demand. */
export const deliveryDemandBody = z.object({
  pincode: z
    .string({ message: PINCODE_MESSAGES.sixDigits })
    .trim()
    .regex(PINCODE_PATTERN, { error: () => PINCODE_MESSAGES.sixDigits }),
  contact: z
    .string({ message: DEMAND_MESSAGES.contact })
    .max(300, DEMAND_MESSAGES.contact)
    .transform((typed, ctx) => {
      const contact = readDemandContact(typed);
      if (contact) return contact;
      ctx.addIssue({ code: "custom", message: DEMAND_MESSAGES.contact });
      return z.NEVER;
    }),
});
export type DeliveryDemandBody = z.infer<typeof deliveryDemandBody>;

/** One pincode's demand as staff see it: how many people asked, when the latest did, and who. */
export const pincodeDemandSchema = z.object({
  pincode: z.string(),
  requests: z.number().int(),
  latestAt: z.string(),
  contacts: z.array(z.object({ kind: z.enum(["email", "phone"]), value: z.string(), requestedAt: z.string() })),
});
export type PincodeDemand = z.infer<typeof pincodeDemandSchema>;
