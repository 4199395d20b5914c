/**
 * Greeting by hour (spec §9): before 9 morning, up to 11 forenoon, up to 13 noon, before 20
 * afternoon, else evening. The small hours (0-4) are still the night before, not morning: at
 * 1 AM nobody says 早上好. Returns an i18n key (the zh texts match @ecms/shared greeting()).
 */
export const MORNING_FROM_HOUR = 5;

export function greetingKey(hour: number): string {
  if (hour < MORNING_FROM_HOUR) return 'home.greeting.evening';
  if (hour < 9) return 'home.greeting.morning';
  if (hour <= 11) return 'home.greeting.forenoon';
  if (hour <= 13) return 'home.greeting.noon';
  if (hour < 20) return 'home.greeting.afternoon';
  return 'home.greeting.evening';
}
