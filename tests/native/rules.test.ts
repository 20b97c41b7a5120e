/**
 * The assistant skill's rules (src/data/assistantRules.ts) against React Native: each
 * rule's right example renders on iOS and Android with nothing printed and nothing
 * thrown; each wrong example fails on both as the rule says it does on native. (The
 * web side, the compile and the types are checked in tests/unit/assistant-rules.test.ts.)
 */
import {describe, expect, it} from 'vitest';
import {ruleGroups} from '@site/src/data/assistantRules';
import {programKinds} from './programs';
import {outcome, verdictOf} from './verdicts';

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
    const native = rule.fails.flatMap((failure) => (failure.kind === 'native' ? [failure] : []));
    for (const os of systems) {
      const {threw, messages} = verdictOf(`rule/${id}/wrong`, os);
      const printed = [...messages.map((m) => m.text), ...(threw ? [threw] : [])].join('\n');
      for (const failure of native) expect(printed, os).toContain(failure.message);
    }
  });
});
