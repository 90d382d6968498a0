/**
 * An arrowhead for a board's lines, defined once in the board's SVG and drawn by a line's
 * `markerEnd="url(#id)"`: a triangle in a 10×10 box, pointing along the line, its tip `tip` units
 * along the box (10 is the line's very end; a little less stops short of a token or the next
 * cell), `size` times the line's width.
 */
export function ArrowHead({
  id,
  tip,
  size,
  orient = 'auto',
  fill,
  className,
}: {
  id: string;
  tip: number;
  size: number;
  /** `auto-start-reverse` also turns it round for a line's start. */
  orient?: 'auto' | 'auto-start-reverse';
  fill?: string;
  className?: string;
}) {
  return (
    <marker
      id={id}
      viewBox="0 0 10 10"
      refX={tip}
      refY="5"
      markerWidth={size}
      markerHeight={size}
      orient={orient}
    >
      <path d="M0,0 L10,5 L0,10 z" fill={fill} className={className} />
    </marker>
  );
}
