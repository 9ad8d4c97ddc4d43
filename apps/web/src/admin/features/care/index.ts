// Care as staff see it (issue 30): the ticket queue and the dashboard's ratings.
export { IssueQueue } from "./components/issue-queue.tsx";
export { RatingsSummary } from "./components/ratings-summary.tsx";
