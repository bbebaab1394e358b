import { describe, expect, it } from 'vitest';
import { artSvgForPath, monogram } from './art.ts';

describe('project artwork', () => {
  it('draws the same picture for the same path, sized by its folder', () => {
    const svg = artSvgForPath('/catalog/starfall-legends.svg');
    expect(svg).toBe(artSvgForPath('/catalog/starfall-legends.svg'));
    expect(svg).toContain('width="256"');
    expect(svg).toContain('>SL</text>');
    expect(artSvgForPath('/banners/double-crystals.svg')).toContain('width="1200"');
    expect(artSvgForPath('/catalog/mecha-arena.svg')).not.toBe(svg);
  });

  it('answers nothing for other paths', () => {
    expect(artSvgForPath('/catalog/../x.svg')).toBeUndefined();
    expect(artSvgForPath('/flags/RUS.svg')).toBeUndefined();
  });

  it('makes a monogram of two initials', () => {
    expect(monogram('mecha-arena')).toBe('MA');
    expect(monogram('orbitron')).toBe('OR');
  });
});
