import {featureKinds} from '../../data/compat/kinds';
import {explorerRows} from '../../data/compat/explorer';
import {silentOnNative, type NativePlatform} from '../../data/compat/silent';
import {
  noteOf,
  platforms,
  statusOf,
  type Platform,
  type PlatformSupport,
  type SupportStatus,
} from '../../data/compat/types';
import {libraryVersion} from '../../data/site';
import {statusMeanings} from '../llms-txt/compatTables';

/** One platform's support in compat.json: always an object, the note only when there is one. */
export interface JsonSupport {
  status: SupportStatus;
  note?: string;
}

/** One feature in compat.json (the explorer's row). */
export type JsonFeature = {
  id: string;
  kind: keyof typeof featureKinds;
  name: string;
  type?: string;
  of?: string;
  note?: string;
  issue?: number;
  silentOn?: readonly NativePlatform[];
  /** The address of the table's section, under the site's URL. */
  page: string;
} & Record<Platform, JsonSupport>;

/** The shape of compat.json, documented on /api/compatibility/. */
export interface CompatJson {
  library: {name: 'react-strict-dom'; version: string};
  statuses: Record<SupportStatus, string>;
  kinds: typeof featureKinds;
  features: JsonFeature[];
}

function support(value: PlatformSupport): JsonSupport {
  const note = noteOf(value);
  return note ? {status: statusOf(value), note} : {status: statusOf(value)};
}

/** compat.json's content; `siteUrl` is the site's address with its base URL, no trailing slash. */
export function compatJson(siteUrl: string): CompatJson {
  return {
    library: {name: 'react-strict-dom', version: libraryVersion},
    statuses: statusMeanings,
    kinds: featureKinds,
    features: explorerRows.map((row) => {
      const silentOn = silentOnNative.get(row.id);
      return {
        id: row.id,
        kind: row.kind,
        name: row.name,
        ...(row.type ? {type: row.type} : {}),
        ...(row.of ? {of: row.of} : {}),
        ...Object.fromEntries(platforms.map((platform) => [platform, support(row[platform])])),
        ...(row.note ? {note: row.note} : {}),
        ...(row.issue ? {issue: row.issue} : {}),
        ...(silentOn ? {silentOn} : {}),
        page: `${siteUrl}${row.href}`,
      } as JsonFeature;
    }),
  };
}
