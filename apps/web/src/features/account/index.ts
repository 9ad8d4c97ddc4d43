// The account feature as the rest of the app sees it (everything else in this folder is its own).
export { AccountView } from "./components/account-view.tsx";
