import { phoneSignInCases } from "./support/phone-sign-in-cases.ts";

// Phone sign-in with a one-time code (issue 31); with TEST_DATABASE_URL the same on PostgreSQL.
phoneSignInCases();
