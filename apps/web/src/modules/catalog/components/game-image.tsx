import styles from './game-image.module.css';

interface GameImageProps {
  src: string;
  size: number;
  /** The first images on a page load at once; the rest wait until they are near the screen. */
  eager?: boolean;
}

/** A game's square artwork, sized up front so nothing shifts when it arrives; the name is beside it. */
export function GameImage({ src, size, eager = false }: GameImageProps) {
  return (
    // Images come from the CDN host the API names at run time (spec section 9), which next/image's
    // allow-list would need at build time; the width and height still reserve the space.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      className={styles.image}
      src={src}
      alt=""
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
