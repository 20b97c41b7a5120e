import {createHash} from 'node:crypto';
import {skillDescription, skillName, skillPath} from './markdown';

/** Where the discovery index is, under the site's base URL. */
export const skillIndexPath = '.well-known/agent-skills/index.json';

/** The shape of the index: version 0.2.0 of the Agent Skills discovery format. */
export const skillIndexSchema = 'https://schemas.agentskills.io/discovery/0.2.0/schema.json';

/** One skill in the index: a single SKILL.md, and the SHA-256 of its exact bytes. */
export interface SkillIndexEntry {
  name: string;
  type: 'skill-md';
  description: string;
  url: string;
  digest: string;
}

export interface SkillIndex {
  $schema: typeof skillIndexSchema;
  skills: SkillIndexEntry[];
}

/** `sha256:` and the hex SHA-256 of `bytes`, as the index writes digests. */
export function sha256Digest(bytes: string | Uint8Array): string {
  return `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
}

/**
 * The discovery index (`/.well-known/agent-skills/index.json` under the site's root) of
 * the site's one skill, `skill` being the text published at skillPath. An assistant that
 * is given the site's address finds the skill there, fetches it and checks its digest.
 * The skill's address is relative to the index, so a copy of the site served elsewhere
 * (a local build, a preview) lists its own skill.
 */
export function skillIndex(skill: string): SkillIndex {
  return {
    $schema: skillIndexSchema,
    skills: [
      {
        name: skillName,
        type: 'skill-md',
        description: skillDescription,
        url: skillPath.slice(skillIndexPath.lastIndexOf('/') + 1),
        digest: sha256Digest(skill),
      },
    ],
  };
}
