import { describe, expect, it } from 'vitest';
import { clampOffset } from './use-draggable';

describe('the chat button stays inside the window', () => {
  const view = { width: 390, height: 844 };

  it('keeps a place that fits', () => {
    expect(clampOffset({ right: 16, bottom: 96 }, 56, view)).toEqual({ right: 16, bottom: 96 });
  });

  it('pulls back a place stored for a bigger window, or dragged past an edge', () => {
    expect(clampOffset({ right: 1200, bottom: 900 }, 56, view)).toEqual({ right: 326, bottom: 780 });
    expect(clampOffset({ right: -40, bottom: -5 }, 56, view)).toEqual({ right: 8, bottom: 8 });
  });
});
