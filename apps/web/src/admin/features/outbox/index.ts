// The outbox feature as the rest of the staff screens see it (everything else in this folder is its own).
export { OutboxMessage } from "./components/outbox-message.tsx";
export { OutboxMessages } from "./components/outbox-messages.tsx";
