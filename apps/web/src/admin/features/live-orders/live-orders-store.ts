/**
 * What a staff member's browser remembers about live orders: when they last looked at Orders
 * (for the badge) and whether the new-order sound is on (off unless they turn it on).
 */
const LAST_VIEWED_KEY = "taaza.admin.ordersViewedAt";
const SOUND_KEY = "taaza.admin.orderSound";

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private browsing may refuse storage; the badge then counts from this visit only.
  }
}

export const readOrdersViewedAt = () => read(LAST_VIEWED_KEY);
export const saveOrdersViewedAt = (at: string) => write(LAST_VIEWED_KEY, at);
export const readOrderSound = () => read(SOUND_KEY) === "on";
export const saveOrderSound = (on: boolean) => write(SOUND_KEY, on ? "on" : "off");

let audio: AudioContext | null = null;

/** Made (or woken) from the click that turns the sound on: browsers only allow audio after a gesture. */
export function prepareChime(): void {
  audio ??= new AudioContext();
  void audio.resume();
}

/** A short two-note chime, drawn by the browser (no sound file to download). */
export function playChime(): void {
  if (!audio) return;
  const start = audio.currentTime;
  [880, 1175].forEach((frequency, index) => {
    const oscillator = audio!.createOscillator();
    const gain = audio!.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + index * 0.18);
    gain.gain.exponentialRampToValueAtTime(0.2, start + index * 0.18 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + index * 0.18 + 0.3);
    oscillator.connect(gain).connect(audio!.destination);
    oscillator.start(start + index * 0.18);
    oscillator.stop(start + index * 0.18 + 0.32);
  });
}
