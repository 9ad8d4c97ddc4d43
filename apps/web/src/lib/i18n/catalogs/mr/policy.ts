import type { Catalogue } from "../../i18n.ts";
import type { policyText } from "../../messages/policy.ts";

export default {
  policies: "धोरणे",
  updated: "शेवटचा बदल: {date}",
  contactTitle: "आमच्याशी संपर्क",
  contactText: "{name}, {address}. फोन {phone}, ईमेल {email}. आम्ही दररोज 7 AM ते 9 PM उत्तर देतो.",
  otherPolicies: "इतर धोरणे",
} satisfies Catalogue<typeof policyText>;
