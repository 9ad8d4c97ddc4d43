// The creatives feature as the rest of the staff screens see it (everything else in this folder is its own).
export { CreativesEditor } from "./components/creatives-editor.tsx";
