import {githubUrl} from './site';

/** "owner/name" of the library's repository, derived from its address. */
export const repoSlug = new URL(githubUrl).pathname.replace(/^\/|\/$/g, '');

/** Clone address of the library's repository, for `git clone` and `git remote add`. */
export const repoGitUrl = `${githubUrl}.git`;
