import { describe, expect, it } from 'vitest';
import { liftClear } from './keep-clear';

describe('the chat button steps aside from the main action and the amount to pay', () => {
  const room = { top: 60, bottom: 844 };
  // 56 px, 96 px above the bottom of a 390 × 844 phone.
  const button = { top: 692, bottom: 748, left: 318, right: 374 };

  it('stays where it was placed when nothing is under it', () => {
    expect(liftClear(button, [{ top: 100, bottom: 200, left: 16, right: 374 }], room)).toBe(0);
  });

  it('rises just above a Buy button that scrolled under it', () => {
    expect(liftClear(button, [{ top: 700, bottom: 748, left: 16, right: 374 }], room)).toBe(56);
  });

  it('drops below the amount when that is nearer than above it', () => {
    expect(liftClear(button, [{ top: 560, bottom: 700, left: 16, right: 374 }], room)).toBe(-16);
  });

  it('goes above a pair of blocks when it fits between none of them', () => {
    const kept = [
      { top: 600, bottom: 720, left: 16, right: 374 },
      { top: 728, bottom: 800, left: 16, right: 374 },
    ];
    expect(liftClear(button, kept, room)).toBe(156);
  });

  it('has no place when what it must not cover fills the screen', () => {
    expect(liftClear(button, [{ top: 40, bottom: 844, left: 16, right: 374 }], room)).toBeUndefined();
  });
});
