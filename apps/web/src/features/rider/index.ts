// The rider feature (issue 29) as the rest of the app sees it.
export { RiderRunSheet } from "./components/rider-run-sheet.tsx";
