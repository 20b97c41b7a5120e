import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/*
 * Small SVG building blocks for the architecture diagrams on the Contribute
 * pages. Everything is coloured through Infima variables, so one drawing reads
 * in light and dark mode, and the viewBox scales it down to a 390px screen.
 */

/** Width of every diagram's coordinate system; boxes are laid out inside it. */
export const diagramWidth = 400;

const titleSize = 15;
const lineGap = 18;
const padding = 12;

interface DiagramProps {
  /** Short accessible name, e.g. "How web builds work". */
  title: string;
  /** The full text alternative: what the drawing shows, step by step. */
  description: string;
  /** Visible caption under the drawing. */
  caption: string;
  /** Height of the coordinate system (the width is `diagramWidth`). */
  height: number;
  children: ReactNode;
}

/** A figure holding one inline SVG with its text alternative. */
export default function Diagram({
  title,
  description,
  caption,
  height,
  children,
}: DiagramProps): ReactNode {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${diagramWidth} ${height}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}>
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        {children}
      </svg>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}

interface BoxProps {
  x: number;
  y: number;
  width: number;
  /** Bold first line. */
  title: string;
  /** Further lines, drawn smaller. */
  lines?: readonly string[];
  /** Draw the lines in the code font. */
  code?: boolean;
  /** Outline the box in the brand colour. */
  accent?: boolean;
  /** Extra height below the text, e.g. for chips placed inside the box. */
  extra?: number;
}

/** Height a `Box` with `lineCount` lines (and `extra`) takes. */
export function boxHeight(lineCount: number, extra = 0): number {
  return padding * 2 + titleSize + lineCount * lineGap + extra + 2;
}

/** A rounded box with a title and a few lines of text. */
export function Box({
  x,
  y,
  width,
  title,
  lines = [],
  code = false,
  accent = false,
  extra = 0,
}: BoxProps): ReactNode {
  const height = boxHeight(lines.length, extra);
  return (
    <g>
      <rect
        className={clsx(styles.box, accent && styles.accent)}
        x={x}
        y={y}
        width={width}
        height={height}
        rx={8}
      />
      <text className={styles.title} x={x + padding} y={y + padding + titleSize - 2}>
        {title}
      </text>
      {lines.map((line, index) => (
        <text
          key={index}
          className={clsx(styles.line, code && styles.code)}
          x={x + padding}
          y={y + padding + titleSize + (index + 1) * lineGap - 2}>
          {line}
        </text>
      ))}
    </g>
  );
}

interface ChipProps {
  x: number;
  y: number;
  width: number;
  label: string;
}

/** A small pill, e.g. one React Native host component. */
export function Chip({x, y, width, label}: ChipProps): ReactNode {
  return (
    <g>
      <rect className={styles.chip} x={x} y={y} width={width} height={24} rx={12} />
      <text className={styles.chipLabel} x={x + width / 2} y={y + 16} textAnchor="middle">
        {label}
      </text>
    </g>
  );
}

interface ArrowProps {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** A straight arrow; the head is drawn as a triangle so no <marker> ids are needed. */
export function Arrow({x1, y1, x2, y2}: ArrowProps): ReactNode {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const size = 7;
  const back = (offset: number) =>
    `${x2 - size * Math.cos(angle + offset)},${y2 - size * Math.sin(angle + offset)}`;
  return (
    <g className={styles.arrow}>
      <line
        x1={x1}
        y1={y1}
        x2={x2 - (size - 1) * Math.cos(angle)}
        y2={y2 - (size - 1) * Math.sin(angle)}
      />
      <polygon points={`${x2},${y2} ${back(0.5)} ${back(-0.5)}`} />
    </g>
  );
}
