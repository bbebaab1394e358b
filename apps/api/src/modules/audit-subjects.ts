import type { Db } from '../platform/db/client.ts';
import type { AuditSubjectLabels } from './agents/index.ts';
import { catalogueTargetName } from './catalog/index.ts';

/**
 * The audit log's subjects that an id alone would not tell an owner: a SKU by its product and face
 * value (as a coupon's scope names it), a code batch by its name.
 */
export function auditSubjectLabels(
  db: Db,
  batchNames: (batchIds: string[]) => Promise<Map<string, string>>,
): AuditSubjectLabels {
  return async (subjects, lang) => {
    const idsOf = (kind: string) =>
      subjects
        .filter((subject) => subject.startsWith(`${kind}:`))
        .map((subject) => subject.slice(kind.length + 1));
    const [skus, batches] = await Promise.all([
      Promise.all(
        idsOf('sku').map(
          async (id) => [`sku:${id}`, await catalogueTargetName(db, { kind: 'sku', id }, lang)] as const,
        ),
      ),
      batchNames(idsOf('batch')),
    ]);
    return new Map([
      ...skus.flatMap(([subject, name]) => (name ? [[subject, name] as const] : [])),
      ...[...batches].map(([id, name]) => [`batch:${id}`, name] as const),
    ]);
  };
}
