/**
 * A media position as players show it: "0:07", "1:05", "1:02:09". Anything not a time yet
 * (NaN while loading, Infinity for a live stream, a negative) reads "0:00".
 */
export function formatMediaTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** The speeds the menu offers. */
export const playbackRates = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
