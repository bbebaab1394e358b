import type { Lang, PageKey } from '@storefront/contracts';
import { cn } from './cn.ts';
import { en } from './en.ts';
import { hi } from './hi.ts';
import { id } from './id.ts';
import { ms } from './ms.ts';
import { my } from './my.ts';
import { pt } from './pt.ts';
import { ru } from './ru.ts';
import { th } from './th.ts';
import { tl } from './tl.ts';
import { tw } from './tw.ts';
import { vi } from './vi.ts';

/** The four policy documents; About us stays with the other demo content. */
export const POLICY_KEYS = ['terms', 'refund', 'privacy', 'cookie'] as const satisfies readonly PageKey[];
export type PolicyKey = (typeof POLICY_KEYS)[number];

/**
 * A document as its page shows it (web: content/components/plain-text): the title, and the body in
 * blocks split by a blank line, where a block may open with a "## " heading line, and lines starting
 * with "- " are list items.
 */
export type PolicyTexts = Record<PolicyKey, [title: string, body: string]>;

/** When these documents last changed: the pages' "Last updated" date, and what a newer text replaces. */
export const POLICIES_UPDATED_AT = new Date('2026-11-26T12:00:00Z');

export const DEMO_POLICIES: Record<Lang, PolicyTexts> = { en, cn, tw, ru, id, hi, ms, tl, th, vi, my, pt };
