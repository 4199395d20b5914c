import { describe, expect, it } from 'vitest';
import { contrast, READABLE_STATUS, READABLE_TAG_TEXT, readableColor, THEME_COLORS } from '../theme';

describe('theme colours reach WCAG AA', () => {
  it('the brand blue #097fd6 falls short (4.18:1) and is darkened, same hue, to 5.2:1', () => {
    expect(contrast('#097fd6', '#ffffff')).toBeCloseTo(4.18, 1);
    const blue = readableColor('#097fd6');
    expect(blue).toBe('#086fbb');
    expect(contrast(blue, '#ffffff')).toBeGreaterThanOrEqual(5.2);
  });

  it('every named theme colour, as text on white and behind white text, reaches 4.5:1', () => {
    for (const c of THEME_COLORS) {
      expect(contrast(readableColor(c.value), '#ffffff'), c.name).toBeGreaterThanOrEqual(4.5);
      expect(contrast(readableColor(c.value, 4.6), '#ffffff'), `${c.name} hover`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('a colour dark enough already is kept as it is', () => {
    expect(readableColor('#722ed1')).toBe('#722ed1');
    expect(readableColor('#2F54EB')).toBe('#2f54eb');
  });

  it('status and tag texts reach 4.5:1 on white', () => {
    for (const [name, c] of Object.entries({ ...READABLE_STATUS, ...READABLE_TAG_TEXT })) {
      expect(contrast(c, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
