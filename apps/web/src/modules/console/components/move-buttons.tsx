/**
 * Up and Down for one item of an ordered list (products, SKUs, payment methods): each named for the
 * item it moves, off at the list's ends or while a move is under way.
 */
export function MoveButtons({
  up,
  down,
  onMove,
}: {
  up: { label: string; text: string; disabled: boolean };
  down: { label: string; text: string; disabled: boolean };
  onMove: (by: -1 | 1) => void;
}) {
  return (
    <>
      <button
        type="button"
        className="button button-quiet"
        disabled={up.disabled}
        aria-label={up.label}
        onClick={() => onMove(-1)}
      >
        {up.text}
      </button>
      <button
        type="button"
        className="button button-quiet"
        disabled={down.disabled}
        aria-label={down.label}
        onClick={() => onMove(1)}
      >
        {down.text}
      </button>
    </>
  );
}
