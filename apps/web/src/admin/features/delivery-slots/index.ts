// The delivery-slots feature as the rest of the staff screens see it (everything else in this folder is its own).
export { SlotCapacityEditor } from "./components/slot-capacity-editor.tsx";
