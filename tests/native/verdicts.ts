/**
 * The native judge's verdicts of this run (./globalSetup.ts), by program and system.
 */
import {readFileSync} from 'node:fs';
import {inject} from 'vitest';
import type {JudgedProgram} from './programs';

export interface Message {
  level: 'error' | 'warn';
  text: string;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A rendered host: its type, what it sent to native, and its box (null: no layout). */
export type HostNode =
  | {type: string; props: Record<string, unknown>; children: HostNode[]; box: Box | null}
  | {text: string; box: null};

export interface Verdict {
  id: string;
  os: 'ios' | 'android';
  threw: string | null;
  messages: Message[];
  hosts: HostNode[];
  window: {width: number; height: number; scale: number};
}

let verdicts: Map<string, Verdict> | undefined;

/** The verdict of program `id` on `os`; throws when the judge gave none. */
export function verdictOf(id: string, os: Verdict['os'] = 'ios'): Verdict {
  verdicts ??= new Map(
    (JSON.parse(readFileSync(inject('nativeVerdicts'), 'utf8')) as Verdict[]).map((verdict) => [
      `${verdict.id} ${verdict.os}`,
      verdict,
    ]),
  );
  const verdict = verdicts.get(`${id} ${os}`);
  if (!verdict) throw new Error(`the judge gave no verdict for ${id} on ${os}`);
  return verdict;
}

/** What a verdict printed and threw, in one object for a readable failure. */
export const outcome = ({os, threw, messages}: Verdict) => ({os, threw, messages});

/** All the text of a host and what it holds. */
export const textOf = (node: HostNode): string =>
  'text' in node ? node.text : node.children.map(textOf).join('');

/** The text of a host's own strings, not of the hosts inside it. */
const ownTextOf = (node: HostNode): string =>
  'text' in node ? '' : node.children.map((child) => ('text' in child ? child.text : '')).join('');

/** A host with `display: contents`: not there for layout, its children are its parent's. */
const isContents = (node: HostNode) => !('text' in node) && node.props.display === 'contents';

/** The first host, outermost first, for which `has` holds. */
function firstHost(
  nodes: readonly HostNode[],
  has: (node: HostNode) => boolean,
): HostNode | undefined {
  for (const node of nodes) {
    if (!('text' in node) && !isContents(node) && has(node)) return node;
    if ('children' in node) {
      const found = firstHost(node.children, has);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The element a claim names by its words: the outermost host whose whole text is
 * `text`, else the one whose own strings are (a word next to an element inside it).
 */
export function hostWithText(nodes: readonly HostNode[], text: string): HostNode | undefined {
  return (
    firstHost(nodes, (node) => textOf(node) === text) ??
    firstHost(nodes, (node) => ownTextOf(node).trim() === text)
  );
}

/** The programs of this run, as ./globalSetup.ts gathered them. */
export const judgedPrograms = (): JudgedProgram[] =>
  JSON.parse(readFileSync(inject('nativePrograms'), 'utf8'));
