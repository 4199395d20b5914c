/**
 * Greeting by hour (spec §9): before 9 morning, up to 11 forenoon, up to 13 noon,
 * before 20 afternoon, else evening. Returns an i18n key (the zh texts match @ecms/shared greeting()).
 */
export function greetingKey(hour: number): string {
  if (hour < 9) return 'home.greeting.morning';
  if (hour <= 11) return 'home.greeting.forenoon';
  if (hour <= 13) return 'home.greeting.noon';
  if (hour < 20) return 'home.greeting.afternoon';
  return 'home.greeting.evening';
}
