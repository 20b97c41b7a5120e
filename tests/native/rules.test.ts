/**
 * The assistant skill's rules (src/data/assistantRules.ts) against React Native: each
 * rule's right example renders on iOS and Android with nothing printed and nothing
 * thrown; each wrong example fails on both as the rule says it does on native: it
 * logs the message, or the element it names has no layout of its own. (The
 * web side, the compile and the types are checked in tests/unit/assistant-rules.test.ts.)
 */
import {describe, expect, it} from 'vitest';
import {ruleGroups} from '@site/src/data/assistantRules';
import {programKinds} from './programs';
import {hostWithText, outcome, verdictOf} from './verdicts';

const systems = ['ios', 'android'] as const;
const rules = ruleGroups
  .flatMap((group) => group.rules)
  .filter((rule) => rule.kind === 'component');

describe(programKinds['rule-right'], () => {
  it.each(rules.map((rule) => [rule.id, rule] as const))('%s', (id) => {
    for (const os of systems)
      expect(outcome(verdictOf(`rule/${id}/right`, os))).toEqual({os, threw: null, messages: []});
  });
});

describe(programKinds['rule-wrong'], () => {
  it.each(rules.map((rule) => [rule.id, rule] as const))('%s', (id, rule) => {
    for (const os of systems) {
      const verdict = verdictOf(`rule/${id}/wrong`, os);
      const printed = [...verdict.messages.map((m) => m.text), verdict.threw ?? ''].join('\n');
      for (const failure of rule.fails) {
        if (failure.kind === 'native') expect(printed, os).toContain(failure.message);
        if (failure.kind === 'native-no-layout') {
          const element = hostWithText(verdict.hosts, failure.element);
          expect(element, `${os}: no element with the text ${failure.element}`).toBeDefined();
          expect(element!.box, `${os}: the box of ${failure.element}`).toBeNull();
        }
      }
    }
  });
});
