/** Staff's choice of a chime for each new order; off until they turn it on. */
export function OrderSoundToggle({ on, onToggle }: { on: boolean; onToggle: (on: boolean) => void }) {
  return (
    <button type="button" className="btn btn--secondary order-sound-toggle" aria-pressed={on} onClick={() => onToggle(!on)}>
      {on ? "Sound on" : "Sound off"}
      <span className="visually-hidden"> for new orders</span>
    </button>
  );
}
