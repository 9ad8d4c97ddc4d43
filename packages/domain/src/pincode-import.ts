import { z } from "zod";
import { pincodeBody, type PincodeBody } from "./admin.ts";
import { splitCsvLine } from "./csv-line.ts";

export const MAX_PINCODE_IMPORT_ROWS = 1000;

export const PINCODE_IMPORT_MESSAGES = {
  header: "The first line must name the columns: pincode, name, and optionally deliveryCharges and status",
  rows: `Send between 1 and ${MAX_PINCODE_IMPORT_ROWS} pincode rows`,
  rejected: "Nothing was imported: correct the rows listed and upload the file again",
  status: "status must be yes or no",
  repeated: "this pincode is already in the file",
  exists: "this pincode is already a delivery location",
} as const;

/** POST /api/pincodes/import: the CSV file's text. */
export const pincodeImportBody = z.object({
  csv: z.string({ message: PINCODE_IMPORT_MESSAGES.rows }).max(200_000, PINCODE_IMPORT_MESSAGES.rows),
});

export type PincodeImportRow = { row: number; body: PincodeBody };
export type PincodeImportProblem = { row: number; message: string };

/** The answers of POST /api/pincodes/import. */
export const pincodeImportResultSchema = z.object({
  added: z.array(z.string()),
  skipped: z.array(z.object({ row: z.number().int(), pincode: z.string(), message: z.string() })),
});
export type PincodeImportResult = z.infer<typeof pincodeImportResultSchema>;
export const pincodeImportRefusalSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  rows: z.array(z.object({ row: z.number().int(), message: z.string() })),
});

/** Column names as people write them in a spreadsheet ("Area name", "Delivery charges (₹)"). */
const COLUMNS: Record<string, keyof PincodeBody> = {
  pincode: "pincode",
  pin: "pincode",
  name: "name",
  area: "name",
  areaname: "name",
  deliverycharges: "deliveryCharges",
  charges: "deliveryCharges",
  charge: "deliveryCharges",
  status: "status",
  enabled: "status",
};

const YES = ["yes", "y", "true", "1", "enabled", "on"];
const NO = ["no", "n", "false", "0", "disabled", "off"];

/**
 * A CSV of delivery locations, each row checked by the add form's own rule (`pincodeBody`:
 * six digits, Maharashtra's 40xxxx-44xxxx, an area name, charges of 0 or more). Row numbers are
 * the spreadsheet's: the header is row 1. A missing charges column means free delivery; a
 * missing status column means enabled.
 */
export function readPincodeCsv(
  text: string,
): { ok: true; rows: PincodeImportRow[] } | { ok: false; message: string; problems: PincodeImportProblem[] } {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const header = splitCsvLine(lines[0] ?? "").map((cell) => COLUMNS[cell.toLowerCase().replace(/[^a-z]/g, "")]);
  if (!header.includes("pincode") || !header.includes("name")) return { ok: false, message: PINCODE_IMPORT_MESSAGES.header, problems: [] };
  const rows: PincodeImportRow[] = [];
  const problems: PincodeImportProblem[] = [];
  lines.slice(1).forEach((line, index) => {
    if (line.trim() === "") return;
    const row = index + 2;
    const cells = splitCsvLine(line);
    const cell = (column: keyof PincodeBody) => {
      const at = header.indexOf(column);
      return at === -1 ? undefined : (cells[at] ?? "").trim();
    };
    const statusText = (cell("status") ?? "").toLowerCase();
    const status = statusText === "" || YES.includes(statusText) ? true : NO.includes(statusText) ? false : null;
    if (status === null) return problems.push({ row, message: PINCODE_IMPORT_MESSAGES.status });
    const parsed = pincodeBody.safeParse({
      pincode: cell("pincode"),
      name: cell("name"),
      deliveryCharges: cell("deliveryCharges") || 0,
      status,
    });
    if (!parsed.success) return problems.push({ row, message: parsed.error.issues[0]?.message ?? PINCODE_IMPORT_MESSAGES.rows });
    rows.push({ row, body: parsed.data });
  });
  if (problems.length > 0) return { ok: false, message: PINCODE_IMPORT_MESSAGES.rejected, problems };
  if (rows.length === 0 || rows.length > MAX_PINCODE_IMPORT_ROWS) return { ok: false, message: PINCODE_IMPORT_MESSAGES.rows, problems: [] };
  return { ok: true, rows };
}
